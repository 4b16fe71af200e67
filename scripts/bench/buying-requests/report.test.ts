import { describe, expect, it } from 'vitest';
import type { Summary } from '../stats.ts';
import { boardSearches } from './run.ts';
import { renderRfqReport, worstBoardP95, type RfqResults } from './report.ts';

const summary = (p95: number): Summary => ({
  requests: 1000,
  rps: 200,
  p50: p95 / 2,
  p95,
  p99: p95 * 1.5,
  mean: p95 / 2,
  failures: 0,
});

const results = (boardP95: number, perRead: number): RfqResults => ({
  command: 'npm run bench -- --buying-requests',
  machine: { cpu: 'AMD EPYC', cores: 2, memoryGiB: 24, node: 'v20.20.2', database: 'PostgreSQL 15.20' },
  options: { size: 1, rounds: 3, duration: 5, connections: 2, pool: 2 },
  data: {
    requests: 100_000,
    quotes: 1_000_000,
    businesses: 20_000,
    onBoard: 57_000,
    size: '1 GB',
    loadSeconds: 90,
  },
  searches: { common: ['steel'], rare: ['gearboxes'], pair: ['ball valves'], prefix: ['tran'] },
  http: {
    'board, first page': summary(12),
    'search, common word': summary(boardP95),
    comparison: summary(30),
  },
  scenarios: ['board, first page', 'search, common word', 'comparison'],
  statements: { perRead: perRead, reads: 200, idle: 1 },
  plan: 'Limit',
  checks: [],
});

describe('the buying-requests report', () => {
  it('judges the worst board p95 against 50 ms, leaving the comparison out, and the statements against 3', () => {
    expect(worstBoardP95(results(48, 2))).toEqual({ name: 'search, common word', p95: 48 });
    const met = renderRfqReport(results(48, 2));
    expect(met).toContain(
      '| board and search p95 ≤ 50 ms at 2 connections | 48.0 ms (search, common word, the worst) | met |',
    );
    expect(met).toContain('| comparison ≤ 3 statements | 2.00 a read');
    expect(met).toMatch(/2\.00 a read .*\| met \|/);
    const missed = renderRfqReport(results(61, 3.5));
    expect(missed).toContain('61.0 ms (search, common word, the worst) | missed |');
    expect(missed).toMatch(/3\.50 a read .*\| missed \|/);
  });

  it('searches the texts by class: widespread words, words of one title, pairs and prefixes', () => {
    const text = (n: number, title: string, description: string) => ({
      n,
      title,
      description,
      categoryId: 'c0004-04',
      industryId: 'i0004',
      unit: 'pieces',
      quantity: 10,
      usd: 1,
    });
    const s = boardSearches([
      text(1, 'Stainless ball valves', 'Stainless steel bodies with certificates.'),
      text(2, 'Gearboxes for conveyors', 'Helical gearboxes, steel housings, with certificates.'),
      text(3, 'Transformers with steel tanks', 'Oil transformers, 1000 kVA, with certificates.'),
    ]);
    // Title words, those most texts share first ("certificates" is in no title).
    expect(s.common).toEqual(['steel', 'conveyors', 'gearboxes', 'stainless', 'tanks', 'transformers']);
    expect(s.rare).toEqual(['stainless', 'gearboxes', 'transformers']);
    expect(s.pair).toEqual(['stainless valves', 'gearboxes conveyors', 'transformers steel']);
    expect(s.prefix).toEqual(['stai', 'gear', 'conv', 'tran']);
  });
});
