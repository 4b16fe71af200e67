import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** How many migrations the database has recorded (0 before the first). */
async function appliedCount(handle: DatabaseHandle): Promise<number> {
  // The table appears with the first migration; before it, the count's statement would not parse.
  const table = await handle.db.execute<{ n: number }>(
    sql`SELECT (to_regclass('drizzle.__drizzle_migrations') IS NOT NULL)::int AS n`,
  );
  if (!table.rows[0]?.n) return 0;
  const count = await handle.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return Number(count.rows[0]?.n ?? 0);
}

/** Applies the committed SQL migrations and returns how many it applied. */
export async function runMigrations(handle: DatabaseHandle): Promise<number> {
  const before = await appliedCount(handle);
  await migrate(handle.db, { migrationsFolder });
  return (await appliedCount(handle)) - before;
}
