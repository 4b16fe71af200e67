/**
 * The bench database on the machine's PostgreSQL: dropped and created anew before every postgres
 * round (its name was checked by the options: never `test`, `postgres` or a template), dropped at
 * the end. Also tells which backends serve it, so their CPU counts as the bench's own (noise.ts).
 */
import pg from 'pg';
import { benchDatabaseName } from './options.ts';

async function admin<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and creates the bench database; answers the server's version ("PostgreSQL 15.x (…)"). */
export async function recreateDatabase(databaseUrl: string): Promise<string> {
  const name = benchDatabaseName(databaseUrl);
  return admin(databaseUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
    const { rows } = await c.query<{ version: string }>('SELECT version()');
    return rows[0]?.version.split(' on ')[0] ?? 'PostgreSQL';
  });
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = benchDatabaseName(databaseUrl);
  await admin(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** The backends connected to the bench database (the product's pool). */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const name = benchDatabaseName(databaseUrl);
  return admin(databaseUrl, async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((r) => r.pid);
  });
}
