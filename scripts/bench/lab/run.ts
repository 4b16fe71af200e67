/**
 * `npm run bench -- --lab`: the pages a visitor meets first, loaded in Chromium as a slower device
 * would (CPU slowed 4× through the DevTools protocol): the home page, a search, a business profile
 * and a product page of the demo directory (scripts/test-support/demo-pages.ts). Per page, one
 * load that warms the server, then --rounds loads (default 3), each in a fresh browser context (a
 * cold cache), measuring largest contentful paint, total blocking time and cumulative layout shift
 * (scripts/test-support/page-metrics.ts); the report holds each figure's median.
 *
 * The product is `npm start` itself (scripts/test-support/product-process.ts) on an embedded
 * database of its own, filled with the demo directory at its first start, serving a web build of
 * the current sources made into --out (so no one else's apps/web/dist is touched).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../../test-support/browser.ts';
import { demoPages } from '../../test-support/demo-pages.ts';
import {
  readPageMetrics,
  recordPageMetrics,
  totalBlockingTime,
  waitForQuietMainThread,
} from '../../test-support/page-metrics.ts';
import { cleanupProducts, makeTempDir, startProduct } from '../../test-support/product-process.ts';
import { buildWebApp } from '../../test-support/web-build.ts';
import { benchMachine } from '../machine.ts';
import type { BenchOptions } from '../options.ts';
import { writeReport } from '../report-files.ts';
import { renderLabReport, type LabLoad, type LabResults } from './report.ts';

/** Lighthouse's mobile preset slows the CPU 4×; so do we, on a desktop-sized window. */
const cpuSlowdown = 4;
const viewport = { width: 1280, height: 800 };

async function loadOnce(browser: Browser, url: string, ready: string): Promise<LabLoad> {
  // A context of its own: nothing cached from an earlier load.
  const { context, page } = await newPage(browser, viewport);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await recordPageMetrics(page);
    await page.goto(url, { timeout: 60_000 });
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    const quietAt = await waitForQuietMainThread(page);
    const m = await readPageMetrics(page);
    return {
      lcpMs: m.lcp,
      fcpMs: m.fcp,
      tbtMs: m.fcp === null ? 0 : totalBlockingTime(m.longTasks, m.fcp, quietAt),
      cls: m.cls,
      longTasks: m.longTasks.length,
    };
  } finally {
    await context.close();
  }
}

export async function runLabBench(options: BenchOptions, command: string): Promise<void> {
  const log = (line: string) => console.info(line);
  const out = resolve(options.out);
  mkdirSync(out, { recursive: true });
  const loads = options.rounds;

  log('Building the web app…');
  const webDist = join(out, 'web-dist');
  buildWebApp(webDist, { quiet: true });

  let browser: Browser | undefined;
  try {
    log('Starting the product with the demo directory…');
    const product = await startProduct(
      {
        dataDir: makeTempDir('wbn-lab-'),
        env: { DEMO_DATA: 'on', WEB_DIST_DIR: webDist, NODE_ENV: 'production', PAYMENT_TEST_MODE: 'allow' },
      },
      180_000,
    );
    browser = await launchBrowser();
    const pages = await demoPages(product.baseUrl);

    const results: LabResults = {
      command,
      machine: { ...benchMachine(), chromium: browser.version() },
      options: { loads, cpuSlowdown, viewport },
      pages: [],
    };
    for (const page of pages) {
      const url = `${product.baseUrl}${page.path}`;
      await loadOnce(browser, url, page.ready);
      const measured: LabLoad[] = [];
      for (let i = 1; i <= loads; i++) {
        const load = await loadOnce(browser, url, page.ready);
        log(
          `${page.name}, load ${i} of ${loads}: LCP ${Math.round(load.lcpMs ?? NaN)} ms, ` +
            `TBT ${Math.round(load.tbtMs)} ms (${load.longTasks} long tasks), CLS ${load.cls.toFixed(3)}`,
        );
        measured.push(load);
      }
      results.pages.push({ name: page.name, path: page.path, loads: measured });
    }

    const file = join(out, 'bench-lab');
    writeReport(file, renderLabReport(results), results, { newlineAtEnd: true });
    log(`\nWritten to ${file}.md and .json`);
  } finally {
    await browser?.close();
    await cleanupProducts();
  }
}
