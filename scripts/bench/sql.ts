/**
 * The same searches as SQL run directly on the database, `connections` at a time for `duration`
 * seconds: the baseline for "the API adds at most 10%" and for the cost of counting totals.
 */
import type { SqlRunner } from './bulk-load.ts';
import type { SqlStatement } from './search-sql.ts';
import { perRequest, startCpuCount } from './cpu.ts';
import { summarise, type Summary } from './stats.ts';

/** Runs the searches in rotation on `connections` workers; each search is one timed call. */
export async function measureSql(
  searches: (() => Promise<unknown>)[],
  options: { connections: number; duration: number },
): Promise<Summary> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.duration * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const search = searches[next++ % searches.length]!;
      const t = performance.now();
      try {
        await search();
        latencies.push(performance.now() - t);
      } catch {
        failures++;
      }
    }
  };
  const stopCpu = startCpuCount();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const cpu = stopCpu();
  const summary = summarise(latencies, (performance.now() - started) / 1000, failures);
  return { ...summary, cpu: cpu ? (perRequest(cpu, summary.requests) ?? undefined) : undefined };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement, as text; where the database offers auto_explain,
 * the plans of the statements run inside search_run() follow, in the order they ran.
 */
export async function explain(runner: SqlRunner, statements: SqlStatement[]): Promise<string> {
  const parts: string[] = [];
  for (const s of statements) {
    const { rows } = await runner.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    parts.push(rows.map((r) => String(r['QUERY PLAN'])).join('\n'));
    if (runner.explainNested) parts.push(await runner.explainNested(s.text, s.values));
  }
  return parts.join('\n\n');
}

/**
 * One search alone on one connection: the median of `runs` timed calls after two untimed ones.
 * Without other load, this is what the search itself costs, free of queueing.
 */
export async function timeAlone(search: () => Promise<unknown>, runs = 15): Promise<number> {
  await search();
  await search();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await search();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}
