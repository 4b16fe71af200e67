/**
 * The benchmark's first step: the bench database opened, its data loaded (or an earlier run's
 * reused, --reuse), statistics gathered, and what it then holds.
 */
import { bulkLoad } from './bulk-load.ts';
import { markLoaded, openBenchDatabase, type BenchDatabase } from './database.ts';
import type { BenchOptions } from './options.ts';
import type { BenchResults } from './report.ts';
import type { SqlRunner } from './sql-runner.ts';
import { secondsSince } from './sql-load.ts';

export interface LoadedData {
  db: BenchDatabase;
  sqlRunner: SqlRunner;
  load: BenchResults['load'];
  /** Counts, server version and database size, as one row. */
  dbFacts: Record<string, unknown>;
}

export async function loadBenchData(options: BenchOptions, log: (line: string) => void): Promise<LoadedData> {
  const db = await openBenchDatabase(options);
  const [sqlRunner] = db.runners;
  if (!sqlRunner) throw new Error('no connection');
  const load: BenchResults['load'] = { reused: db.reused, seconds: 0, analyzeSeconds: 0, counts: null };
  if (db.reused) {
    log('Reusing the data of an earlier run (--reuse).');
    // A migration applied on reuse may have filled or rewritten a table: statistics and visibility
    // as after a load (quick when nothing changed).
    await sqlRunner.query('VACUUM ANALYZE users, businesses, products, search_words');
  } else {
    log('Loading…');
    const t = performance.now();
    load.counts = await bulkLoad(db.runners, { seed: options.seed, factor: options.size, log });
    load.seconds = secondsSince(t);
    const a = performance.now();
    // VACUUM also sets the visibility map, so index-only scans work from the first query.
    await sqlRunner.query(
      'VACUUM ANALYZE auth_accounts, users, businesses, business_categories, business_members, business_certificates, products, search_words',
    );
    load.analyzeSeconds = secondsSince(a);
    await markLoaded(db, options);
    log(`Loaded in ${load.seconds} s, VACUUM ANALYZE ${load.analyzeSeconds} s.`);
  }
  const { rows: countRows } = await sqlRunner.query(
    `SELECT (SELECT count(*) FROM businesses)::int AS businesses, (SELECT count(*) FROM products)::int AS products,
          (SELECT count(*) FROM users)::int AS users, version() AS version,
          pg_size_pretty(pg_database_size(current_database())) AS size`,
  );
  const dbFacts = countRows[0]!;
  log(
    `Database: ${String(dbFacts.businesses)} businesses, ${String(dbFacts.products)} products, ${String(dbFacts.users)} users, ${String(dbFacts.size)}.`,
  );
  return { db, sqlRunner, load, dbFacts };
}
