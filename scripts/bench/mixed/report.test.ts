import { describe, expect, it } from 'vitest';
import type { Summary } from '../stats.ts';
import type { MixedRun } from './load.ts';
import { parseMixedOptions } from './options.ts';
import { labelProblem, roundOrder } from './plan.ts';
import { figuresOf, renderMixedReport, renderMixedTable, type MixedAttempt } from './report.ts';

const summary = (rps: number, p50: number, p95: number, failures = 0): Summary => ({
  requests: rps * 10,
  rps,
  p50,
  p95,
  p99: p95,
  mean: p50,
  failures,
});
const run = (rps: number, p95: number, failures = 0): MixedRun => ({
  all: summary(rps, p95 / 4, p95, failures),
  read: summary(rps * 0.7, p95 / 5, p95 / 2),
  write: summary(rps * 0.3, p95 / 2, p95 * 1.5, failures),
  steps: {},
  non2xx: failures ? { 'product create 500': failures } : {},
  socketErrors: 0,
  samples: [],
});
const attempt = (
  target: MixedAttempt['target'],
  round: number,
  r: MixedRun | null,
  fault: string | null = null,
): MixedAttempt => ({
  target,
  round,
  attempt: 1,
  serverDatabase: target,
  fault,
  run: r,
  otherCores: round / 10,
  waitedSeconds: 0,
  warmupFailures: target === 'postgres' && round === 2 ? 1 : 0,
  serverLog: null,
});

describe('the mixed report', () => {
  const attempts = [
    attempt('embedded', 1, run(100, 40)),
    attempt('postgres', 1, run(400, 20)),
    attempt('embedded', 2, run(90, 50), 'RuntimeError: unreachable'),
    attempt('embedded', 2, run(120, 30)),
    attempt('postgres', 2, run(300, 25)),
    attempt('embedded', 3, run(110, 35, 2)),
    attempt('postgres', 3, run(350, 30)),
  ];
  const figures = figuresOf(attempts, ['embedded', 'postgres']);

  it('takes medians over the counted rounds and leaves faulted attempts out', () => {
    const [embedded, postgres] = figures;
    expect(embedded).toMatchObject({ rounds: 3, failures: 2, otherCores: 0.3 });
    expect(embedded!.all.rps).toBe(110);
    expect(embedded!.all.p95).toBe(35);
    expect(embedded!.faults).toEqual(['round 2 attempt 1: RuntimeError: unreachable']);
    expect(postgres!.all.rps).toBe(350);
    expect(embedded!.ratioToPostgres).toBeCloseTo(110 / 350);
    expect(postgres!.ratioToPostgres).toBe(1);
  });

  it('renders a row per target with its ratio to postgres, flagging errors', () => {
    const table = renderMixedTable(figures).split('\n');
    expect(table[0]).toMatch(/\| target .*\| req\/s \| p50 \| p95 \|.*\| errors \| × postgres \|/);
    expect(table[2]).toBe(
      '| embedded | embedded | 110 | 8.8 ms | 35 ms | 18 ms | 53 ms | **2** ⚠ | 0.31× | 0.30 cores |',
    );
    // A request that failed in a warm-up flags the target as well.
    expect(table[3]).toBe(
      '| postgres | postgres | 350 | 6.3 ms | 25 ms | 13 ms | 38 ms | **1** ⚠ | 1.00× | 0.30 cores |',
    );
    const report = renderMixedReport(figures, ['machine: test']);
    expect(report).toContain('- machine: test');
    expect(report).toContain('⚠ embedded: 2 requests failed');
    expect(report).toContain('round 2 attempt 1: RuntimeError');
  });

  it('has no ratio without a postgres target', () => {
    const [only] = figuresOf(attempts, ['embedded']);
    expect(only!.ratioToPostgres).toBeNull();
    expect(renderMixedTable([only!])).toMatch(/\| — \| 0.30 cores \|$/);
  });
});

describe('a mixed run plan', () => {
  it('lets each target go first in turn', () => {
    expect(roundOrder(['a', 'b'], 1)).toEqual(['a', 'b']);
    expect(roundOrder(['a', 'b'], 2)).toEqual(['b', 'a']);
    expect(roundOrder(['a', 'b'], 3)).toEqual(['a', 'b']);
  });

  it('files a figure only under the database the server says it opened', () => {
    expect(labelProblem('embedded', 'embedded')).toBeNull();
    expect(labelProblem('embedded', 'postgres')).toMatch(/opened "postgres"/);
    expect(labelProblem('postgres', 'postgres')).toBeNull();
    expect(labelProblem('postgres', 'embedded-temporary')).not.toBeNull();
  });

  it('never drops a database it does not own', () => {
    expect(parseMixedOptions(['--mixed']).databaseUrl).toMatch(/\/wbn_bench_mixed$/);
    for (const name of ['test', 'postgres', 'template1'])
      expect(() =>
        parseMixedOptions([`--database-url=postgres://postgres@127.0.0.1:5432/${name}`]),
      ).toThrow();
    expect(() => parseMixedOptions(['--targets=pglite,embedded'])).toThrow();
    expect(() => parseMixedOptions(['--size=1'])).toThrow(/not an option of --mixed/);
  });
});
