import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { bulkLoad, benchSizes, type LoadCounts, type SqlRunner } from './bulk-load.ts';
import { buildQuerySet } from './queries.ts';
import { loadSearchSql } from './search-sql.ts';
import { explain } from './sql.ts';

// The benchmark's loader at a tiny size: the same statements as at 1M products.

const factor = 0.002;

describe('the benchmark loader', () => {
  let handle: DatabaseHandle;
  let sql: SqlRunner;
  let counts: LoadCounts;
  let indexesBefore: string[];

  const indexNames = async () =>
    (await sql.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`)).rows.map(
      (r) => String(r.indexname),
    );

  beforeAll(async () => {
    handle = await createTestDatabase();
    sql = handle.db.$client;
    indexesBefore = await indexNames();
    counts = await bulkLoad([sql], { seed: 'bench-test', factor, log: () => {} });
  }, 120_000);
  afterAll(() => handle?.close());

  it('loads the sizes asked for, every business with an owner and categories', async () => {
    const sizes = benchSizes(factor);
    expect(counts.users).toBe(sizes.users);
    expect(counts.businesses).toBe(sizes.businesses);
    expect(counts.products).toBeGreaterThan(sizes.businesses * 3);
    expect(counts.products).toBeLessThanOrEqual(sizes.products);
    const { rows } = await sql.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM auth_accounts)::int AS accounts,
              (SELECT count(*) FROM businesses)::int AS businesses, (SELECT count(*) FROM products)::int AS products,
              (SELECT count(*) FROM business_members WHERE role = 'owner')::int AS owners,
              (SELECT count(DISTINCT business_id) FROM business_categories)::int AS categorised`,
    );
    expect(rows[0]).toEqual({
      users: counts.users,
      accounts: counts.users,
      businesses: counts.businesses,
      products: counts.products,
      owners: counts.businesses,
      categorised: counts.businesses,
    });
  });

  it('keeps text intact through the array parameters (quotes, accents, keyword lists, jsonb)', async () => {
    const { rows } = await sql.query(
      `SELECT count(*) FILTER (WHERE cardinality(keywords) = 0)::int AS no_keywords,
              count(*) FILTER (WHERE jsonb_typeof(specs) <> 'array' OR jsonb_array_length(specs) = 0)::int AS bad_specs,
              count(*) FILTER (WHERE search_doc = ''::tsvector)::int AS no_search_doc
         FROM products`,
    );
    expect(rows[0]).toEqual({ no_keywords: 0, bad_specs: 0, no_search_doc: 0 });
    const accented = await sql.query(
      `SELECT count(*)::int AS n FROM users WHERE last_name ~ '[^\\x01-\\x7f]'`,
    );
    expect(Number(accented.rows[0]!.n)).toBeGreaterThan(0);
  });

  it('rebuilds every index it dropped', async () => {
    expect(await indexNames()).toEqual(indexesBefore);
  });

  it('leaves no trace of the old engine: no postings, no bitsets, no deferral setting', async () => {
    const { rows } = await sql.query(
      `SELECT to_regclass('search_terms') AS terms, to_regclass('search_bits') AS bits,
              current_setting('wbn.search_bits', true) AS setting,
              (SELECT count(*)::int FROM pg_indexes WHERE tablename = 'products' AND indexdef ILIKE '%USING gin%') AS gin`,
    );
    expect(rows[0]).toMatchObject({ terms: null, bits: null, gin: 2 });
    expect(rows[0]!.setting ?? '').toBe('');
  });

  it('runs a search as the API does: the index statement, then the batch read of the page', async () => {
    const set = buildQuerySet('bench-test', factor);
    const searchSql = (await loadSearchSql())!;
    for (const endpoint of ['business', 'product', 'user'] as const) {
      const body = set.search[endpoint].common[0]!;
      const { index, results } = await searchSql.run(handle.db, endpoint, body, { count: true });
      expect(results, `${endpoint} "${body.textQuery}"`).toBe(5);
      expect(index.text).toContain('search_doc @@ query.q');
      expect(await explain(handle.db, index)).toMatch(/^Prepared statement search_\w+ \(runs so far: /);
    }
  });

  it('builds query groups whose common words are more frequent than the rare ones', async () => {
    const set = buildQuerySet('bench-test', factor);
    const matches = async (word: string) =>
      Number(
        (
          await sql.query(
            `SELECT count(*)::int AS n FROM businesses WHERE search_name_doc @@ plainto_tsquery('english', $1)`,
            [word],
          )
        ).rows[0]!.n,
      );
    const common = await matches(set.words.business.common[0]!);
    const rare = await matches(set.words.business.rare[0]!);
    expect(common).toBeGreaterThan(rare);
    expect(set.search.business.page5[0]!.skip).toBe(20);
    expect(set.search.user.common[0]!.limit).toBe(5);
    expect(set.businessIds.length).toBeGreaterThan(0);
    expect(set.productIds.length).toBeGreaterThan(0);
  });
});
