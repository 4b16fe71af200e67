import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/embedded/cluster.ts';
import { ClusterVersionError } from '../src/embedded/version.ts';
import { postgresBinaries, type PostgresBinaries } from '../src/embedded/binaries.ts';
import { postgresOsUser } from '../src/embedded/processes.ts';
import {
  reachableBinaries,
  relocationRoot,
  treeFingerprint,
  treeHash,
} from '../src/embedded/reachable-binaries.ts';

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

// Run as root, PostgreSQL runs as `postgres`, who cannot enter a checkout under a folder only root
// may enter (/root, mkdtemp's folders): its programs and cluster are placed where it can.
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
describe.skipIf(process.env.TEST_DB_KIND === 'postgres' || !asRoot)(
  'a checkout in a folder only root may enter',
  () => {
    const locked = mkdtempSync(join(tmpdir(), 'wbn-locked-'));
    let relocated: string | undefined;
    afterAll(() => {
      rmSync(locked, { recursive: true, force: true });
      if (relocated) rmSync(dirname(relocated), { recursive: true, force: true });
    });

    /** The platform package copied into the locked folder, as `npm install` there would place it. */
    async function lockedCheckout(): Promise<PostgresBinaries> {
      const shipped = await postgresBinaries();
      const packageDir = dirname(dirname(dirname(shipped.postgres)));
      const copy = join(locked, 'checkout', 'node_modules', basename(packageDir));
      cpSync(packageDir, copy, { recursive: true, verbatimSymlinks: true });
      const moved = (path: string) => join(copy, relative(packageDir, path));
      return {
        postgres: moved(shipped.postgres),
        initdb: moved(shipped.initdb),
        pg_ctl: moved(shipped.pg_ctl),
      };
    }

    it('starts, with the programs and the cluster where postgres can reach them, each said once', async () => {
      expect(statSync(locked).mode & 0o777).toBe(0o700);
      const binaries = await lockedCheckout();
      const logs: string[] = [];
      const dataDir = join(locked, 'checkout', 'data', 'pg');
      running = await startEmbeddedPostgres({ dir: dataDir, binaries, log: (l) => logs.push(l) });
      relocated = running.dir;
      expect(running.dir.startsWith(`${relocationRoot}/`)).toBe(true);
      expect(await query(running.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(logs.filter((l) => l.includes(`runs PostgreSQL from ${relocationRoot}/bin/`))).toHaveLength(1);
      expect(logs.filter((l) => l.includes(`keeps its files in ${relocationRoot}/`))).toHaveLength(1);
      await running.stop();

      // A second start uses the same copy and the same cluster.
      running = await startEmbeddedPostgres({ dir: dataDir, binaries, log: () => {} });
      expect(running.dir).toBe(relocated);
      expect(await query(running.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await running.stop();
      running = undefined;
    });

    it('makes the copy again when its stamp does not match the shipped files', async () => {
      const binaries = await lockedCheckout();
      const root = mkdtempSync(join(tmpdir(), 'wbn-relocation-'));
      try {
        const first = reachableBinaries(binaries, postgresOsUser(), () => {}, root);
        const copy = dirname(dirname(first.postgres));
        const stamp = join(copy, '.wbn-copy-sha256');
        const shipped = dirname(dirname(binaries.postgres));
        expect(readFileSync(stamp, 'utf8').trim()).toBe(treeHash(shipped));
        // The hash is noted under the shipped files' fingerprint, so later starts need not hash 60 MB.
        const note = join(root, 'bin', 'hashes', treeFingerprint(shipped));
        expect(readFileSync(note, 'utf8').trim()).toBe(treeHash(shipped));
        writeFileSync(stamp, 'not the hash\n');
        unlinkSync(first.initdb);
        const again = reachableBinaries(binaries, postgresOsUser(), () => {}, root);
        expect(again.initdb).toBe(first.initdb);
        expect(existsSync(again.initdb)).toBe(true);
        expect(readFileSync(stamp, 'utf8').trim()).not.toBe('not the hash');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  },
);
