/**
 * What loading a page costs its visitor, read in Chromium: layout shifts (with the nodes that
 * moved), first and largest contentful paint, and long tasks. The observers are registered before
 * the page's own scripts run (`page.addInitScript`, `buffered: true`), so nothing of the load is
 * missed. Shared by the layout-shift browser test (e2e/layout-shift.e2e.ts) and the lab
 * measure of `npm run bench -- --lab` (scripts/bench/lab/run.ts).
 */
import type { Page } from 'playwright-core';

/** One layout shift: its score, when (ms since navigation) and what moved, as readable lines. */
export interface LayoutShift {
  value: number;
  startTime: number;
  /** "footer.footer 232,496 1048x304 -> 232,900 1048x304": the node, where it was, where it went. */
  sources: string[];
}

export interface LongTask {
  startTime: number;
  duration: number;
}

export interface PageMetrics {
  /** Every shift not caused by input, added up (stricter than Chrome's worst 5-second window). */
  cls: number;
  shifts: LayoutShift[];
  /** First contentful paint, ms since navigation; null when nothing was painted. */
  fcp: number | null;
  /** The last largest-contentful-paint candidate, ms since navigation. */
  lcp: number | null;
  longTasks: LongTask[];
}

/**
 * The in-page recorder, as source text: functions handed to Playwright are sent as their source,
 * and a TypeScript loader (tsx) may add helpers to them that do not exist in the page.
 */
const recorder = `(() => {
  if (window.__wbnPageMetrics) return;
  const state = { shifts: [], fcp: null, lcp: null, longTasks: [] };
  window.__wbnPageMetrics = state;
  const describe = (node) => {
    if (!node) return '(removed)';
    if (node.nodeType !== 1) return '#text "' + (node.textContent || '').trim().slice(0, 40) + '"';
    const cls = (node.getAttribute('class') || '').trim().split(/\\s+/).filter(Boolean).join('.');
    const test = node.getAttribute('data-testid');
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (cls ? '.' + cls : '') +
      (test ? '[data-testid=' + test + ']' : '');
  };
  const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      /* not supported by this browser */
    }
  };
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    state.shifts.push({
      value: e.value,
      startTime: e.startTime,
      sources: (e.sources || []).map((s) => describe(s.node) + ' ' + rect(s.previousRect) + ' -> ' + rect(s.currentRect)),
    });
  });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    state.lcp = e.renderTime || e.loadTime || e.startTime;
  });
  observe('longtask', (e) => {
    state.longTasks.push({ startTime: e.startTime, duration: e.duration });
  });
})();`;

/** Registers the recorder on every document the page loads from now on; call before `goto`. */
export async function recordPageMetrics(page: Page): Promise<void> {
  await page.addInitScript(recorder);
}

/** What the recorder has seen on the current document so far. */
export async function readPageMetrics(page: Page): Promise<PageMetrics> {
  const state = (await page.evaluate('window.__wbnPageMetrics')) as Omit<PageMetrics, 'cls'> | undefined;
  if (!state) throw new Error('the page metrics recorder is not on this page (recordPageMetrics first)');
  return { ...state, cls: state.shifts.reduce((sum, s) => sum + s.value, 0) };
}

/**
 * Lets the page settle: no network request for 500 ms (Playwright's network idle, bounded), then
 * `quietMs` more for what the last answers render.
 */
export async function settle(page: Page, quietMs = 1_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(quietMs);
}

/**
 * Waits for the main thread to go quiet after network idle: no long task for `quietMs` (Lighthouse
 * waits for 5 s; the demo pages do their work on arrival). Answers the quiet point, ms since
 * navigation: the end of the last long task (or the first paint when there was none).
 */
export async function waitForQuietMainThread(
  page: Page,
  { quietMs = 2_000, timeoutMs = 20_000 } = {},
): Promise<number> {
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => {});
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const metrics = await readPageMetrics(page);
    const now = (await page.evaluate('performance.now()')) as number;
    const lastEnd = Math.max(metrics.fcp ?? 0, ...metrics.longTasks.map((t) => t.startTime + t.duration));
    if (now - lastEnd >= quietMs || Date.now() > deadline) return lastEnd;
    await page.waitForTimeout(250);
  }
}

/**
 * Total blocking time: over the long tasks between first contentful paint and the quiet point,
 * the part of each beyond 50 ms (a task straddling either end counts only its part inside).
 */
export function totalBlockingTime(longTasks: LongTask[], fcp: number, until: number): number {
  let total = 0;
  for (const task of longTasks) {
    const start = Math.max(task.startTime, fcp);
    const end = Math.min(task.startTime + task.duration, until);
    if (end - start > 50) total += end - start - 50;
  }
  return total;
}

/** The largest shifts and what moved in each, for a failure message. */
export function describeShifts(shifts: LayoutShift[], top = 5): string {
  return [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, top)
    .map(
      (s) =>
        `  ${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms\n` +
        (s.sources.length ? s.sources.map((line) => `      ${line}`).join('\n') : '      (no sources)'),
    )
    .join('\n');
}
