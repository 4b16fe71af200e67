import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // *.localhost portals resolve to this machine without touching DNS.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

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
