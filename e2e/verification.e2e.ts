import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStateStorageKey } from '@wbn/contracts';
import type { Browser, Page } from 'playwright-core';
import { demoOperators, demoPassword } from '@wbn/db/demo';
import { minimalPdf } from '../apps/api/test/pdf-fixture.ts';
import { launchBrowser, seriousA11yViolations, withNewPage } from './support/browser.ts';
import { startDemoProduct, type RunningProduct } from './support/server.ts';
import { accounts, newEmail, password } from './support/accounts.ts';

// Company verification (decision 0032), lean: an owner sends a document from the management
// screen's Verification tab, the demo moderator approves it in the console, and the owner's
// business shows the badge with what was verified and when.

let browser: Browser;
let product: RunningProduct;
const { signUpByApi, api } = accounts(() => product);
const [moderator] = demoOperators;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startDemoProduct()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Signs an account in with its password and lands the browser on `path`. */
async function signIn(page: Page, email: string, secret: string, path: string) {
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

describe('company verification', () => {
  it('takes an owner’s document through the console to the badge', async () => {
    const email = newEmail('owner');
    const owner = await signUpByApi({ email, firstName: 'Inés', lastName: 'Carrasco' });
    await api(owner.token, '/user/profile');
    const companyName = `Carrasco Valves ${Date.now()}`;
    const created = await api(owner.token, '/business/profile/create', {
      method: 'POST',
      body: {
        companyName,
        categories: ['i0001.c0001-01'],
        businessType: 'MA',
        country: 'MX',
        state: 'MX-CMX',
        shortDescription: 'Gate and globe valves machined in Mexico City for water utilities.',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const businessID = (created.body.data.data as { businessID: string }).businessID;
    const tab = `/business/${businessID}/edit/verification`;

    await withNewPage(browser, async (page) => {
      await signIn(page, email, password, tab);
      const panel = page.locator('.vf-panel');
      await expect
        .poll(() => panel.getByRole('heading', { level: 2 }).textContent())
        .toBe('Company verification');
      await expect.poll(() => panel.getByText('Not verified: no check holds at the moment.').count()).toBe(1);
      // The registration, with a PDF extract.
      await panel.getByLabel('Documents').setInputFiles({
        name: 'registration.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf({ text: 'Commercial register extract' }),
      });
      await panel.getByLabel('A note for the reviewers (optional)').fill('Extract issued this week.');
      await panel.getByRole('button', { name: 'Send for review' }).click();
      await expect
        .poll(() => panel.locator('.vf-check').first().textContent())
        .toContain('Waiting for review');
      expect(await panel.locator('.vf-check a').first().textContent()).toBe('registration.pdf');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await withNewPage(browser, async (page) => {
      await signIn(page, moderator!.email, demoPassword, '/admin?tab=verification');
      const card = page.locator('li.admin-card', { hasText: companyName });
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.textContent()).toContain('Extract issued this week.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => card.count()).toBe(0);
    });

    const month = new Date().toISOString().slice(0, 7);
    await withNewPage(browser, async (page) => {
      await signIn(page, email, password, tab);
      await expect
        .poll(() => page.locator('.vf-panel .verified-badge').textContent())
        .toBe(`Verified ${month}: registration`);
      // Buyers see it on the business page.
      await page.goto(`${product.baseUrl}/business/${businessID}`);
      await expect
        .poll(() => page.locator('.business-header .verified-badge').textContent())
        .toBe(`Verified ${month}: registration`);
    });
  });
});
