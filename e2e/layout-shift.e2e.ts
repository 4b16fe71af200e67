import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoPages, type DemoPage } from '../scripts/test-support/demo-pages.ts';
import {
  describeShifts,
  readPageMetrics,
  recordPageMetrics,
  settle,
} from '../scripts/test-support/page-metrics.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { startDemoProduct, type RunningProduct } from './support/server.ts';

/**
 * No layout shift on the pages a visitor meets first, with the demo directory's logos, pictures
 * and cards: the cumulative layout shift of a load (every shift not caused by input, added up from
 * an observer registered before the page's scripts) stays at or under 0.05, on a desktop and on a
 * phone. A failure names the nodes that moved.
 */
const maxCls = 0.05;
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let browser: Browser;
let product: RunningProduct;
let pages: DemoPage[];
beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startDemoProduct()]);
  pages = await demoPages(product.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('layout shift on the demo directory', () => {
  it.each(['home', 'search', 'business', 'product'] as const)(
    'the %s page does not shift while it loads, on a desktop and a phone',
    async (name) => {
      const { path, ready } = pages.find((p) => p.name === name)!;
      for (const viewport of viewports) {
        const { context, page } = await newPage(browser, viewport);
        try {
          await recordPageMetrics(page);
          await page.goto(`${product.baseUrl}${path}`);
          await settle(page);
          // Loaded for real: the page's own content is on screen, not a loader or an error.
          await page.locator(ready).first().waitFor();
          const { cls, shifts } = await readPageMetrics(page);
          // Soft: the other viewport is measured (and reported) as well.
          expect
            .soft(
              cls,
              `CLS ${cls.toFixed(4)} on ${path} at ${viewport.width}×${viewport.height}; largest shifts:\n${describeShifts(shifts)}`,
            )
            .toBeLessThanOrEqual(maxCls);
        } finally {
          await context.close();
        }
      }
    },
  );
});
