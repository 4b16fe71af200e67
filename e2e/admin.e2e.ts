import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStateStorageKey } from '@wbn/contracts';
import type { Browser, Page } from 'playwright-core';
import { demoOperators, demoPassword } from '@wbn/db/demo';
import { launchBrowser, seriousA11yViolations, withNewPage } from './support/browser.ts';
import { startDemoProduct, type RunningProduct } from './support/server.ts';
import { accounts, newEmail, password } from './support/accounts.ts';

// The operators' console (decision 0025) on the demo directory, whose moderator and administrator
// sign in with the demo password: a user reports a post, the moderator hides it from the queue
// with a reason, the trail shows the entry and reverses it; every tab passes axe; an account
// without a role meets a "not allowed" page. An author reads the statement of reasons of a hidden
// post and appeals; another operator grants the appeal from the Appeals tab.

let browser: Browser;
let product: RunningProduct;
const { signUpByApi, signUpInBrowser, api } = accounts(() => product);
const [moderator, admin] = demoOperators;
const postText = `Replica pressure valves at half price, write me ${Date.now()}`;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startDemoProduct()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Signs an account in (e-mail and password: the demo's by default) and lands the browser on `path`. */
async function signInInBrowser(page: Page, email: string, path: string, secret = demoPassword) {
  const state = randomBytes(32).toString('base64url');
  const res = await fetch(`${product.authUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: secret, state }),
  });
  expect(res.status).toBe(200);
  const code = ((await res.json()) as { data: { token: string } }).data.token;
  const target = `${product.baseUrl}${path}`;
  await page.goto(`${product.baseUrl}/robots.txt`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [signInStateStorageKey, state]);
  await page.goto(`${product.baseUrl}/SetID/?token=${code}&continue=${encodeURIComponent(target)}`);
  await page.waitForURL(target);
}

async function expectAxeClean(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe("the operators' console", () => {
  it('takes a reported post from the queue to hidden, into the trail, and back', async () => {
    const author = await signUpByApi({ firstName: 'Ramiro', lastName: 'Vidal' });
    const reporter = await signUpByApi({ firstName: 'Lucía', lastName: 'Paredes' });
    for (const token of [author.token, reporter.token]) await api(token, '/user/profile');
    const made = await api(author.token, '/social/posts/make-post', {
      method: 'POST',
      body: { content: postText, timelineType: 'user', timelineID: author.userID },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const postID = made.body.data.postID as string;
    const reported = await api(reporter.token, '/reports', {
      method: 'POST',
      body: { itemType: 'post', itemID: postID, reason: 'prohibited', text: 'Counterfeit valves.' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);

    await withNewPage(browser, async (page) => {
      await signInInBrowser(page, moderator!.email, '/admin');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe("Operators' console");
      await expect.poll(() => page.getByText('Signed in as Moderator').count()).toBe(1);
      // A moderator has no Operators tab.
      await expect
        .poll(() => page.getByRole('tab').allTextContents())
        .toEqual(['Review queue', 'Appeals', 'Company verification', 'Trail', 'Lookup']);

      // The queue: the post with its report (the demo's own reports are there too).
      const card = page.locator('li.admin-card', { hasText: postText });
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.textContent()).toContain('Counterfeit valves.');
      await expectAxeClean(page);

      // Hide it, with a reason and a confirmation.
      const reason = 'Counterfeit goods, rule 4';
      await card.getByLabel('Reason, sent to the author').fill(reason);
      await card.getByRole('button', { name: 'Hide', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Hide: are you sure?');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect
        .poll(() => page.locator('.admin-result').textContent())
        .toBe('Hide: done and recorded in the trail.');
      await expect.poll(() => card.count()).toBe(0);
      const hidden = await api(reporter.token, `/social/posts/${postID}`);
      expect(hidden.status).toBe(410);

      // The trail: the entry, newest first; reverse it with a reason.
      await page.getByRole('tab', { name: 'Trail' }).click();
      await expect.poll(() => page.url()).toContain('tab=trail');
      const row = page.locator('tbody tr').first();
      await expect.poll(() => row.textContent()).toContain(reason);
      expect(await row.textContent()).toContain('Marta Quintero');
      await expectAxeClean(page);
      await row.getByRole('button', { name: /^Reverse/ }).click();
      const reverse = page.getByRole('alertdialog');
      await reverse.getByLabel('Reason for the reversal').fill('Genuine parts after all');
      await reverse.getByRole('button', { name: 'Reverse', exact: true }).click();
      await expect
        .poll(() => page.locator('tbody tr').first().textContent())
        .toContain('Genuine parts after all');
      await expect.poll(() => page.locator('tbody tr').nth(1).textContent()).toContain('Reversed');
      expect((await api(reporter.token, `/social/posts/${postID}`)).status).toBe(200);

      // Lookup: the author by name, with the hide and its reversal.
      await page.getByRole('tab', { name: 'Lookup' }).click();
      const search = page.locator('form.admin-search');
      await search.getByLabel('E-mail, name or business name').fill('Ramiro Vidal');
      await search.getByRole('button', { name: 'Search' }).click();
      const found = page.locator('.admin-lookup li.admin-card', { hasText: 'Ramiro Vidal' });
      await expect.poll(() => found.count()).toBe(1);
      await expect.poll(() => found.textContent()).toContain(reason);
      await expectAxeClean(page);

      // A narrow screen: the trail still fits.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('tab', { name: 'Trail' }).click();
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });

  it('lets the author of a hidden post appeal from its statement, and another operator grant it', async () => {
    const email = newEmail('author');
    const author = await signUpByApi({ email, firstName: 'Inés', lastName: 'Robles' });
    await api(author.token, '/user/profile');
    const made = await api(author.token, '/social/posts/make-post', {
      method: 'POST',
      body: {
        content: `Surplus gaskets, write me ${Date.now()}`,
        timelineType: 'user',
        timelineID: author.userID,
      },
    });
    const postID = made.body.data.postID as string;
    // The moderator hides it (the console's hide is the journey above).
    const login = await fetch(`${product.authUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: moderator!.email, password: demoPassword }),
    });
    const session = await fetch(`${product.authUrl}/get-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: ((await login.json()) as { data: { token: string } }).data.token }),
    });
    const moderatorToken = ((await session.json()) as { data: { token: string } }).data.token;
    const hidden = await api(moderatorToken, '/admin/actions', {
      method: 'POST',
      body: { action: 'hide', itemType: 'post', itemID: postID, reason: 'Spam, rule 2' },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    const entryID = hidden.body.data.entryID as string;

    // The author reads the statement of reasons and appeals, once.
    await withNewPage(browser, async (page) => {
      await signInInBrowser(page, email, `/moderation/statement/${entryID}`, password);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Statement of reasons');
      await expect.poll(() => page.locator('.statement-page__facts').textContent()).toContain('Spam, rule 2');
      await expectAxeClean(page);
      await page.getByLabel('Why should this decision change?').fill('These are our own surplus gaskets.');
      await page.getByRole('button', { name: 'Send appeal' }).click();
      await expect.poll(() => page.getByRole('status').first().textContent()).toContain('You appealed on');
    });

    // Another operator (the administrator) grants it from the Appeals tab: the post is back.
    await withNewPage(browser, async (page) => {
      await signInInBrowser(page, admin!.email, '/admin?tab=appeals');
      const card = page.locator('li.admin-card', { hasText: 'These are our own surplus gaskets.' });
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.textContent()).toContain('Spam, rule 2');
      await expectAxeClean(page);
      await card.getByRole('button', { name: 'Grant' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByLabel('Reason, sent to the author').fill('Genuine stock');
      await dialog.getByRole('button', { name: 'Grant' }).click();
      await expect.poll(() => card.count()).toBe(0);
    });
    expect((await api('', `/social/posts/${postID}`)).status).toBe(200);
  });

  it("shows an administrator the operators, with the account menu's Console link", async () => {
    await withNewPage(browser, async (page) => {
      await signInInBrowser(page, admin!.email, '/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Console' }).click();
      await page.waitForURL(`${product.baseUrl}/admin`);
      await page.getByRole('tab', { name: 'Operators' }).click();
      const list = page.locator('.admin-operators__list');
      await expect.poll(() => list.textContent()).toContain(moderator!.email);
      expect(await list.textContent()).toContain(`${admin!.email} (you)`);
      await expectAxeClean(page);
    });
  });

  it('tells an account without a role that the console is not for it, and gives no menu link', async () => {
    await withNewPage(browser, async (page) => {
      await signUpInBrowser(page, '/admin');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Not allowed');
      expect(await page.getByRole('link', { name: 'Back to the home page' }).count()).toBe(1);
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect.poll(() => page.getByRole('menuitem', { name: 'My profile' }).count()).toBe(1);
      expect(await page.getByRole('menuitem', { name: 'Console' }).count()).toBe(0);
    });
  });
});
