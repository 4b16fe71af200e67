import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage } from '../../scripts/test-support/browser.ts';
import AxeBuilder from '@axe-core/playwright';

export { launchBrowser, newPage } from '../../scripts/test-support/browser.ts';

/** A fresh page (and context) for `fn`, closed after it; uncaught errors in the page fail the test. */
export async function withNewPage<T>(
  browser: Browser,
  fn: (page: Page) => Promise<T>,
  options: { width?: number; height?: number } = {},
): Promise<T> {
  const { page, context } = await newPage(browser, options);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    const result = await fn(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    return result;
  } finally {
    await context.close();
  }
}

/** Serious and critical accessibility violations on the current page (axe-core). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}
