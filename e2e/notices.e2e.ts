import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, seriousA11yViolations, withNewPage } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts } from './support/accounts.ts';

// The public notice form (decision 0033): a visitor without an account reports a profile page as
// illegal content and is thanked in place of the form; the page passes axe.

let browser: Browser;
let product: RunningProduct;
const { signUpByApi, api } = accounts(() => product);

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the public notice form', () => {
  it('takes a visitor’s notice about a page, without signing in', async () => {
    const person = await signUpByApi({ firstName: 'Ramiro', lastName: 'Vidal' });
    await api(person.token, '/user/profile');
    await withNewPage(browser, async (page) => {
      await page.goto(
        `${product.baseUrl}/report-illegal-content?url=${encodeURIComponent(`/profile/${person.userID}`)}`,
      );
      await page.getByRole('heading', { name: 'Report illegal content' }).waitFor();
      expect(await page.getByLabel('Address of the page').inputValue()).toBe(
        `${product.baseUrl}/profile/${person.userID}`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Sent empty: each missing answer is said at its field, and nothing is sent.
      await page.getByRole('button', { name: 'Send notice' }).click();
      await page.getByText('Confirm that your notice is accurate and made in good faith').waitFor();

      await page.getByLabel('Reason').selectOption('fraud');
      await page
        .getByLabel('Why is this content illegal?')
        .fill('This profile offers forged export licences.');
      await page.getByLabel('Your name').fill('Marta Gil');
      await page.getByLabel('Your e-mail address').fill('marta.gil@example.com');
      await page.getByLabel(/good faith/).check();
      await page.getByRole('button', { name: 'Send notice' }).click();
      await page.getByRole('status').getByText('We received your notice').waitFor();
      expect(await page.getByRole('status').textContent()).toContain('marta.gil@example.com');
    });
  });
});
