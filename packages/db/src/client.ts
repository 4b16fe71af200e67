import { mkdirSync, openSync, closeSync, readFileSync, writeFileSync, unlinkSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { guardPglite, type PgliteEngineFault } from './pglite-guard.ts';

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite-file' | 'pglite-memory' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: called once if its engine traps (pglite-guard.ts); the handle is unusable then. */
  onEngineFault?(listener: (fault: PgliteEngineFault) => void): void;
}

/** Extensions must be registered at every open of a PGlite data folder that uses them. */
export const pgliteExtensions = { btree_gin, pg_trgm, unaccent };

/**
 * Opens the database the URL names: unset → PGlite in `<dataDir>/db`, `memory://` → throw-away
 * PGlite, `postgres://` / `postgresql://` → PostgreSQL through a `pg` pool.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const url = options.url?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.poolSize ?? defaultPoolSize());
  if (url === 'memory://') return openPglite(undefined);
  if (url) throw new Error(`DATABASE_URL must be unset, memory:// or postgres://…, not "${url}"`);
  return openPglite(resolve(options.dataDir, 'db'));
}

/**
 * Connections to PostgreSQL when DATABASE_POOL_SIZE is unset: this machine's cores, at least 2.
 * Queries here are short and CPU-bound, so connections beyond the database's cores do not add
 * throughput: they make every running query share a core, and the slow ones stretch the most.
 * With the API and the database on one machine, its cores are the database's (docs/benchmarks.md,
 * "Connections").
 */
export function defaultPoolSize(): number {
  return Math.max(2, availableParallelism());
}

export function openPostgres(url: string, poolSize = defaultPoolSize()): DatabaseHandle {
  // JIT off: our queries are short index lookups, and PostgreSQL's JIT threshold counts the rows
  // a search might scan, not the few it returns; compiling costs tens of milliseconds per query.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (err) => console.error('postgres pool error', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dir) {
    mkdirSync(dirname(dir), { recursive: true });
    releaseLock = takeLock(`${dir}.lock`);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir ?? 'memory://', {
      extensions: pgliteExtensions,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (err) {
    releaseLock();
    throw err;
  }
  const guard = guardPglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: dir ? 'pglite-file' : 'pglite-memory',
    onEngineFault: (listener) => guard.onFault(listener),
    async close() {
      // An engine that trapped is not entered again, not even to shut it down.
      if (!guard.fault) await client.close();
      releaseLock();
    },
  };
}

/**
 * Two processes opening one PGlite folder corrupt it, so the first takes a lock file with its pid
 * and a second one refuses to start. A lock left by a process that no longer runs is taken over.
 */
function takeLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database at ${dirname(lockPath)} is in use by process ${owner}. ` +
            'Stop it, or give this copy its own DATA_DIR.',
        );
      }
      if (existsSync(lockPath)) unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
