/**
 * The same searches as SQL run directly on the database, `connections` at a time for `duration`
 * seconds: the baseline for "the API adds at most 10%" and for the cost of counting totals.
 */
import type { Database } from '@wbn/db';
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
 * EXPLAIN (ANALYZE, BUFFERS) of a statement as the API runs it: prepared under its name on one
 * connection and run six times first, so that the plan shown is the one PostgreSQL settles on
 * (after five runs a prepared statement may switch to a generic plan), followed by which kind it
 * was.
 */
export async function explain(db: Database, statement: SqlStatement): Promise<string> {
  const client = await db.$client.connect();
  try {
    const named = { name: statement.name, text: statement.text, values: statement.values };
    for (let i = 0; i < 6; i++) await client.query(named);
    const literal = (v: unknown) =>
      typeof v === 'number'
        ? String(v)
        : client.escapeLiteral(Array.isArray(v) ? `{${v.join(',')}}` : String(v));
    const args = statement.values.length ? `(${statement.values.map(literal).join(', ')})` : '';
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${statement.name}${args}`,
    );
    const { rows: kinds } = await client.query<{ generic: string; custom: string }>(
      'SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name = $1',
      [statement.name],
    );
    const kind = kinds[0]
      ? ` (runs so far: ${kinds[0].generic} generic, ${kinds[0].custom} custom plans)`
      : '';
    return [`Prepared statement ${statement.name}${kind}:`, ...rows.map((r) => r['QUERY PLAN'])].join('\n');
  } finally {
    client.release();
  }
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
