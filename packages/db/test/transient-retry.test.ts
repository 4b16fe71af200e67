import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/client.ts';
import { createTestDatabase } from '../src/testing.ts';
import { isTransientConflict } from '../src/transient-retry.ts';

// Two transactions that lock two rows in opposite orders: PostgreSQL ends one with a deadlock,
// and db.transaction runs it again, so both writes land and neither caller sees an error.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`CREATE TABLE pair (id int PRIMARY KEY, hits int NOT NULL)`);
  await handle.db.execute(sql`INSERT INTO pair VALUES (1, 0), (2, 0)`);
});
afterAll(() => handle.close());

describe('transactions that meet in a deadlock', () => {
  it('are run again until both commit', async () => {
    let arrived = 0;
    let bothHoldOne!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));
    const crossing = (first: number, second: number) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE pair SET hits = hits + 1 WHERE id = ${first}`);
        if (++arrived === 2) bothHoldOne();
        await barrier;
        await tx.execute(sql`UPDATE pair SET hits = hits + 1 WHERE id = ${second}`);
      });
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    // A third attempt would show as 3: the retried transaction's first try left nothing behind.
    expect(arrived).toBe(3);
    const { rows } = await handle.db.execute<{ id: number; hits: number }>(
      sql`SELECT id, hits FROM pair ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 1, hits: 2 },
      { id: 2, hits: 2 },
    ]);
  });

  it('tells a deadlock, also wrapped as a cause, from other errors', () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(isTransientConflict(new Error('Failed query', { cause: deadlock }))).toBe(true);
    expect(isTransientConflict(Object.assign(new Error('x'), { code: '40001' }))).toBe(true);
    expect(isTransientConflict(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});
