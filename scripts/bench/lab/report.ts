/**
 * The lab measure's report (`npm run bench -- --lab`): per page, the median of its loads for
 * largest contentful paint, total blocking time and cumulative layout shift.
 */
import { describeMachine, type BenchMachine } from '../machine.ts';

/** One load of one page. */
export interface LabLoad {
  lcpMs: number | null;
  tbtMs: number;
  cls: number;
  /** First contentful paint, the start of the blocking-time window. */
  fcpMs: number | null;
  longTasks: number;
}

export interface LabPageResult {
  name: string;
  path: string;
  loads: LabLoad[];
}

export interface LabResults {
  command: string;
  machine: BenchMachine & { chromium: string };
  options: { loads: number; cpuSlowdown: number; viewport: { width: number; height: number } };
  pages: LabPageResult[];
}

export interface LabSummary {
  name: string;
  path: string;
  lcpMs: number | null;
  tbtMs: number;
  cls: number;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the page's loads, taken separately. */
export function summarisePage(page: LabPageResult): LabSummary {
  return {
    name: page.name,
    path: page.path,
    lcpMs: median(page.loads.flatMap((l) => (l.lcpMs === null ? [] : [l.lcpMs]))),
    tbtMs: median(page.loads.map((l) => l.tbtMs)) ?? 0,
    cls: median(page.loads.map((l) => l.cls)) ?? 0,
  };
}

const ms = (v: number | null) => (v === null ? '–' : Math.round(v).toLocaleString('en'));

export function renderLabReport(r: LabResults): string {
  const rows = r.pages
    .map(summarisePage)
    .map((s) => `| ${s.name} | ${ms(s.lcpMs)} | ${ms(s.tbtMs)} | ${s.cls.toFixed(3)} |`);
  return [
    '## The pages in the browser (`--lab`)',
    '',
    `\`${r.command}\` on ${describeMachine(r.machine)}, ` +
      `Chromium ${r.machine.chromium}; the demo directory; ${r.options.viewport.width}×${r.options.viewport.height}, ` +
      `CPU slowed ${r.options.cpuSlowdown}×, cold browser cache; median of ${r.options.loads} loads per page ` +
      '(after one load that warms the server). TBT: long tasks beyond 50 ms from first contentful paint to a quiet main thread.',
    '',
    '| page | LCP ms | TBT ms | CLS |',
    '| --- | --: | --: | --: |',
    ...rows,
    '',
    ...r.pages.map((p) => `- ${p.name}: \`${p.path}\``),
  ].join('\n');
}
