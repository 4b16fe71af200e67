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
    machine: { cpu: 'test', cores: 2, memoryGiB: 1, node: 'v20', database: 'PostgreSQL 15', layout: 'split' },
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
  it('judges the API over the SQL search by search, and gives the searches together beside it', () => {
    const lines = renderReport(results()).split('\n');
    const every = lines.find((l) =>
      l.startsWith('| the API adds ≤ 10% over the same SQL (p95), every search'),
    );
    const together = lines.find((l) => l.includes('searches together (geometric mean)'));
    expect(every).toContain('worst business search: common 20%');
    expect(every).toContain('**missed**');
    // √(1.2 × 1.0) ≈ 1.095: within 10%.
    expect(together).toContain('| 10% (at p50 5%, at the mean 5%) | met |');
    expect(lines).toContain('- Cores: split');
  });
});
