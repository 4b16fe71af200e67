import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

it('serves the app and its portal-keyed title', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${product.portalUrl('italy')}/`);
  expect(await page.title()).toContain('Italian');
  await context.close();
});
