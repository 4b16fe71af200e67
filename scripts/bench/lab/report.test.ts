import { describe, expect, it } from 'vitest';
import { median, renderLabReport, summarisePage, type LabLoad, type LabResults } from './report.ts';

const load = (lcpMs: number | null, tbtMs: number, cls: number): LabLoad => ({
  lcpMs,
  tbtMs,
  cls,
  fcpMs: 300,
  longTasks: 2,
});

const results: LabResults = {
  command: 'npm run bench -- --lab',
  machine: { cpu: 'test', cores: 2, memoryGiB: 8, node: 'v20', chromium: '140.0' },
  options: { loads: 3, cpuSlowdown: 4, viewport: { width: 1280, height: 800 } },
  pages: [
    { name: 'home', path: '/', loads: [load(1900, 120, 0), load(1500, 480, 0.01), load(2100, 90, 0)] },
    { name: 'product', path: '/business-product/x', loads: [load(null, 0, 0.2), load(null, 10, 0)] },
  ],
};

describe('the lab report', () => {
  it('takes the median of each figure separately', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(summarisePage(results.pages[0]!)).toEqual({
      name: 'home',
      path: '/',
      lcpMs: 1900,
      tbtMs: 120,
      cls: 0,
    });
  });

  it('writes one row per page, with a dash for a paint that was not seen', () => {
    const report = renderLabReport(results);
    expect(report).toContain('| page | LCP ms | TBT ms | CLS |');
    expect(report).toContain('| home | 1,900 | 120 | 0.000 |');
    expect(report).toContain('| product | – | 5 | 0.100 |');
    expect(report).toContain('CPU slowed 4×');
  });
});
