import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../src/client.ts';
import { migrationsFolder, runMigrations } from '../src/migrate.ts';
import { testServerUrl, withDatabase } from '../src/testing.ts';

// runMigrations on an empty database of this run's server: every committed migration once, and
// the count of what it applied (0 the second time).

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const name = `wbn_test_${process.env.WBN_TEST_RUN}_migrate_${process.pid}`;
let handle: DatabaseHandle | undefined;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: withDatabase(testServerUrl(), 'postgres') });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

afterAll(async () => {
  await handle?.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('runMigrations', () => {
  it('applies every migration on an empty database and counts them, then none', async () => {
    await admin(`CREATE DATABASE ${name}`);
    handle = openPostgres(withDatabase(testServerUrl(), name), { poolSize: 2, statementTimeoutMs: 0 });
    expect(await runMigrations(handle)).toBe(journal.entries.length);
    expect(await runMigrations(handle)).toBe(0);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent', 'btree_gin')`,
    );
    expect(rows[0]?.n).toBe(3);
  });
});
