import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/client.ts';
import { businesses, inquiryMessages } from '../src/schema/index.ts';
import { createTestDatabase } from '../src/testing.ts';
import { orNull, rawRow, rawRows } from '../src/typed-sql.ts';

// rawRows on literal rows named like the tables (VALUES … AS "inquiry_messages"(…)), so the
// statement reads through the table objects as a repository's does, without inserting anything.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const m = inquiryMessages;
const b = businesses;

describe('rawRows', () => {
  it('types and decodes each field as the table declares it', async () => {
    const rows = await rawRows(
      handle.db,
      {
        seq: m.seq,
        createdAt: m.createdAt,
        attachments: m.attachments,
        logoUrl: orNull(b.logoUrl),
        companyName: orNull(b.companyName),
        exact: sql<string>`${m.createdAt}::text`,
      },
      (list) => sql`SELECT ${list}
        FROM (VALUES (7::bigint, '2026-11-28 10:00:00.123456+00'::timestamptz,
                      '[{"url":"/files/a.pdf"}]'::jsonb)) AS ${m}(seq, created_at, attachments)
        LEFT JOIN (VALUES (NULL::text, 'Acme'::text)) AS ${b}(logo_url, company_name) ON false`,
    );
    expect(rows).toEqual([
      {
        seq: 7,
        createdAt: new Date('2026-11-28T10:00:00.123Z'),
        attachments: [{ url: '/files/a.pdf' }],
        logoUrl: null,
        companyName: null,
        exact: '2026-11-28 10:00:00.123456+00',
      },
    ]);
    const [row] = rows;
    expectTypeOf(row!.seq).toEqualTypeOf<number>();
    expectTypeOf(row!.createdAt).toEqualTypeOf<Date>();
    expectTypeOf(row!.companyName).toEqualTypeOf<string | null>();
    expectTypeOf(row!.exact).toEqualTypeOf<string>();
  });

  it('refuses a statement that does not answer a field', async () => {
    await expect(rawRows(handle.db, { seq: m.seq }, () => sql`SELECT 1 AS other`)).rejects.toThrow(
      'the statement answered no column "seq"',
    );
  });

  it('answers null for no row (rawRow)', async () => {
    expect(await rawRow(handle.db, { seq: m.seq }, (list) => sql`SELECT ${list} FROM ${m} WHERE false`)).toBe(
      null,
    );
  });
});
