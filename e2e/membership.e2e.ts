import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts, toast } from './support/accounts.ts';

let browser: Browser;
let product: RunningProduct;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const { signUpInBrowser, api } = accounts(() => product);

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')!);

/** A business of the signed-in user, made through the API. */
async function businessOf(page: Page, companyName: string): Promise<string> {
  const created = await api(await tokenOf(page), '/business/profile/create', {
    method: 'POST',
    body: {
      companyName,
      categories: ['i0006.c0006-01'],
      businessType: 'MA',
      country: 'MX',
      shortDescription: 'Industrial valves and actuators.',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.body.data.data as { businessID: string }).businessID;
}

/** Fills the test provider's card form and presses Pay. */
async function payWith(page: Page, cardNumber: string, options: { double?: boolean } = {}) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Valeria Ortiz');
  const pay = page.getByRole('button', { name: /^Pay US\$/ });
  await (options.double ? pay.dblclick() : pay.click());
}

const tierOf = async (page: Page, businessID: string) =>
  (await api(await tokenOf(page), `/subscription/business/${businessID}`)).body.data as {
    subscription: string;
    productLimit: number;
  };

describe('membership checkout (issue 26)', () => {
  it('Buy now! → choose a business → pay with 4242… → Successful checkout!, the badge and the cap of 20', async () => {
    const { page } = await newPage(browser);
    await signUpInBrowser(page, '/membership-gold', { firstName: 'Valeria', lastName: 'Ortiz' });
    const businessID = await businessOf(page, 'Válvulas Ortiz');
    await page.getByRole('link', { name: 'Buy now!' }).first().click();
    await page.waitForURL(/\/my-business\?membership=choose-business/);
    await page.getByRole('link', { name: 'Manage Business' }).first().click();
    await page.getByRole('link', { name: 'Membership', exact: true }).click();
    await page.getByText('STANDARD').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Choose Gold' }).click();
    await page.getByText('US$ 1,850.00').first().waitFor();
    // A number that is not a test card is refused before anything is sent.
    await payWith(page, '4111 1111 1111 1112');
    await page.getByText('This card number is not valid: check the digits').waitFor();
    // A double click on Pay is one payment.
    await payWith(page, '4242 4242 4242 4242', { double: true });
    await toast(page, messages.checkoutSucceeded).first().waitFor();
    const history = await api(await tokenOf(page), `/subscription/business/${businessID}/payments`);
    expect((history.body.data as { payments: unknown[] }).payments).toHaveLength(1);
    await page.getByText('20 products', { exact: false }).first().waitFor();
    expect(await tierOf(page, businessID)).toMatchObject({ subscription: 'gold', productLimit: 20 });

    // The badge on the public profile and the payment in the history, with its receipt.
    await page.goto(`${product.baseUrl}/business/${businessID}/`);
    await page.getByText('GOLD').first().waitFor();
    await page.goto(`${product.baseUrl}/business/${businessID}/membership`);
    await page.getByRole('heading', { name: 'Payment history' }).waitFor();
    await page
      .getByRole('link', { name: /Receipt/ })
      .first()
      .click();
    await page.getByText('Gold membership, one year').waitFor();
    await page.getByText('Válvulas Ortiz').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows a declined card in an alert and changes nothing', async () => {
    const { page } = await newPage(browser);
    await signUpInBrowser(page, '/', { firstName: 'Rafael', lastName: 'Quiroga' });
    const businessID = await businessOf(page, 'Bombas Quiroga');
    await page.goto(`${product.baseUrl}/business/${businessID}/membership`);
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    await payWith(page, '4000 0000 0000 0002');
    const alert = page.getByRole('alert').filter({ hasText: messages.checkoutFailed });
    await alert.waitFor();
    await alert.getByText('Your card was declined.').waitFor();
    expect(await tierOf(page, businessID)).toMatchObject({ subscription: 'standard', productLimit: 7 });
  });

  it('asks for the authentication step: cancelled it fails, completed it upgrades', async () => {
    const { page } = await newPage(browser);
    await signUpInBrowser(page, '/', { firstName: 'Inés', lastName: 'Carvalho' });
    const businessID = await businessOf(page, 'Atuadores Carvalho');
    await page.goto(`${product.baseUrl}/business/${businessID}/membership`);
    await page.getByRole('button', { name: 'Choose Platinum' }).click();

    await payWith(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your payment' });
    await dialog.getByText('US$ 3,650.00').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /unable to authenticate/ })
      .waitFor();
    expect((await tierOf(page, businessID)).subscription).toBe('standard');

    await payWith(page, '4000 0025 0000 3155');
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await toast(page, messages.checkoutSucceeded).first().waitFor();
    await page.getByText(messages.bestMembership).waitFor();
    expect(await tierOf(page, businessID)).toMatchObject({ subscription: 'platinum', productLimit: 100 });
  });
});
