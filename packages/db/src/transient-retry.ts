import type pg from 'pg';

/**
 * Deadlocks and serialization failures are PostgreSQL's way of saying "run it again": the whole
 * transaction was rolled back, and PostgreSQL's documentation asks the client to retry it. Two
 * writers of one search term can meet so (the search triggers lock term rows as they go).
 */
const transientSqlStates = new Set(['40P01', '40001']);
const attempts = 4;

export function isTransientConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && transientSqlStates.has(code)) return true;
  }
  return false;
}

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isTransientConflict(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * A statement run on the pool outside a transaction (its own implicit one) is run again when it
 * ends in a deadlock: nothing of it was kept.
 */
export function retryPoolStatements(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : withRetries(() => query(...args) as Promise<unknown>)) as typeof pool.query;
}

/**
 * Makes `db.transaction` run its callback again (up to four times, after a short random pause)
 * when the transaction ends in a deadlock or a serialization failure. The callback must only
 * write to the database; work with other effects belongs after the transaction, as it is here.
 */
export function retryTransientConflicts<D extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: D,
): D {
  const transaction = db.transaction.bind(db) as (...args: Parameters<D['transaction']>) => Promise<unknown>;
  db.transaction = ((...args: Parameters<D['transaction']>) =>
    withRetries(() => transaction(...args))) as D['transaction'];
  return db;
}
