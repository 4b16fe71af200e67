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

  it('judges every query class at p95 ≤ 50 ms, naming the worst', () => {
    const slow = results();
    slow.http = { ...slow.http, 'business search: rare': summary(20, 61) };
    const row = renderReport(slow)
      .split('\n')
      .find((l) => l.startsWith('| p95 of every query class ≤ 50 ms'));
    expect(row).toContain('worst: business search: rare 61.0 ms (1 of 2 over) | **missed** |');
    expect(
      renderReport(results())
        .split('\n')
        .find((l) => l.startsWith('| p95 of every query class')),
    ).toContain('| met |');
  });

  it('judges the writes like for like (index on against dropped, the same searches beside)', () => {
    const r = results();
    const steps = (create: number, edit: number) => ({
      'product create': summary(create / 2, create),
      'product edit': summary(edit / 2, edit),
      'product delete': summary(1, 2),
    });
    r.writes = {
      writers: 8,
      searchConnections: 8,
      duration: 10,
      rounds: 3,
      variants: [
        { variant: 'on', steps: steps(30, 28), searches: summary(5, 10) },
        { variant: 'dropped', steps: steps(24, 20), searches: summary(5, 10) },
        { variant: 'on, every search', steps: steps(60, 56), searches: summary(5, 10) },
        { variant: 'on, no searches', steps: steps(6, 5) },
        { variant: 'dropped, no searches', steps: steps(4, 4) },
      ],
      dropped: { triggers: ['products_search_fill'], indexes: ['products_search_doc_idx'] },
      restoreSeconds: null,
      non2xx: {},
      samples: [],
    };
    const row = renderReport(r)
      .split('\n')
      .find((l) => l.startsWith('| product create and edit p95'));
    // 30 / 24 = 1.25 and 28 / 20 = 1.40: met; the every-kind figures are given, not judged.
    expect(row).toContain(
      'create 30.0 / 24.0 ms = 1.25× (with product searches too: 60.0 ms, 2.50×; no searches: 6.00 / 4.00 ms = 1.50×)',
    );
    expect(row).toContain('edit 28.0 / 20.0 ms = 1.40×');
    expect(row).toMatch(/\| met \|$/);
    r.writes.variants[0]!.steps['product edit'] = summary(20, 31);
    expect(
      renderReport(r)
        .split('\n')
        .find((l) => l.startsWith('| product create and edit p95')),
    ).toContain('**missed**');
  });

  it('scales the search indexes to 1M products against the old postings', () => {
    const r = results();
    r.storage = {
      indexes: [
        { name: 'products_search_doc_idx', table: 'products', method: 'gin', bytes: 2 ** 29 },
        { name: 'search_words_trgm_idx', table: 'search_words', method: 'gin', bytes: 2 ** 29 },
      ],
      vocabularyBytes: 2 ** 20,
      documents: [{ table: 'products', bytes: 2 ** 30 }],
      databaseBytes: 2 ** 33,
      products: 500_000,
    };
    const row = renderReport(r)
      .split('\n')
      .find((l) => l.startsWith('| search index size on disk per 1M products'));
    // 1 GiB at 500k products: 2 GiB per 1M, against 7.8 GiB.
    expect(row).toContain('| 2.00 GiB (1.00 GiB at 500,000 products, scaled): 3.9× smaller | – |');
  });
});
