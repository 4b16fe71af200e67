import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts, png, toast } from './support/accounts.ts';

let browser: Browser;
let product: RunningProduct;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const { signUpInBrowser, signUpByApi, api } = accounts(() => product);
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')!);
const DAY = 86_400_000;

/** A business of the user's, made through the API as the create form would: its id. */
async function business(token: string, companyName: string, country: string, category: string) {
  const made = await api(token, '/business/profile/create', {
    method: 'POST',
    body: {
      companyName,
      categories: [category],
      businessType: 'MA',
      country,
      shortDescription: `${companyName}: industrial supplier.`,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return (made.body.data.data as { businessID: string }).businessID;
}

/** `days` ahead as a datetime-local field takes it (the browser's time zone). */
const localDateTime = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('buying requests, from the public board to the award (decision 0023)', () => {
  it('a buyer posts a request, two suppliers quote, the buyer compares, writes to one, awards it live and reviews it', async () => {
    // The buyer, signed in on the board, and its business.
    const { page: buyer } = await newPage(browser);
    await signUpInBrowser(buyer, '/buying-requests', { firstName: 'Elena', lastName: 'Marsh' });
    const buyerToken = await tokenOf(buyer);
    const buyerCo = await business(buyerToken, 'Harbour Pumps Trading', 'MX', 'i0004.c0004-04');

    // Two suppliers: one follows it in the browser, the other answers through the API.
    const { page: supplier } = await newPage(browser);
    await signUpInBrowser(supplier, '/newsfeed', { firstName: 'Jonas', lastName: 'Keller' });
    const supplierA = await business(await tokenOf(supplier), 'Ridgeline Valves', 'DE', 'i0004.c0004-04');
    const other = await signUpByApi({ firstName: 'Rosa', lastName: 'Prieto' });
    await api(other.token, '/user/profile');
    const supplierB = await business(other.token, 'Bayside Forgings', 'BR', 'i0004.c0004-04');

    // A visitor lands on the board (the footer's Direct Buyer Enquiries), not on a login wall, and
    // reads an open request, asked to sign in to quote.
    const open = await api(buyerToken, '/buying-requests', {
      method: 'POST',
      body: {
        businessID: buyerCo,
        title: 'Pressure gauges 0-16 bar, 100 mm dial',
        description: 'Glycerine-filled, stainless case, bottom connection G1/2, EN 837-1.',
        categoryID: 'c0004-05',
        quantity: 300,
        unit: 'pieces',
        deliveryCountry: 'MX',
        deadline: new Date(Date.now() + 14 * DAY).toISOString(),
        visibility: 'open',
      },
    });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const { page: visitor } = await newPage(browser);
    await visitor.goto(`${product.baseUrl}/buying-requests`);
    await visitor.getByRole('heading', { name: 'Buying requests', level: 1 }).waitFor();
    expect(visitor.url()).toBe(`${product.baseUrl}/buying-requests`);
    await visitor.getByRole('link', { name: 'Pressure gauges 0-16 bar, 100 mm dial' }).click();
    await visitor.getByRole('heading', { name: 'Sign in to quote' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toContain(
      `${product.authUrl}/login?continue=`,
    );
    expect(await seriousA11yViolations(visitor)).toEqual([]);

    // The buyer's request: invited businesses chosen by name, a drawing attached.
    await buyer.goto(`${product.baseUrl}/buying-requests/new`);
    const form = buyer.locator('form.wbn-rfq__form');
    await form.waitFor();
    await form.getByLabel('What you need').fill('Stainless steel ball valves DN50 PN40');
    await form
      .getByLabel('Description')
      .fill('Full bore, CF8M body and ball, PTFE seats, flanged EN 1092-1, 3.1 certificates.');
    await form.getByLabel('Category').selectOption('c0004-04');
    await form.getByLabel('Quantity').fill('500');
    await form.getByLabel(/^Unit/).fill('pieces');
    await form.getByLabel('Delivery country').selectOption('MX');
    await form.getByLabel('Deadline for quotes').fill(localDateTime(10));
    await form.getByLabel('Invited businesses only').check();
    const invite = form.getByRole('combobox', { name: /^Invited businesses/ });
    for (const name of ['Ridgeline', 'Bayside']) {
      await invite.fill(name);
      await buyer.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    }
    await form.getByRole('list', { name: '2 businesses invited' }).waitFor();
    await buyer.locator('input[type=file]').setInputFiles({
      name: 'valve-drawing.png',
      mimeType: 'image/png',
      buffer: await png(64, 48, { r: 40, g: 80, b: 140 }),
    });
    await form.getByText('Uploaded').waitFor();
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await form.getByRole('button', { name: 'Save request' }).click();
    await buyer.waitForURL(/\/buying-requests\/[0-9a-f-]{36}$/);
    const requestID = buyer.url().split('/').at(-1)!;
    await buyer.getByRole('heading', { name: 'Stainless steel ball valves DN50 PN40' }).waitFor();
    await buyer.getByRole('link', { name: /valve-drawing/ }).waitFor();
    await buyer.getByText('No quotes yet.').waitFor();

    // The invited supplier hears of it live, opens it from the bell and sends its quote.
    const bell = supplier.getByRole('button', { name: /^Notifications, 1 unread/ });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    await supplier
      .getByText('Harbour Pumps Trading asks you for a quote: Stainless steel ball valves DN50 PN40')
      .click();
    await supplier.waitForURL(new RegExp(`/buying-requests/${requestID}\\?as=${supplierA}$`));
    const quoteForm = supplier.locator('form.wbn-rfq__form');
    await quoteForm.getByLabel(/^Unit price/).fill('46.5');
    await quoteForm.getByLabel(/^Currency/).selectOption('EUR');
    await quoteForm.getByLabel(/^Minimum order/).fill('100');
    await quoteForm.getByLabel(/^Lead time/).fill('28');
    await quoteForm.getByLabel(/^Valid until/).fill(day(45));
    await quoteForm.getByRole('button', { name: 'Send quote' }).click();
    await supplier.getByRole('button', { name: 'Withdraw quote' }).waitFor();
    const quotedB = await api(other.token, `/buying-requests/${requestID}/quotes`, {
      method: 'POST',
      body: {
        businessID: supplierB,
        unitPrice: 52,
        currency: 'USD',
        minOrder: 250,
        leadTimeDays: 21,
        incoterm: 'FOB',
        validUntil: day(40),
      },
    });
    expect(quotedB.status, JSON.stringify(quotedB.body)).toBe(200);

    // The buyer compares them in one currency (the first quote's, EUR): the dollar quote is
    // converted at the shipped reference rate, which its row shows; then it compares in dollars.
    // Then it shortlists one and shows only that one.
    await buyer.reload();
    const table = buyer.getByRole('table', { name: 'The quotes side by side' });
    await table.getByRole('rowheader', { name: /Ridgeline Valves/ }).waitFor();
    await table.getByRole('rowheader', { name: /Bayside Forgings/ }).waitFor();
    await buyer.getByText(/^Totals are converted to EUR at the reference rates of /).waitFor();
    await table.getByText('EUR 23,250.00').first().waitFor();
    await table.getByText('USD 26,000.00').waitFor();
    await table.getByText('EUR 23,920.00').waitFor();
    await table.getByText('1 USD = 0.92 EUR').waitFor();
    await buyer.getByLabel('Compare in').selectOption('USD');
    await table.getByText('USD 25,271.82').waitFor();
    await table.getByText('1 EUR = 1.08696 USD').waitFor();
    expect(new URL(buyer.url()).searchParams.get('currency')).toBe('USD');
    const star = table.getByRole('button', { name: 'Shortlist the quote of Bayside Forgings' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await buyer.getByLabel('Shortlisted only (1)').check();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(1);
    await buyer.getByLabel('Shortlisted only (1)').uncheck();
    expect(await seriousA11yViolations(buyer)).toEqual([]);

    // It writes to Ridgeline from the comparison: a thread in the message center, which the
    // supplier sees on its bell.
    // Written in Spanish, as the buyer says: the message carries its language.
    await table.getByRole('button', { name: 'Message Ridgeline Valves' }).click();
    const question = '¿Pueden enviar la mitad en marzo y la otra mitad en abril?';
    await buyer.getByLabel(/^Your message to Ridgeline Valves/).fill(question);
    await buyer.getByRole('button', { name: /Written in/ }).click();
    await buyer.getByRole('option', { name: 'Español' }).click();
    await buyer.getByRole('button', { name: 'Send message' }).click();
    await toast(buyer, 'Message sent').waitFor();
    await buyer.waitForURL(new RegExp(`/business/${buyerCo}/requests/[0-9a-f-]{36}$`));
    const sent = buyer.getByRole('log').getByText(question);
    await sent.waitFor();
    expect(await sent.getAttribute('lang')).toBe('es');
    expect(await buyer.getByRole('link', { name: 'See the buying request' }).getAttribute('href')).toBe(
      `/buying-requests/${requestID}`,
    );
    await supplier.getByRole('button', { name: /^Notifications, 1 unread/ }).waitFor({ timeout: 10_000 });

    // Back on the request, the quote links to the conversation; the buyer awards Ridgeline.
    await buyer.goto(`${product.baseUrl}/buying-requests/${requestID}`);
    await buyer.getByRole('link', { name: 'Conversation with Ridgeline Valves' }).waitFor();
    await buyer.getByRole('checkbox', { name: 'Award Ridgeline Valves' }).check();
    await buyer.getByRole('button', { name: 'Award selected quotes' }).click();
    await buyer.getByText('Harbour Pumps Trading · Pumps & Valves · Awarded').waitFor();

    // The awarded supplier sees it live on its bell, and on its page.
    const awarded = supplier.getByRole('button', { name: /^Notifications, 2 unread/ });
    await awarded.waitFor({ timeout: 10_000 });
    await awarded.click();
    await supplier
      .getByText('Harbour Pumps Trading: Your quote was awarded: Stainless steel ball valves DN50 PN40')
      .waitFor();
    await supplier.reload();
    await supplier.getByText('Awarded', { exact: true }).first().waitFor();
    expect(await seriousA11yViolations(supplier)).toEqual([]);

    // The buyer reviews the deal: "Leave a review" opens the form on Ridgeline's page, on this
    // award; the review shows there with the rating.
    await buyer.getByRole('link', { name: 'Leave a review Ridgeline Valves' }).click();
    await buyer.waitForURL(
      new RegExp(`/business/${supplierA}\\?review=award:[0-9a-f-]{36}#business-reviews$`),
    );
    const reviewForm = buyer.getByRole('form', { name: 'Leave a review' });
    await reviewForm.waitFor();
    await expect
      .poll(() => reviewForm.getByLabel('Deal').locator('option:checked').textContent())
      .toBe('Stainless steel ball valves DN50 PN40');
    await reviewForm.getByRole('radio', { name: '5 stars' }).check();
    await reviewForm.getByLabel('Your review').fill('Valves arrived on time with complete 3.1 certificates.');
    await reviewForm.getByRole('button', { name: 'Send review' }).click();
    await buyer.getByText('Thank you: your review is published.').waitFor();
    await buyer.reload();
    const reviews = buyer.locator('#business-reviews');
    await reviews.getByText('Valves arrived on time with complete 3.1 certificates.').waitFor();
    await reviews.getByRole('img', { name: '5 out of 5 stars' }).first().waitFor();
    expect(await seriousA11yViolations(buyer)).toEqual([]);
  });
});
