import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/client.ts';
import { testServerUrl } from '../src/testing.ts';

// The connect timeout bounds opening a connection, not waiting for a busy one: a burst on a
// healthy database queues for as long as a statement may run, and is answered.
const handle = openPostgres(testServerUrl(), {
  poolSize: 1,
  connectTimeoutMs: 200,
  statementTimeoutMs: 2_000,
});
afterAll(() => handle.close());

describe('a pool with every connection busy', () => {
  it('makes the next statement wait past the connect timeout instead of failing it', async () => {
    await handle.db.execute(sql`SELECT 1`); // the one connection is open
    const started = performance.now();
    const [slow, queued] = await Promise.all([
      handle.db.execute(sql`SELECT pg_sleep(0.6)`),
      handle.db.execute<{ n: number }>(sql`SELECT 2 AS n`),
    ]);
    expect(slow.rows).toHaveLength(1);
    expect(queued.rows).toEqual([{ n: 2 }]);
    expect(performance.now() - started).toBeGreaterThan(550);
  });
});
