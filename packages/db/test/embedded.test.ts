import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/embedded/cluster.ts';
import { ClusterVersionError } from '../src/embedded/version.ts';

// The embedded server's own rules on a cluster in a folder: data kept across a stop, a stale
// postmaster.pid, another major version. Process-level behaviour (kill -9, two starts) is in
// scripts/start-*.test.ts. It starts servers of its own, so the PostgreSQL project skips it.
const parent = mkdtempSync(join(tmpdir(), 'wbn-embedded-test-'));
chmodSync(parent, 0o755);
const dir = join(parent, 'pg');
let running: EmbeddedPostgres | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(parent, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the embedded PostgreSQL in a folder', () => {
  it('keeps committed data across a stop and a start, with fsync on, on 127.0.0.1 only', async () => {
    running = await startEmbeddedPostgres({ dir, log: () => {} });
    expect(new URL(running.url).hostname).toBe('127.0.0.1');
    await query(running.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$written$$)');
    expect(await query(running.url, 'SHOW fsync')).toEqual([{ fsync: 'on' }]);
    expect(await query(running.url, 'SHOW unix_socket_directories')).toEqual([
      { unix_socket_directories: '' },
    ]);
    await running.stop();
    running = await startEmbeddedPostgres({ dir, log: () => {} });
    expect(await query(running.url, 'SELECT note FROM kept')).toEqual([{ note: 'written' }]);
    await running.stop();
    running = undefined;
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('starts over a postmaster.pid whose process id now belongs to another program', async () => {
    // As after a power cut: the file survives, and its id may be taken by any process (ours).
    const pidFile = join(dir, 'postmaster.pid');
    writeFileSync(pidFile, `${process.pid}\n${dir}\n0\n5432\n\n\n\nready\n`);
    running = await startEmbeddedPostgres({ dir, log: () => {} });
    expect(await query(running.url, 'SELECT note FROM kept')).toEqual([{ note: 'written' }]);
    await running.stop();
    running = undefined;
  });

  it('refuses a cluster of another major version with what to do, and leaves it as it was', async () => {
    const versionFile = join(dir, 'PG_VERSION');
    const major = readFileSync(versionFile, 'utf8').trim();
    writeFileSync(versionFile, `${Number(major) - 1}\n`);
    try {
      const started = startEmbeddedPostgres({ dir, log: () => {} });
      await expect(started).rejects.toBeInstanceOf(ClusterVersionError);
      await expect(started).rejects.toThrow(/made by PostgreSQL \d+.*pg_dump/);
      expect(existsSync(`${dir}.lock`)).toBe(false);
    } finally {
      writeFileSync(versionFile, `${major}\n`);
    }
  });
});
