import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
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

const { signUpInBrowser, api } = accounts(() => product);
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')!);
const userIDOf = async (page: Page) =>
  ((await api(await tokenOf(page), '/user/profile')).body.data as { userID: string }).userID;

describe('inquiries, the live message center and the bell (issue 25)', () => {
  it('a buyer asks with an attachment; the supplier sees it live, answers; the end reaches both', async () => {
    // The supplier: a business, its message center open and empty.
    const { page: supplier } = await newPage(browser);
    await signUpInBrowser(supplier, '/my-business', { firstName: 'Ingrid', lastName: 'Solberg' });
    const created = await api(await tokenOf(supplier), '/business/profile/create', {
      method: 'POST',
      body: {
        companyName: 'Fjord Hydraulics',
        categories: ['i0006.c0006-01'],
        businessType: 'MA',
        country: 'NO',
        shortDescription: 'Hydraulic cylinders and power units.',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const supplierID = (created.body.data.data as { businessID: string }).businessID;
    await supplier.goto(`${product.baseUrl}/business/${supplierID}/requests`);
    await supplier.getByText('No conversations yet').waitFor();

    // The buyer: the send-request form, an empty send first, then a full one with a file.
    const { page: buyer } = await newPage(browser);
    await signUpInBrowser(buyer, `/business/${supplierID}/send-request`, {
      firstName: 'Marco',
      lastName: 'Bellini',
    });
    const buyerID = await userIDOf(buyer);
    const form = buyer.getByRole('form', { name: 'Inquiry to Fjord Hydraulics' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send' }).click();
    await buyer.getByText(messages.inquiryIncomplete).first().waitFor();
    await form.getByLabel('Subject').click();
    await buyer.getByRole('option', { name: 'Price quotation' }).click();
    await form
      .getByLabel('Message')
      .fill('Please quote 12 double-acting cylinders, 80 mm bore, 400 mm stroke.');
    await buyer.locator('input[type=file]').setInputFiles({
      name: 'drawing.png',
      mimeType: 'image/png',
      buffer: await png(64, 48, { r: 30, g: 90, b: 160 }),
    });
    await form.getByText('Uploaded').waitFor();
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await form.getByRole('button', { name: 'Send' }).click();
    await toast(buyer, messages.inquirySent).waitFor();
    await buyer.waitForURL(new RegExp(`/business/${buyerID}/requests/[0-9a-f-]{36}$`));
    const requestID = buyer.url().split('/').at(-1)!;

    // The supplier's page, without a reload: the thread, unread, and the header's badge.
    const row = supplier.getByRole('link', { name: /Price quotation/ });
    await row.waitFor({ timeout: 5_000 });
    await supplier.getByText('1 unread message').first().waitFor();
    await row.click();
    await supplier.getByRole('heading', { name: 'Inbox Reply' }).waitFor();
    await supplier.getByRole('log').getByText('Please quote 12 double-acting cylinders').waitFor();
    await supplier
      .getByRole('link', { name: /drawing/ })
      .first()
      .waitFor();
    // The attachment is private: its signed link shows the picture without the token header.
    const picture = supplier.getByRole('log').locator('.mc-file--image img').first();
    expect(await picture.getAttribute('src')).toMatch(/\?expires=\d+&signature=[\w-]{43}$/);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    const unsigned = await supplier.evaluate(
      async (src) => (await fetch(src.split('?')[0]!)).status,
      (await picture.getAttribute('src'))!,
    );
    expect(unsigned).toBe(403);
    expect(await seriousA11yViolations(supplier)).toEqual([]);
    const reply = supplier.getByRole('textbox', { name: 'Reply' });
    await reply.fill('US$ 310 each, ex works Bergen, four weeks.');
    await reply.press('Enter');

    // The buyer sees the answer live, and the supplier sees their message read.
    await buyer
      .getByRole('log')
      .getByText('US$ 310 each, ex works Bergen, four weeks.')
      .waitFor({ timeout: 5_000 });
    await supplier.getByRole('log').getByText('Read', { exact: true }).waitFor({ timeout: 5_000 });
    // The live message's time (Unix seconds, as every call gives times) shows in UTC.
    const read = await api(
      await tokenOf(buyer),
      `/business/request/${requestID}/get-messages?bid=${buyerID}`,
    );
    const answer = (read.body.data.messages as { content: string; datetime: number }[]).at(-1)!;
    expect(answer.content).toBe('US$ 310 each, ex works Bergen, four weeks.');
    const stamp = buyer.getByRole('log').locator('time').last();
    expect(await stamp.getAttribute('datetime')).toBe(new Date(answer.datetime * 1000).toISOString());
    expect(await stamp.innerText()).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/);

    // The supplier ends it; both sides see the end.
    await supplier.getByRole('button', { name: 'Conversation settings' }).click();
    await supplier.getByRole('menuitem', { name: 'End Conversation' }).click();
    await supplier.getByRole('alertdialog').getByRole('button', { name: 'End Conversation' }).click();
    await toast(supplier, messages.finishedSuccessfully).waitFor();
    for (const page of [supplier, buyer]) {
      await page.getByText(messages.chatEnded).first().waitFor({ timeout: 5_000 });
    }
    await expect.poll(async () => buyer.getByRole('textbox', { name: 'Reply' }).isDisabled()).toBe(true);
    const after = await api(
      await tokenOf(buyer),
      `/business/request/${requestID}/send-message?bid=${buyerID}`,
      {
        method: 'POST',
        // The spec's body: content alone.
        body: { content: 'One more thing' },
      },
    );
    expect(after.status).toBe(409);
  });

  it("counts a comment on the buyer's post on the bell, live", async () => {
    const { page: buyer } = await newPage(browser);
    await signUpInBrowser(buyer, '/newsfeed', { firstName: 'Aiko', lastName: 'Tanaka' });
    const token = await tokenOf(buyer);
    const buyerID = await userIDOf(buyer);
    const post = await api(token, '/social/posts/make-post', {
      method: 'POST',
      body: {
        content: 'Looking for a supplier of M8 stainless rivet nuts.',
        timelineType: 'user',
        timelineID: buyerID,
      },
    });
    expect(post.status).toBe(200);
    const postID = (post.body.data as { postID: string }).postID;
    const bell = buyer.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).not.toMatch(/unread/);

    const { page: commenter } = await newPage(browser);
    await signUpInBrowser(commenter, '/newsfeed', { firstName: 'Pieter', lastName: 'de Vries' });
    const commented = await api(await tokenOf(commenter), '/social/comments/make-comment', {
      method: 'POST',
      body: { resourceID: postID, resourceType: 'post', content: 'We make them in A2 and A4.' },
    });
    expect(commented.status).toBe(200);
    await buyer.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 5_000 });
    await buyer.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await buyer.getByText('Pieter de Vries commented on your post').waitFor();
    // Its time (Unix seconds from the stream) reads as just now.
    const when = buyer.locator('.notification', { hasText: 'Pieter de Vries' }).locator('time');
    expect(await when.innerText()).toBe('now');
  });
});
