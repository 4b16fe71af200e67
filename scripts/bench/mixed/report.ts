/**
 * The mixed workload's report: per target the median over rounds of throughput and latency, the
 * failed requests of every round summed (any makes the target flagged), and each target's
 * throughput as a ratio of the machine's own PostgreSQL, which the 0.9× is judged against.
 */
import { medianOf, type Summary } from '../stats.ts';
import type { MixedRun } from './load.ts';
import type { MixedTarget } from './options.ts';

/** One attempt at one round of one target; a faulted attempt is kept but not counted. */
export interface MixedAttempt {
  target: MixedTarget;
  round: number;
  attempt: number;
  /** What the server printed as its database (`database: …` in start.ts's ready line). */
  serverDatabase: string | null;
  /** Why the attempt was not counted (a runtime error, a failed start), or null. */
  fault: string | null;
  run: MixedRun | null;
  /** Cores other processes used during the measured run (noise.ts), or null where unknown. */
  otherCores: number | null;
  /** Seconds the round waited for a quiet machine before measuring. */
  waitedSeconds: number;
  /** Requests that failed in the (unmeasured) warm-up: product errors all the same. */
  warmupFailures: number;
  /** Where the server's output was saved (after a fault or a failed request), or null. */
  serverLog: string | null;
}

export interface TargetFigures {
  target: MixedTarget;
  serverDatabase: string | null;
  rounds: number;
  all: Summary;
  read: Summary;
  write: Summary;
  /** Failed requests (non-2xx, connection errors, timeouts) over the counted rounds, warm-ups included. */
  failures: number;
  /** Attempts not counted, with the reason. */
  faults: string[];
  /** The most cores other processes took during a counted round (NaN where unknown). */
  otherCores: number;
  /** Median req/s over the median req/s of `postgres` (null without a postgres target). */
  ratioToPostgres: number | null;
}

export function figuresOf(
  attempts: readonly MixedAttempt[],
  targets: readonly MixedTarget[],
): TargetFigures[] {
  const countedAttempts = (t: MixedTarget) =>
    attempts.filter((a) => a.target === t && a.fault === null && a.run !== null);
  const counted = (t: MixedTarget) => countedAttempts(t).map((a) => a.run!);
  const base = targets.includes('postgres') ? medianOf(counted('postgres').map((r) => r.all)).rps : NaN;
  return targets.map((target) => {
    const runs = counted(target);
    const others = countedAttempts(target)
      .map((a) => a.otherCores)
      .filter((c): c is number => c !== null);
    const all = medianOf(runs.map((r) => r.all));
    return {
      target,
      serverDatabase: attempts.find((a) => a.target === target && a.serverDatabase)?.serverDatabase ?? null,
      rounds: runs.length,
      all,
      read: medianOf(runs.map((r) => r.read)),
      write: medianOf(runs.map((r) => r.write)),
      failures: all.failures + sum(countedAttempts(target).map((a) => a.warmupFailures)),
      otherCores: others.length ? Math.max(...others) : NaN,
      faults: attempts
        .filter((a) => a.target === target && a.fault !== null)
        .map((a) => `round ${a.round} attempt ${a.attempt}: ${a.fault}`),
      ratioToPostgres: Number.isFinite(base) && base > 0 && runs.length > 0 ? all.rps / base : null,
    };
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : '—');
const cores = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)} cores` : '—');
const rps = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '—');

export function renderMixedTable(figures: readonly TargetFigures[]): string {
  const lines = [
    '| target | database (as the server said) | req/s | p50 | p95 | read p95 | write p95 | errors | × postgres | others (max) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const f of figures) {
    const errors = f.failures > 0 ? `**${f.failures}** ⚠` : '0';
    const ratio = f.ratioToPostgres === null ? '—' : `${f.ratioToPostgres.toFixed(2)}×`;
    lines.push(
      `| ${f.target} | ${f.serverDatabase ?? '?'} | ${rps(f.all.rps)} | ${ms(f.all.p50)} | ${ms(f.all.p95)} | ` +
        `${ms(f.read.p95)} | ${ms(f.write.p95)} | ${errors} | ${ratio} | ${cores(f.otherCores)} |`,
    );
  }
  return lines.join('\n');
}

/** The table with the lines a reader needs to judge it: rounds counted, faults, flagged runs. */
export function renderMixedReport(figures: readonly TargetFigures[], context: string[]): string {
  const notes: string[] = [];
  for (const f of figures) {
    if (f.failures > 0)
      notes.push(`- ⚠ ${f.target}: ${f.failures} requests failed; its figures are flagged.`);
    if (f.rounds === 0) notes.push(`- ⚠ ${f.target}: no round completed.`);
    for (const fault of f.faults) notes.push(`- ${f.target} ${fault} (not counted; retried)`);
  }
  return [
    '## Mixed read/write workload',
    '',
    ...context.map((c) => `- ${c}`),
    '',
    renderMixedTable(figures),
    '',
    'Medians over the counted rounds; p50/p95 over all answered requests (reads and writes).',
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}
