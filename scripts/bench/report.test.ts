import { describe, expect, it } from 'vitest';
import type { BenchResults } from './report.ts';
import { renderReport } from './report.ts';
import { parseBenchOptions } from './options.ts';
import type { Summary } from './stats.ts';

const summary = (p50: number, p95: number, mean = p50): Summary => ({
  requests: 1000,
  rps: 1000 / mean,
  p50,
  p95,
  p99: p95,
  mean,
  failures: 0,
});

/** Two searches whose API p95 is 1.2 and 1.0 times their SQL's, at p50 and mean 1.1 and 1.0. */
function results(): BenchResults {
  const words = { common: [], rare: [], typo: [] };
  return {
    options: parseBenchOptions([]),
    command: 'npm run bench',
    machine: {
      cpu: 'test',
      cores: 2,
      memoryGiB: 1,
      node: 'v20',
      database: 'PostgreSQL 15',
      layout: 'split',
      layoutKind: 'split',
    },
    load: { reused: true, seconds: 0, analyzeSeconds: 0, counts: null },
    data: { businesses: 1, products: 1, users: 1, size: '1 MB' },
    words: { business: words, product: words, user: words },
    topCountries: [],
    totals: {},
    http: {
      'business search: common': summary(1.1, 12),
      'business search: rare': summary(1, 10),
      'constant JSON (ceiling)': summary(0.1, 0.2),
    },
    sql: { 'business:common': summary(1, 10), 'business:rare': summary(1, 10) },
    sqlNoCount: {},
    sqlAvailable: true,
    countSwitch: false,
    explains: [],
    alone: [],
    scenarios: [
      { name: 'business search: common', kind: 'search', endpoint: 'business', group: 'common' },
      { name: 'business search: rare', kind: 'search', endpoint: 'business', group: 'rare' },
    ],
    unavailable: {},
    constantName: 'constant JSON (ceiling)',
  };
}

describe("the benchmark's report", () => {
  it('judges the API over the SQL at the mean latency of the searches together, p95 beside it', () => {
    const lines = renderReport(results()).split('\n');
    const target = lines.find((l) => l.startsWith('| the API adds ≤ 10% over the same SQL (mean latency'));
    const every = lines.find((l) => l.startsWith('| the API over the same SQL at p95, every search'));
    // Mean ratios 1.1 and 1.0: √1.1 ≈ 1.049; p95 ratios 1.2 and 1.0: √1.2 ≈ 1.095.
    expect(target).toContain('| 5% (at p50 5%, at p95 10%) | met |');
    expect(every).toContain('worst business search: common 20% | – |');
    expect(lines).toContain('- Cores: split');
  });

  it('leaves the API over the SQL unjudged when every process shared every core', () => {
    const shared = results();
    shared.machine = { ...shared.machine, layout: 'every process on every core', layoutKind: 'shared' };
    const target = renderReport(shared)
      .split('\n')
      .find((l) => l.startsWith('| the API adds ≤ 10% over the same SQL (mean latency'));
    expect(target).toContain('| judged with `--cores=split` |');
  });

  it('misses the target when the searches together are more than 10% dearer through the API', () => {
    const slow = results();
    slow.http = { ...slow.http, 'business search: rare': summary(1.2, 12, 1.2) };
    const target = renderReport(slow)
      .split('\n')
      .find((l) => l.startsWith('| the API adds ≤ 10% over the same SQL (mean latency'));
    expect(target).toContain('**missed**');
  });
});
