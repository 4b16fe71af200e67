import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from './client.ts';
import { startTemporaryPostgres, type EmbeddedPostgres } from './embedded/cluster.ts';
import { runMigrations } from './migrate.ts';
import { seedReference } from './seed-reference.ts';

/**
 * Fresh databases for tests. One embedded PostgreSQL runs for the whole test run (started by the
 * global setup); on it, and on TEST_DATABASE_URL's server when set, a template database is
 * migrated and seeded once, and every test file gets `CREATE DATABASE … TEMPLATE` of it.
 */
export type TestDbKind = 'embedded' | 'postgres';

/**
 * Each test run names its databases after a run id (set by the global setup and inherited by the
 * workers), so two runs against one server never drop each other's databases.
 */
function runId(): string {
  process.env.WBN_TEST_RUN ??= randomBytes(4).toString('hex');
  return process.env.WBN_TEST_RUN;
}
const templateName = () => `wbn_test_${runId()}_template`;

let embedded: EmbeddedPostgres | undefined;

/**
 * Starts the run's embedded server and builds the templates (Vitest's globalSetup); the workers
 * find the server's address in WBN_TEST_EMBEDDED_URL.
 */
export async function prepareTestTemplates(postgresUrl?: string): Promise<void> {
  if (!process.env.WBN_TEST_EMBEDDED_URL) {
    embedded = await startTemporaryPostgres(() => {});
    process.env.WBN_TEST_EMBEDDED_URL = embedded.url;
    await prepareTemplate(embedded.url);
  }
  if (postgresUrl) await prepareTemplate(postgresUrl);
}

async function prepareTemplate(serverUrl: string): Promise<void> {
  const created = await withAdmin(serverUrl, async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateName()]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${templateName()}`);
    return !rowCount;
  });
  if (!created) return;
  const tpl = openPostgres(withDatabase(serverUrl, templateName()), { poolSize: 2, statementTimeoutMs: 0 });
  await runMigrations(tpl);
  await seedReference(tpl.db);
  await tpl.close();
}

/** Drops every database this run created on TEST_DATABASE_URL's server and stops the embedded one. */
export async function cleanupTestTemplates(postgresUrl?: string): Promise<void> {
  if (postgresUrl) {
    await withAdmin(postgresUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`wbn\\_test\\_${runId()}\\_%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
  }
  await embedded?.stop();
  embedded = undefined;
}

/** The server a test file of this kind runs on. */
export function testServerUrl(kind: TestDbKind = testDbKind()): string {
  const url = kind === 'postgres' ? process.env.TEST_DATABASE_URL : process.env.WBN_TEST_EMBEDDED_URL;
  if (!url) {
    throw new Error(
      kind === 'postgres'
        ? 'TEST_DATABASE_URL is needed for the PostgreSQL tests'
        : 'No embedded test database: run the tests through Vitest (its global setup starts one)',
    );
  }
  return url;
}

export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<DatabaseHandle> {
  const url = testServerUrl(kind);
  const name = `wbn_test_${runId()}_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName()}`));
  const handle = openPostgres(withDatabase(url, name), { poolSize: 5, statementTimeoutMs: 0 });
  return {
    ...handle,
    kind: kind === 'postgres' ? 'postgres' : 'embedded-temporary',
    async close() {
      await handle.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'embedded';
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
