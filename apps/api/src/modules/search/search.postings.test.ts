import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { businessIdOf, loadSearchFixture, productIdOf, userIdOf } from './search.fixture.ts';

/**
 * The ordered postings behind text search (docs/search.md, "Postings"): pages cut from them in
 * ranking order, kept in step with every write by the database's triggers, and the capped count.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadSearchFixture(t.db);
});
afterAll(() => t.close());

async function products(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/product', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as {
    results: { name: string }[];
    total_results: number;
    total_capped: boolean;
  };
  return { names: data.results.map((r) => r.name), total: data.total_results, capped: data.total_capped };
}

async function businesses(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/business', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as {
    results: { businessProfile: { general: { companyName: string } } }[];
    total_results: number;
  };
  return { names: data.results.map((r) => r.businessProfile.general.companyName), total: data.total_results };
}

/** Products of fixture business `business`, created `day` days into 2026 (later = newer). */
async function addProducts(rows: { name: string; business: number; day: number; description?: string }[]) {
  for (const r of rows) {
    await t.db.execute(sql`
      INSERT INTO products (business_id, name, description, industry_id, category_id, created_at)
      VALUES (${businessIdOf(r.business)}, ${r.name}, ${r.description ?? ''}, 'i0004', 'c0004-04',
              ${new Date(Date.UTC(2026, 0, r.day)).toISOString()}::timestamptz)`);
  }
}

describe('ordered postings', () => {
  // Business 8 is platinum and verified, 2 gold and verified, 1 standard (search.fixture.ts).
  const kestrels = [
    ...Array.from({ length: 9 }, (_, i) => ({ name: `Kestrel turbine K${i}`, business: 1, day: 100 + i })),
    { name: 'Kestrel turbine gold', business: 2, day: 50 },
    { name: 'Kestrel turbine platinum', business: 8, day: 40 },
  ];

  beforeAll(async () => {
    await addProducts([
      ...kestrels,
      // The word only in descriptions: after every name match, whatever its tier.
      { name: 'Blade set', business: 8, day: 300, description: 'Spare blades for Kestrel turbines.' },
    ]);
  });

  it('pages a word found in more rows than a page: by text, tier, then newest, never repeating', async () => {
    const pages: string[][] = [];
    for (let skip = 0; skip < 15; skip += 5)
      pages.push((await products({ textQuery: 'kestrel', skip, size: 5 })).names);
    const all = pages.flat();
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
    expect(all.slice(0, 2)).toEqual(['Kestrel turbine platinum', 'Kestrel turbine gold']);
    // Among standard ones, newest first.
    expect(all.slice(2, 4)).toEqual(['Kestrel turbine K8', 'Kestrel turbine K7']);
    expect(all.at(-1)).toBe('Blade set');
    const one = await products({ textQuery: 'kestrel', skip: 0, size: 50 });
    expect(one.names).toEqual(all);
    expect(one.total).toBe(12);
  });

  it('puts rows with every word in their names first, then the rest of the matches', async () => {
    const { names, total } = await products({ textQuery: 'kestrel turbine', size: 50 });
    expect(names.slice(0, 2)).toEqual(['Kestrel turbine platinum', 'Kestrel turbine gold']);
    expect(names.at(-1)).toBe('Blade set');
    expect(total).toBe(12);
  });

  it('filters by country through the postings', async () => {
    // Business 8 is in Argentina (AR), 2 in the United States, 1 in Mexico.
    const ar = await products({ textQuery: 'kestrel', country: 'AR', size: 50 });
    expect(ar.names).toEqual(['Kestrel turbine platinum', 'Blade set']);
    const mx = await products({ textQuery: 'kestrel', country: 'MX', size: 50 });
    expect(mx.names).toHaveLength(9);
  });

  it('follows renames, tier changes and deletions of the rows', async () => {
    await t.db.execute(
      sql`UPDATE businesses SET company_name = 'Quetzal Hydraulics' WHERE business_id = ${businessIdOf(1)}`,
    );
    expect((await businesses({ textQuery: 'Quetzal Hydraulics' })).names[0]).toBe('Quetzal Hydraulics');
    expect((await businesses({ textQuery: 'Hydraulic Pumps Ltd' })).names).not.toContain(
      'Hydraulic Pumps Ltd',
    );

    // A platinum business's products rise above the gold one's; a product deleted is gone.
    await t.db.execute(
      sql`UPDATE businesses SET subscription = 'platinum', verified = true WHERE business_id = ${businessIdOf(1)}`,
    );
    const after = await products({ textQuery: 'kestrel', size: 3 });
    expect(after.names).toEqual(['Kestrel turbine K8', 'Kestrel turbine K7', 'Kestrel turbine K6']);
    await t.db.execute(sql`DELETE FROM products WHERE name = 'Kestrel turbine K8'`);
    expect((await products({ textQuery: 'kestrel', size: 1 })).names).toEqual(['Kestrel turbine K7']);
    await t.db.execute(sql`UPDATE products SET name = 'Osprey turbine' WHERE product_id = ${productIdOf(1)}`);
    expect((await products({ textQuery: 'osprey' })).names).toEqual(['Osprey turbine']);
    // People too: a new surname is found, and the old one no longer finds them.
    await t.db.execute(sql`UPDATE users SET last_name = 'Quetzalcoatl' WHERE user_id = ${userIdOf(3)}`);
    const people = async (textQuery: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/search', payload: { textQuery } });
      return (res.json().data.profiles as { firstName: string; lastName: string }[]).map((p) => p.lastName);
    };
    expect(await people('quetzalcoatl')).toEqual(['Quetzalcoatl']);
    expect(await people('smith')).not.toContain('Smith');
  });

  it('says "more than 1,000" for a word in more rows than that, counting no further', async () => {
    await t.db.execute(sql`
      INSERT INTO products (business_id, name, industry_id, category_id)
      SELECT ${businessIdOf(3)}, 'Zephyr fitting ' || n, 'i0004', 'c0004-04' FROM generate_series(1, 1001) n`);
    const many = await products({ textQuery: 'zephyr', size: 5 });
    expect(many).toMatchObject({ total: 1000, capped: true });
    expect(many.names).toHaveLength(5);
    const deep = await products({ textQuery: 'zephyr', skip: 200, size: 50 });
    expect(deep.names).toHaveLength(50);
    // Two words that never meet: no page and a total of 0, never "more than 1,000".
    expect(await products({ textQuery: 'zephyr kestrel' })).toEqual({ names: [], total: 0, capped: false });
  });

  it('counts the rows of a word and the words it begins once each, and caps their union', async () => {
    const add = (name: string, count: number) =>
      t.db.execute(sql`
        INSERT INTO products (business_id, name, industry_id, category_id)
        SELECT ${businessIdOf(3)}, ${name} || ' ' || n, 'i0004', 'c0004-04' FROM generate_series(1, ${count}) n`);
    await add('Grebe buoy', 10);
    await add('Grebe Grebeline buoy', 5);
    await add('Grebeline buoy', 400);
    await add('Grebetron buoy', 400);
    // grebe 15 + grebeline 405 + grebetron 400 postings, 815 rows.
    expect(await products({ textQuery: 'grebe', size: 5 })).toMatchObject({ total: 815, capped: false });
    await add('Grebetron buoy extra', 200);
    // No single word past 1,000, their rows together are: 1,015.
    expect(await products({ textQuery: 'grebe', size: 5 })).toMatchObject({ total: 1000, capped: true });
  });
});

/**
 * Several words that meet only in descriptions: the driver word (the one in fewer rows) gives its
 * best postings in their order, kept where their bit in the words' ANDed bitsets is set. When the
 * pool holds fewer matches than the page needs and the bitsets say there are more, the rest are
 * read off the documents' index; a driver word in fewer rows than the pool holds has every match
 * in the pool. Every way gives the same ranking: here, newest first, since every row has the same
 * tier.
 */
describe('several words met in descriptions', () => {
  /**
   * `count` products named `${word} part n` (n = 1 newest); `every`-th has `other` in its
   * description; `valves` more have `other` in their names.
   */
  async function addParts(
    db: TestApp['db'],
    word: string,
    other: string,
    count: number,
    every: number,
    valves = 300,
  ) {
    await db.execute(sql`
      INSERT INTO products (business_id, name, description, industry_id, category_id, created_at)
      SELECT ${businessIdOf(3)}, ${word} || ' part ' || n,
             CASE WHEN n % ${every} = 0 THEN 'Sealed with ' || ${other} || ' gaskets.' ELSE 'Plain.' END,
             'i0004', 'c0004-04', timestamptz '2026-06-01' - n * interval '1 minute'
        FROM generate_series(1, ${count}) n`);
    // The other word in names too (never with the first), so both words have postings.
    await db.execute(sql`
      INSERT INTO products (business_id, name, industry_id, category_id, created_at)
      SELECT ${businessIdOf(3)}, ${other} || ' valve ' || n, 'i0004', 'c0004-04', timestamptz '2025-01-01'
        FROM generate_series(1, ${valves}) n`);
    await db.execute(sql`ANALYZE products`);
  }

  async function pages(app: TestApp, textQuery: string, pageCount: number, size: number) {
    const names: string[] = [];
    let total = -1;
    for (let p = 0; p < pageCount; p++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/search/product',
        payload: { textQuery, skip: p * size, size },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { results: { name: string }[]; total_results: number };
      names.push(...data.results.map((r) => r.name));
      total = data.total_results;
    }
    return { names, total };
  }

  /** search_run without a count, as the benchmark's counting comparison runs it. */
  async function uncounted(app: TestApp, text: string, size: number) {
    const rows = await app.db.execute(sql`
      SELECT p.name FROM search_run('p', ${text}, NULL, NULL, 0, ${size}, false) h
        JOIN products p ON p.product_id = h.id ORDER BY h.ord`);
    return (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  }

  it.each([
    {
      // gannet (400 rows) drives; its best 250 are valves without plover, so the documents are read.
      title: 'finds the matches the pool lacks off the documents, across pages',
      word: 'Plover',
      other: 'gannet',
      rows: 500,
      every: 5,
      size: 40,
    },
    {
      // tern: 120 postings, fewer than the pool's 250, so every row with both words is in the pool.
      title: 'counts a rare driver word off its own rows, every match found in the pool',
      word: 'Tern',
      other: 'skua',
      rows: 120,
      every: 2,
      size: 25,
    },
  ])('$title', async ({ word, other, rows, every, size }) => {
    await addParts(t.db, word, other, rows, every);
    const matches = Math.floor(rows / every);
    const expected = Array.from({ length: matches }, (_, i) => `${word} part ${(i + 1) * every}`);
    const text = `${word.toLowerCase()} ${other}`;
    const { names, total } = await pages(t, text, Math.ceil(matches / size) + 1, size);
    expect(names).toEqual(expected);
    expect(total).toBe(matches);
    expect(await uncounted(t, text, 50)).toEqual(expected.slice(0, 50));
  });

  it('counts the matches once the first rows have filled the page', async () => {
    // osprey: 400 rows, the driver (lanner: 433); a third of its rows (133) have lanner too.
    await addParts(t.db, 'Osprey', 'lanner', 400, 3);
    const first = await pages(t, 'osprey lanner', 1, 5);
    expect(first).toEqual({ names: [3, 6, 9, 12, 15].map((n) => `Osprey part ${n}`), total: 133 });
    expect(await uncounted(t, 'osprey lanner', 5)).toEqual(first.names);
  });

  it('finds many such rows among the best of the driver word, whichever is typed first, counted or not', async () => {
    const own = await createTestApp();
    try {
      await loadSearchFixture(own.db);
      // heron: 2,400 rows, the driver (egret: 1,200 descriptions and 1,500 names).
      await addParts(own.db, 'Heron', 'egret', 2400, 2, 1500);
      const expected = Array.from({ length: 60 }, (_, i) => `Heron part ${(i + 1) * 2}`);
      const { names, total } = await pages(own, 'heron egret', 3, 20);
      expect(names).toEqual(expected);
      expect(total).toBe(1000);
      expect((await pages(own, 'egret heron', 3, 20)).names).toEqual(expected);
      expect(await uncounted(own, 'heron egret', 50)).toEqual(expected.slice(0, 50));
    } finally {
      await own.close();
    }
  });
});
