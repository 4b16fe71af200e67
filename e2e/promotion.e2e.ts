import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts } from './support/accounts.ts';

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

/** A Gold business of the signed-in user with one product, made through the API (the checkout with a test card). */
async function goldBusinessWithProduct(page: Page, productName: string) {
  const token = await tokenOf(page);
  const created = await api(token, '/business/profile/create', {
    method: 'POST',
    body: {
      companyName: 'Troqueles Salinas',
      categories: ['i0006.c0006-01'],
      businessType: 'MA',
      country: 'MX',
      shortDescription: 'Dies and punches for metal stamping.',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const businessID = (created.body.data.data as { businessID: string }).businessID;
  const paid = await fetch(`${product.baseUrl}/api/subscription/subscribe`, {
    method: 'POST',
    headers: {
      'wbn-auth': token,
      'content-type': 'application/json',
      'idempotency-key': randomUUID().replaceAll('-', ''),
    },
    body: JSON.stringify({
      businessID,
      planId: 'wbn-gold-yearly',
      paymentMethod: 'pm_card_visa',
      email: 'owner@example.com',
    }),
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  const made = await api(token, '/product', {
    method: 'POST',
    body: {
      businessID,
      name: productName,
      keywords: ['die'],
      description: 'A progressive die in tungsten carbide for high-volume stamping.',
      industry: 'i0006',
      category: 'c0006-01',
      specs: [],
      stock: true,
      videos: [],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { businessID, productID: made.body.data.productID as string };
}

describe('advertising boosts (membership pages: boosts per month)', () => {
  it('an owner boosts a product, a visitor finds it marked Sponsored and opens it, the owner sees both', async () => {
    const { page: owner } = await newPage(browser);
    await signUpInBrowser(owner, '/', { firstName: 'Rocío', lastName: 'Salinas' });
    const name = 'Tungsten carbide progressive die';
    const { businessID, productID } = await goldBusinessWithProduct(owner, name);

    // The Promotion tab: the month's three boosts, the form, an empty list.
    await owner.goto(`${product.baseUrl}/business/${businessID}/edit/promotion`);
    await owner
      .getByText('3 of 3 boosts left this month with your Gold membership', { exact: false })
      .waitFor();
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.getByRole('button', { name: /What to boost/ }).click();
    await owner.getByRole('option', { name: `Product: ${name}` }).click();
    await owner.getByRole('spinbutton', { name: /Days/ }).fill('5');
    await owner.getByRole('button', { name: 'Start boost' }).click();
    await owner
      .getByRole('status')
      .filter({ hasText: `Your boost of “${name}” runs until` })
      .waitFor();
    await owner.getByText('2 of 3 boosts left this month', { exact: false }).waitFor();
    const row = owner.getByRole('row').filter({ hasText: name });
    await row.getByText('Running').waitFor();

    // A visitor's product search: the boosted product comes first, marked.
    const { page: visitor } = await newPage(browser);
    await visitor.goto(`${product.baseUrl}/search-result?business=PR&countries=global&search=carbide%20die`);
    const first = visitor.getByTestId('search-results').getByRole('listitem').first();
    await first.getByTestId('sponsored-label').waitFor();
    expect(await first.getByTestId('sponsored-label').textContent()).toBe('Sponsored');
    await first.getByRole('link', { name }).click();
    await visitor.waitForURL(new RegExp(productID));

    // The owner sees that it was shown once and opened once.
    await expect
      .poll(async () => {
        await owner.reload();
        await row.getByText('Running').waitFor();
        return [
          await row.getByTestId('boost-impressions').textContent(),
          await row.getByTestId('boost-clicks').textContent(),
        ];
      })
      .toEqual(['1', '1']);
  });
});
