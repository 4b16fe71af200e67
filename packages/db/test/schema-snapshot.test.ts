import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import * as schema from '../src/schema/index.ts';
import { migrationsFolder } from '../src/migrate.ts';

// `npm run db:generate` diffs the schema against the newest migration's snapshot. If that snapshot
// does not describe the schema, the next migration it writes re-creates what exists. This runs the
// same generator (drizzle-kit's programmatic API) and fails on any statement it would write.

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const newest = journal.entries.at(-1)!;
const snapshotFile = join(migrationsFolder, 'meta', `${String(newest.idx).padStart(4, '0')}_snapshot.json`);
const newestSnapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as DrizzleSnapshotJSON;

/** The statements `db:generate` would write for these schema exports after the newest migration. */
async function pendingStatements(imports: Record<string, unknown>): Promise<string[]> {
  const derived = generateDrizzleJson(imports);
  // A table present on one side only makes drizzle-kit ask (on a terminal) whether it was renamed;
  // name those tables instead of failing on its prompt.
  const tables = (s: DrizzleSnapshotJSON) => Object.keys((s as { tables: object }).tables);
  const added = tables(derived).filter((t) => !tables(newestSnapshot).includes(t));
  const gone = tables(newestSnapshot).filter((t) => !tables(derived).includes(t));
  if (added.length || gone.length)
    return [`tables only in the schema: ${added}; only in the snapshot: ${gone}`];
  return generateMigration(newestSnapshot, derived);
}

describe(`the newest migration's snapshot (${newest.tag})`, () => {
  it('is what drizzle-kit derives from src/schema: db:generate on it writes nothing', async () => {
    expect(await pendingStatements(schema)).toEqual([]);
  });

  it('would not: a schema with one more column than the snapshot gives that column', async () => {
    // The real app_meta with a column added, in place of the real one.
    const appMeta = pgTable('app_meta', {
      key: text('key').primaryKey(),
      value: text('value').notNull(),
      note: text('note'),
    });
    expect(await pendingStatements({ ...schema, appMeta })).toEqual([
      'ALTER TABLE "app_meta" ADD COLUMN "note" text;',
    ]);
  });
});
