import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { businessIdOf, loadSearchFixture, productIdOf, userIdOf } from './search.fixture.ts';

/**
 * The term bitsets behind every count (docs/search.md, "The count"): kept bit for bit by the
 * postings' triggers through inserts, edits and deletions, across chunks of row numbers, and
 * counting exactly what the documents hold.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadSearchFixture(t.db);
});
afterAll(() => t.close());

type Kind = 'b' | 'p' | 'u';

/** The rows of a query (both drivers answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every non-empty bitset as its key, bit count and a digest of its bits, in key order (short, so
 * that a difference reads as the keys that differ). */
async function bitsets(): Promise<string[]> {
  const rows = await rowsOf<{ k: string }>(sql`
    SELECT kind || ' ' || term || ' ' || chunk || ' ' || bit_count(bits) || ' ' || n || ' ' || md5(bits::text) AS k
      FROM search_bits WHERE bit_count(bits) > 0 ORDER BY kind, term, chunk`);
  return rows.map((r) => r.k);
}

/** The bitsets' count of a text (every word, one of its terms) within the filters. */
async function bitsCount(
  kind: Kind,
  text: string,
  country: string | null = null,
  btype: string | null = null,
) {
  const rows = await rowsOf<{ n: number }>(sql`
    SELECT search_bits_count(${kind}, array_agg(e.term), array_agg(e.word), ${country}::text, ${btype}::text) AS n
      FROM search_expand(${text}) e`);
  return Number(rows[0]?.n);
}

/** The same count read off the documents themselves. */
async function documentCount(
  kind: Kind,
  text: string,
  country: string | null = null,
  btype: string | null = null,
) {
  const table = { b: sql`businesses`, p: sql`products`, u: sql`users` }[kind];
  const countryColumn = kind === 'p' ? sql`search_country` : sql`country_code`;
  const typeFilter = kind === 'b' && btype ? sql`AND business_type_code = ${btype}` : sql``;
  const rows = await rowsOf<{ n: number }>(sql`
    WITH q AS (
      SELECT string_agg('(' || g.alts || ')', ' & ')::tsquery AS q
        FROM (SELECT e.word, string_agg(quote_literal(e.term), ' | ') AS alts
                FROM search_expand(${text}) e GROUP BY e.word) g)
    SELECT count(*)::int AS n FROM ${table}, q
     WHERE search_doc @@ q.q
       AND (${country}::text IS NULL OR ${countryColumn} = ${country}::text) ${typeFilter}`);
  return Number(rows[0]?.n);
}

const searches: [Kind, string, string | null, string | null][] = [
  ['b', 'hydraulic', null, null],
  ['b', 'hydraulic pumps', null, null],
  ['b', 'pumps', 'MX', null],
  ['b', 'hydraulic', null, 'MA'],
  ['b', 'hydra', 'US', 'MA'],
  ['p', 'kestrel', null, null],
  ['p', 'kestrel turbine', null, null],
  ['p', 'kestrel', 'AR', null],
  ['p', 'turbine blades', null, null],
  ['u', 'engineer', null, null],
  ['u', 'quetzalcoatl', null, null],
];

describe('term bitsets', () => {
  beforeAll(async () => {
    // Row numbers past the first chunk of 65,536, so counts add up chunk by chunk.
    await t.db.execute(sql`SELECT setval('search_n_p_seq', 65530)`);
    for (let i = 0; i < 12; i++) {
      await t.db.execute(sql`
        INSERT INTO products (business_id, name, description, industry_id, category_id)
        VALUES (${businessIdOf(1 + (i % 3))}, ${`Kestrel turbine ${i}`},
                ${i % 2 ? 'Turbine blades included.' : ''}, 'i0004', 'c0004-04')`);
    }
    // Edits of names, filters and tiers, and deletions, of every kind.
    await t.db.execute(
      sql`UPDATE businesses SET company_name = 'Quetzal Hydraulics', country_code = 'US' WHERE business_id = ${businessIdOf(1)}`,
    );
    await t.db.execute(
      sql`UPDATE businesses SET business_type_code = 'DI' WHERE business_id = ${businessIdOf(2)}`,
    );
    await t.db.execute(sql`UPDATE products SET name = 'Osprey turbine' WHERE product_id = ${productIdOf(1)}`);
    await t.db.execute(sql`DELETE FROM products WHERE name IN ('Kestrel turbine 3', 'Kestrel turbine 8')`);
    await t.db.execute(sql`UPDATE users SET last_name = 'Quetzalcoatl' WHERE user_id = ${userIdOf(3)}`);
    // A row given a new number (nothing does this; the trigger would move its bits and postings).
    await t.db.execute(
      sql`UPDATE products SET search_n = nextval('search_n_p_seq') WHERE name = 'Kestrel turbine 5'`,
    );
  });

  it('are numbered in the postings as in their rows', async () => {
    const rows = await rowsOf<{ postings: number; wrong: number }>(sql`
      SELECT count(*)::int AS postings,
             count(*) FILTER (WHERE s.n IS DISTINCT FROM d.n)::int AS wrong
        FROM search_terms s
        LEFT JOIN (SELECT 'b' AS kind, business_id AS id, search_n AS n FROM businesses
                   UNION ALL SELECT 'p', product_id, search_n FROM products
                   UNION ALL SELECT 'u', user_id, search_n FROM users) d ON d.kind = s.kind AND d.id = s.id`);
    expect(rows[0]?.postings).toBeGreaterThan(300);
    expect(rows[0]?.wrong).toBe(0);
  });

  it('span more than one chunk of row numbers', async () => {
    const rows = await rowsOf<{ chunks: number }>(
      sql`SELECT count(DISTINCT chunk)::int AS chunks FROM search_bits WHERE kind = 'p' AND term = 'kestrel'`,
    );
    expect(rows[0]?.chunks).toBe(2);
  });

  it.each(searches)(
    'count %s "%s" (country %s, type %s) as the documents do',
    async (kind, text, country, btype) => {
      const expected = await documentCount(kind, text, country, btype);
      expect(await bitsCount(kind, text, country, btype)).toBe(expected);
    },
  );

  it('are what the search reports as its total', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search/product',
      payload: { textQuery: 'kestrel turbine', skip: 0, size: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total_results).toBe(await documentCount('p', 'kestrel turbine'));
    expect(res.json().data.total_results).toBeGreaterThan(5);
    // Every row of the page found by its bit has both words, the renumbered one among them.
    const names = (res.json().data.results as { name: string; description: string }[]).map(
      (r) => `${r.name} ${r.description}`,
    );
    expect(names.filter((n) => !/kestrel/i.test(n) || !/turbine/i.test(n))).toEqual([]);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/search/product',
      payload: { textQuery: 'kestrel turbine', skip: 0, size: 50 },
    });
    expect(all.json().data.results.map((r: { name: string }) => r.name)).toContain('Kestrel turbine 5');
  });

  it('count one word off the stored counts, or with a filter past 8 chunks off its postings, the same', async () => {
    // One result a page, so that the count is never read off the page itself.
    const total = async (country?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search/product',
        payload: { textQuery: 'kestrel', skip: 0, size: 1, ...(country ? { country } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.total_results as number;
    };
    const before = await total();
    expect(before).toBe(await documentCount('p', 'kestrel'));
    // Products now span ten chunks of row numbers: past the eight the bitsets are read for.
    await t.db.execute(sql`SELECT setval('search_n_p_seq', 9 * 65536)`);
    await t.db.execute(sql`
      INSERT INTO products (business_id, name, industry_id, category_id)
      VALUES (${businessIdOf(1)}, 'Kestrel rotor', 'i0004', 'c0004-04')`);
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await documentCount('p', 'kestrel'));
    const inUs = await documentCount('p', 'kestrel', 'US');
    expect(inUs).toBeGreaterThan(1);
    expect(await total('US')).toBe(inUs);
  });

  // Last: the rebuild replaces what the writes kept, which the tests above count with.
  it('are kept by every write exactly as they would be built from the postings', async () => {
    const kept = await bitsets();
    expect(kept.length).toBeGreaterThan(100);
    const miscounted = await rowsOf<{ k: string }>(
      sql`SELECT kind || ' ' || term || ' ' || chunk AS k FROM search_bits WHERE n <> bit_count(bits)`,
    );
    expect(miscounted.map((r) => r.k)).toEqual([]);
    await t.db.execute(sql`SELECT search_bits_rebuild()`);
    const built = await bitsets();
    // Only the differences, both ways: a whole-list diff would be slow to print.
    expect({
      keptOnly: kept.filter((k) => !built.includes(k)),
      builtOnly: built.filter((k) => !kept.includes(k)),
    }).toEqual({ keptOnly: [], builtOnly: [] });
  });
});
