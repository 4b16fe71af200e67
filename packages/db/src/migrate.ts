import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { openDatabase, openPglite, type DatabaseHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** How many migrations the database has recorded (0 before the first). */
async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: { n: number | null }[] }).rows;
  // The table appears with the first migration; before it, the count's statement would not parse.
  const [table] = await rows(sql`SELECT (to_regclass('drizzle.__drizzle_migrations') IS NOT NULL)::int AS n`);
  if (!table?.n) return 0;
  const [count] = await rows(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(count?.n ?? 0);
}

/**
 * Applies the committed SQL migrations (the same files on PGlite and PostgreSQL) and returns how
 * many it applied.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<number> {
  const before = await appliedCount(handle);
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
  return (await appliedCount(handle)) - before;
}

type OpenOptions = Parameters<typeof openDatabase>[0];

/**
 * The same embedded data in a fresh PGlite engine: a folder is closed and opened again,
 * `memory://` is dumped and loaded (as the tests' template is). PostgreSQL's handle is returned
 * as it is.
 *
 * Why: an engine that has just done a start's bulk writing (the migrations, the demo directory)
 * trapped now and then on a later search ("null function or function signature mismatch";
 * docs/architecture.md, "PGlite's guard"): about one fresh demo start in ten, against about one in
 * fifty once the data was opened in a fresh engine. Rarer, not gone: the guard still catches it.
 */
export async function reopenEmbedded(handle: DatabaseHandle, options: OpenOptions): Promise<DatabaseHandle> {
  if (handle.kind === 'postgres') return handle;
  if (handle.kind === 'pglite-file') {
    await handle.close();
    return openDatabase(options);
  }
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await handle.close();
  return openPglite(undefined, dump);
}
