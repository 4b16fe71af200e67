import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { bulkLoad, benchSizes, type LoadCounts, type SqlRunner } from './bulk-load.ts';
import { buildQuerySet } from './queries.ts';

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

  it('builds the term bitsets once at the end, bit for bit what the postings say', async () => {
    const { rows } = await sql.query(
      `SELECT (SELECT count(*) FROM search_bits)::int AS bitsets,
              (SELECT count(*)::int FROM (SELECT kind, term, count(*) AS n FROM search_terms GROUP BY 1, 2) p
                 FULL JOIN (SELECT kind, term, sum(bit_count(bits)) AS n FROM search_bits
                             WHERE term NOT LIKE '@%' GROUP BY 1, 2) b USING (kind, term)
                WHERE p.n IS DISTINCT FROM b.n) AS differ,
              current_setting('wbn.search_bits', true) AS setting`,
    );
    expect(rows[0]!.bitsets).toBeGreaterThan(1000);
    expect(rows[0]).toMatchObject({ differ: 0, setting: '' });
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
    expect(set.search.business.deep[0]!.skip).toBe(200);
    expect(set.search.user.common[0]!.limit).toBe(5);
    expect(set.businessIds.length).toBeGreaterThan(0);
    expect(set.productIds.length).toBeGreaterThan(0);
  });
});
