import type pg from 'pg';
import type { Database } from '@wbn/db';

/**
 * Counts the SQL statements the pool runs while `work` runs, transactions' statements included
 * (not their begin and commit). Meant for one request at a time: a concurrent one would count too.
 */
export async function countStatements<T>(
  db: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const pool = db.$client;
  let statements = 0;
  const query = pool.query;
  const connect = pool.connect;
  pool.query = ((...args: unknown[]) => {
    statements++;
    return (query as (...a: unknown[]) => unknown).apply(pool, args);
  }) as typeof pool.query;
  // Only the promise form lends a client to a caller; pool.query uses the callback form itself.
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown).apply(pool, args);
    return (connect as () => Promise<pg.PoolClient>).call(pool).then((client) => {
      const clientQuery = client.query;
      client.query = ((...qa: unknown[]) => {
        const first = qa[0];
        const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
        if (!text || !/^\s*(begin|commit|rollback)/i.test(text)) statements++;
        return (clientQuery as (...a: unknown[]) => unknown).apply(client, qa);
      }) as typeof client.query;
      const release = client.release;
      client.release = ((err?: Error | boolean) => {
        client.query = clientQuery;
        client.release = release;
        return release.call(client, err);
      }) as typeof client.release;
      return client;
    });
  }) as typeof pool.connect;
  try {
    return { result: await work(), statements };
  } finally {
    pool.query = query;
    pool.connect = connect;
  }
}
