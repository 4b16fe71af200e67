import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, openPostgres, type DatabaseHandle } from '../src/client.ts';
import { migrationsFolder, reopenEmbedded, runMigrations } from '../src/migrate.ts';

// runMigrations' count (a start decides on it whether to swap its engine) and reopenEmbedded:
// the same data in a new engine, the old engine closed.

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const folders: string[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close().catch(() => {});
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

async function open(options: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(options);
  handles.push(handle);
  return handle;
}

async function marks(handle: DatabaseHandle): Promise<string[]> {
  const result = (await handle.db.execute(sql`SELECT note FROM reopen_marks ORDER BY note`)) as unknown as {
    rows: { note: string }[];
  };
  return result.rows.map((r) => r.note);
}

describe.each([
  [
    'a folder',
    'pglite-file',
    () => ({ url: undefined, dataDir: mkdtempSync(join(tmpdir(), 'wbn-migrate-')) }),
  ],
  ['memory://', 'pglite-memory', () => ({ url: 'memory://', dataDir: tmpdir() })],
] as const)('the embedded database in %s', (_name, kind, optionsOf) => {
  it('counts the migrations it applies, then serves the same data from a new engine', async () => {
    const options = optionsOf();
    if (options.url === undefined) folders.push(options.dataDir);
    const first = await open(options);
    expect(first.kind).toBe(kind);

    expect(await runMigrations(first)).toBe(journal.entries.length);
    expect(await runMigrations(first)).toBe(0);
    await first.db.execute(sql`CREATE TABLE reopen_marks (note text PRIMARY KEY)`);
    await first.db.execute(sql`INSERT INTO reopen_marks VALUES ('written before'), ('and kept')`);

    const next = await reopenEmbedded(first, options);
    handles.push(next);
    expect(next).not.toBe(first);
    expect(next.kind).toBe(kind);
    expect(await marks(next)).toEqual(['and kept', 'written before']);
    expect(await runMigrations(next)).toBe(0);
    // The engine that wrote is closed, not left running beside the new one.
    await expect(marks(first)).rejects.toThrow();
  });
});

describe('PostgreSQL', () => {
  it('keeps its handle: only the embedded engine is swapped', async () => {
    const handle = openPostgres('postgres://nobody@127.0.0.1:1/none');
    handles.push(handle);
    expect(
      await reopenEmbedded(handle, { url: 'postgres://nobody@127.0.0.1:1/none', dataDir: tmpdir() }),
    ).toBe(handle);
  });
});
