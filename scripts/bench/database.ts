/**
 * The benchmark's own database: on PostgreSQL a database of its own (default `wbn_bench`,
 * dropped and created anew, never `test`); embedded, a server of its own in a data folder under
 * the output folder, with that database in it.
 * Migrated and seeded with reference data like any other.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  openPostgres,
  runMigrations,
  seedReference,
  startEmbeddedPostgres,
  type Database,
  type DatabaseHandle,
} from '@wbn/db';
import {
  benchmarkDistribution,
  generateBusinessStream,
  generateUserStream,
  productsForBusiness,
  type DemoOwner,
} from '@wbn/db/demo';
import type { SqlRunner } from './bulk-load.ts';
import type { BenchOptions } from './options.ts';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Raw SQL connections for the bulk load and the changes around the measurements. */
  runners: SqlRunner[];
  /**
   * The SQL timed directly: a pool opened as the API server opens its own (`openPostgres` with
   * `--pool` connections: the same driver, settings and prepared statements), on the same database.
   */
  direct: Database;
  /** What the API server process opens: the bench database's URL. */
  serverTarget: string;
  /** True when an earlier run's data (same seed and size) was found and kept. */
  reused: boolean;
  close(): Promise<void>;
  /** Drops the database (and deletes the embedded server's folder). */
  destroy(): Promise<void>;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Data of an earlier run is reused for the same seed, size and generator; migrations added since
 * are applied to it (the search triggers of a changed migration rebuild what they need). The
 * query set and the read ids are derived from the generator again at every run, so data made by
 * a generator that has changed since is loaded anew rather than searched for words it lacks.
 */
const marker = (o: BenchOptions) => `${o.seed}@${o.size}#${generatorFingerprint(o.seed)}`;

/** A digest of the generator's first users, businesses and products for this seed. */
export function generatorFingerprint(seed: string): string {
  const hash = createHash('sha1');
  const owners: DemoOwner[] = [];
  for (const u of generateUserStream(seed, 50)) {
    owners.push({ userID: u.userID, countryCode: u.countryCode });
    hash.update(JSON.stringify(u));
  }
  let products = 0;
  for (const b of generateBusinessStream(seed, 5, owners)) {
    hash.update(JSON.stringify(b));
    for (const p of productsForBusiness(seed, b, benchmarkDistribution, products)) {
      hash.update(JSON.stringify(p));
      products++;
    }
  }
  return hash.digest('hex').slice(0, 12);
}

async function loadedMarker(runner: SqlRunner): Promise<string | null> {
  try {
    const { rows } = await runner.query('SELECT marker FROM bench_meta LIMIT 1');
    return rows[0] ? String(rows[0].marker) : null;
  } catch {
    return null;
  }
}

/** Records that the load finished, so `--reuse` can trust the data. */
export async function markLoaded(db: BenchDatabase, o: BenchOptions): Promise<void> {
  const [runner] = db.runners;
  await runner!.query('CREATE TABLE IF NOT EXISTS bench_meta (marker text NOT NULL)');
  await runner!.query('DELETE FROM bench_meta');
  await runner!.query('INSERT INTO bench_meta (marker) VALUES ($1)', [marker(o)]);
}

export async function openBenchDatabase(o: BenchOptions): Promise<BenchDatabase> {
  return o.db === 'postgres' ? openBenchPostgres(o) : openBenchEmbedded(o);
}

/**
 * The data of a mode that loads in one step (--posts, --messages): an earlier run's when it was
 * kept (--reuse), else `load`'s, marked as loaded. Answers the seconds the load reports it took,
 * null when the data was reused.
 */
export async function loadUnlessReused(
  db: BenchDatabase,
  o: BenchOptions,
  log: (line: string) => void,
  load: () => Promise<{ seconds: number }>,
): Promise<number | null> {
  if (db.reused) {
    log('Reusing the data of an earlier run (--reuse).');
    return null;
  }
  log('Loading…');
  const { seconds } = await load();
  await markLoaded(db, o);
  log(`Loaded in ${seconds} s.`);
  return seconds;
}

/** At the end of a run: the database dropped, or kept for a later one (--keep, --reuse). */
export async function releaseBenchDatabase(
  db: BenchDatabase,
  o: Pick<BenchOptions, 'keep' | 'reuse'>,
): Promise<void> {
  if (!o.keep && !o.reuse) await db.destroy();
  else await db.close();
}

async function openBenchPostgres(o: BenchOptions): Promise<BenchDatabase> {
  const url = withDatabase(o.databaseUrl, o.databaseName);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: o.databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const pool = new pg.Pool({
    connectionString: url,
    // The load uses two.
    max: 2,
    // Bulk load: index builds get memory; a crash mid-load only loses bench data. What is timed
    // runs on `direct` (below), with the API's settings.
    options: '-c maintenance_work_mem=512MB -c synchronous_commit=off',
  });
  pool.on('error', (err) => console.error('bench pool error', err.message));
  let reused = false;
  if (o.reuse) {
    try {
      reused = (await loadedMarker(pool)) === marker(o);
    } catch {
      reused = false;
    }
    if (!reused) console.info('--reuse: no data of this seed, size and generator found; loading anew.');
  }
  if (!reused) {
    await admin(`DROP DATABASE IF EXISTS "${o.databaseName}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${o.databaseName}"`);
  }
  const handle = openPostgres(url, { poolSize: 2, statementTimeoutMs: 0 });
  await runMigrations(handle);
  if (!reused) await seedReference(handle.db);
  // As scripts/bench/server.ts opens the API's (its statement timeout and connect timeout are the
  // API's defaults too); `--pool` connections shared by the SQL timings' clients.
  const direct = openPostgres(url, { poolSize: o.pool });
  const runner: SqlRunner = {
    query: (text, params, name) =>
      name ? pool.query({ name, text, values: params ?? [] }) : pool.query(text, params),
  };
  return {
    handle,
    runners: [runner, runner],
    direct: direct.db,
    serverTarget: url,
    reused,
    async close() {
      await Promise.all([handle.close(), direct.close(), pool.end()]);
    },
    async destroy() {
      await Promise.all([handle.close(), direct.close(), pool.end()]);
      await admin(`DROP DATABASE IF EXISTS "${o.databaseName}" WITH (FORCE)`);
    },
  };
}

/**
 * The embedded server, as `npm start` runs it, in a data folder of the bench's own (kept for
 * `--reuse`); the data is then loaded and timed as on any PostgreSQL.
 */
async function openBenchEmbedded(o: BenchOptions): Promise<BenchDatabase> {
  const dataDir = resolve(o.out, `embedded-${o.seed}-${o.size}`);
  if (!o.reuse) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await startEmbeddedPostgres({ dir: join(dataDir, 'pg'), log: () => {} });
  const db = await openBenchPostgres({ ...o, databaseUrl: withDatabase(server.url, 'postgres') });
  return {
    ...db,
    async close() {
      await db.close();
      await server.stop();
    },
    async destroy() {
      // The whole server goes with its folder (after close(), it is already stopped).
      await db.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
