import { readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedReference } from './seed-reference.ts';

/**
 * Fresh databases for tests. Every test file gets its own: on PGlite a copy of a migrated and
 * seeded template folder (initdb + migrations once per run, ~0.7 s per copy), on PostgreSQL a new
 * database cloned from a template database (CREATE DATABASE … TEMPLATE).
 */
export type TestDbKind = 'pglite' | 'postgres';

const templateDir = join(process.cwd(), '.tmp');
/**
 * Each test run names its PostgreSQL databases after a run id (set by the global setup and
 * inherited by the workers), so two runs against one server never drop each other's databases.
 */
function runId(): string {
  process.env.WBN_TEST_RUN ??= randomBytes(4).toString('hex');
  return process.env.WBN_TEST_RUN;
}
const pgliteTemplate = () => join(templateDir, `pglite-template-${runId()}.tar.gz`);
const postgresTemplateName = () => `wbn_test_${runId()}_template`;

/** Builds the templates once per test run (called from Vitest's globalSetup). */
export async function prepareTestTemplates(postgresUrl?: string): Promise<void> {
  await mkdir(templateDir, { recursive: true });
  // Vitest runs the global setup once per project; the second call finds the templates made.
  if (!existsSync(pgliteTemplate())) await preparePgliteTemplate();
  if (postgresUrl) await preparePostgresTemplate(postgresUrl);
}

async function preparePgliteTemplate(): Promise<void> {
  const handle = await openPglite(undefined);
  await runMigrations(handle);
  await seedReference(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await writeFile(pgliteTemplate(), Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

async function preparePostgresTemplate(postgresUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      postgresTemplateName(),
    ]);
    if (rowCount) return;
    await admin.query(`CREATE DATABASE ${postgresTemplateName()}`);
  } finally {
    await admin.end();
  }
  const tpl = openPostgres(withDatabase(postgresUrl, postgresTemplateName()), 2);
  await runMigrations(tpl);
  await seedReference(tpl.db);
  await tpl.close();
}

/** Drops every database this test run created. */
export async function cleanupTestTemplates(postgresUrl?: string): Promise<void> {
  await rm(pgliteTemplate(), { force: true });
  if (!postgresUrl) return;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await dropTestDatabases(admin);
  } finally {
    await admin.end();
  }
}

async function dropTestDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1`,
    [`wbn_test_${runId()}_%`],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    if (!existsSync(pgliteTemplate())) await prepareTestTemplates();
    const blob = new Blob([await readFile(pgliteTemplate())]);
    return openPglite(undefined, blob);
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL tests');
  const name = `wbn_test_${runId()}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(withDatabase(url, name), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
