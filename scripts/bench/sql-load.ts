/**
 * What the loads share that make their rows in SQL from generate_series (posts/load.ts,
 * messages/load.ts): the people and businesses those rows belong to, setseed's seed from the
 * bench's seed text, the numbered texts their rows take their content from, and the seconds a
 * step took as the reports give them.
 */
import { insertMany } from './bulk-insert.ts';
import { bulkLoad } from './bulk-load.ts';
import type { SqlRunner } from './sql-runner.ts';

/** What such a load is given: the bench's seed, its size (a factor of the full one), a log. */
export interface SqlLoadOptions {
  seed: string;
  factor: number;
  log: (line: string) => void;
}

/** The demo generator's users and businesses (bulk-load.ts), without products. */
export async function loadUsersAndBusinesses(
  runners: SqlRunner[],
  options: SqlLoadOptions,
  sizes: { users: number; businesses: number },
): Promise<void> {
  await bulkLoad(runners, {
    ...options,
    sizes: { users: sizes.users, businesses: sizes.businesses, products: 0 },
  });
}

/** Seconds since `started` (a performance.now()), to a tenth. */
export function secondsSince(started: number): number {
  return Math.round((performance.now() - started) / 100) / 10;
}

/** A seed in [-1, 1] for setseed, from the bench's seed text. */
export function seedValue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return (h % 1_000_000) / 1_000_000;
}

/**
 * The table `bench_texts (kind, n, content)` with `texts`, rows of [kind, n, content], each kind's
 * numbered from 1, for the loading statements to join on (`t.kind = 'post' AND t.n = 1 + g.i % <count>`).
 */
export async function createBenchTexts(sql: SqlRunner, texts: unknown[][]): Promise<void> {
  await sql.query('CREATE TABLE bench_texts (kind text, n int, content text, PRIMARY KEY (kind, n))');
  await insertMany(
    sql,
    'bench_texts',
    [
      ['kind', 'text'],
      ['n', 'int'],
      ['content', 'text'],
    ],
    texts,
  );
}
