/**
 * The buying-requests benchmark's data (decision 0023: the board at 100k requests / 1M quotes),
 * at `factor` of the full size:
 *
 * - users and businesses from the demo generator's streams (bulk-load.ts, no products);
 * - the demo's request texts (one per template of words/buying-requests.ts: title, description,
 *   category, unit, quantity, a price per unit in dollars), numbered, in `bench_rfq_texts`;
 * - requests made in SQL from generate_series: each a random text and buyer, delivered to the
 *   buyer's country, published over the last 60 days; 5% drafts, 5% cancelled, 15% awarded, 12%
 *   past their deadline (closed), the rest open; one in ten invited (the businesses that quote);
 * - quotes spread evenly over the published requests (10 or 11 each, so the total is exact), each
 *   from another business (the buyer's position plus a stride, so no business quotes twice on
 *   one request), in one of ten currencies, after the publication and before the deadline; an
 *   11th is withdrawn (the cap of 10 holds), an awarded request's first quote awarded and the
 *   next three declined.
 *
 * `setseed` runs in the same simple-protocol statement list as the inserts that draw from
 * random(), so the shape of the data is the same at every run of one seed and size.
 */
import { buyingRequestTemplates, generateBuyingRequests, generateDemoDirectory } from '@wbn/db/demo';
import { insertMany } from '../bulk-insert.ts';
import type { SqlRunner } from '../sql-runner.ts';
import { loadUsersAndBusinesses, secondsSince, seedValue, type SqlLoadOptions } from '../sql-load.ts';

export interface RfqSizes {
  users: number;
  businesses: number;
  requests: number;
  quotes: number;
}

export function rfqSizes(factor: number): RfqSizes {
  const at = (n: number, min: number) => Math.max(min, Math.round(n * factor));
  return {
    users: at(20_000, 200),
    businesses: at(20_000, 100),
    requests: at(100_000, 1_000),
    quotes: at(1_000_000, 10_000),
  };
}

/** The texts requests are made of: the demo's, one per template. */
export interface RfqText {
  n: number;
  title: string;
  description: string;
  categoryId: string;
  industryId: string;
  unit: string;
  quantity: number;
  usd: number;
}

export function rfqTexts(seed: string): RfqText[] {
  const demo = generateDemoDirectory(seed);
  return generateBuyingRequests(seed, demo).map((r, i) => ({
    n: i + 1,
    title: r.title,
    description: r.description,
    categoryId: r.categoryId,
    industryId: r.industryId,
    unit: r.unit,
    quantity: r.quantity,
    usd: buyingRequestTemplates[r.index]!.usd,
  }));
}

export async function loadRfqData(
  runners: SqlRunner[],
  options: SqlLoadOptions,
): Promise<{ sizes: RfqSizes; seconds: number }> {
  const sizes = rfqSizes(options.factor);
  const started = performance.now();
  const sql = runners[0]!;
  await loadUsersAndBusinesses(runners, options, sizes);

  const texts = rfqTexts(options.seed);
  await sql.query(
    `CREATE TABLE bench_rfq_texts (n int PRIMARY KEY, title text, description text, category_id text,
       industry_id text, unit text, quantity numeric, usd text)`,
  );
  await insertMany(
    sql,
    'bench_rfq_texts',
    [
      ['n', 'int'],
      ['title', 'text'],
      ['description', 'text'],
      ['category_id', 'text'],
      ['industry_id', 'text'],
      ['unit', 'text'],
      ['quantity', 'int'],
      ['usd', 'text'],
    ],
    texts.map((t) => [
      t.n,
      t.title,
      t.description,
      t.categoryId,
      t.industryId,
      t.unit,
      t.quantity,
      String(t.usd),
    ]),
  );

  const B = sizes.businesses;
  // Suppliers sit this many positions after the buyer: distinct for the first 15, never the buyer.
  const stride = Math.floor(B / 16) + 1;
  options.log(`  requests ${sizes.requests.toLocaleString('en')}…`);
  await sql.query(`
    SELECT setseed(${seedValue(`${options.seed} rfq`)});
    CREATE TABLE bench_businesses AS
      SELECT row_number() OVER (ORDER BY b.business_id)::int AS n, b.business_id, m.user_id AS owner, b.country_code
        FROM businesses b JOIN business_members m ON m.business_id = b.business_id AND m.role = 'owner';
    CREATE UNIQUE INDEX ON bench_businesses (n);
    CREATE TABLE bench_rfq AS
      SELECT g.i, gen_random_uuid() AS request_id, 1 + floor(random() * ${B})::int AS buyer,
             1 + g.i % ${texts.length} AS t, random() AS s, random() AS v, random() AS d,
             now() - random() * interval '60 days' AS published
        FROM generate_series(1, ${sizes.requests}) g(i);
    ALTER TABLE bench_rfq ADD COLUMN status text, ADD COLUMN deadline timestamptz;
    UPDATE bench_rfq SET
      status = CASE WHEN s < 0.05 THEN 'draft' WHEN s < 0.10 THEN 'cancelled'
                    WHEN s < 0.25 THEN 'awarded' ELSE 'open' END,
      deadline = CASE WHEN s < 0.05 THEN now() + interval '20 days'
                      WHEN s < 0.10 THEN now() + interval '10 days'
                      WHEN s < 0.25 THEN published + interval '14 days'
                      -- closed: past its deadline, which came after the publication
                      WHEN s < 0.37 THEN published + (now() - published) * (0.2 + 0.7 * d)
                      ELSE now() + interval '1 day' + d * interval '59 days' END;
    INSERT INTO buying_requests (request_id, buyer_business_id, created_by, title, description, industry_id,
        category_id, quantity, unit, target_price, currency, incoterm, delivery_country, deadline, visibility,
        status, cancel_reason, created_at, updated_at, published_at, awarded_at, cancelled_at)
      SELECT r.request_id, b.business_id, b.owner, t.title, t.description, t.industry_id, t.category_id,
             t.quantity, t.unit, CASE WHEN r.d < 0.4 THEN round(t.usd::numeric * 0.9, 2) END,
             CASE WHEN r.d < 0.4 THEN 'USD' END, 'FOB', b.country_code, r.deadline,
             CASE WHEN r.v < 0.1 THEN 'invited' ELSE 'open' END, r.status,
             CASE WHEN r.status = 'cancelled' THEN 'The project was moved to next year' END,
             r.published - interval '10 minutes',
             r.published,
             CASE WHEN r.status <> 'draft' THEN r.published END,
             CASE WHEN r.status = 'awarded' THEN least(now(), r.published + interval '10 days') END,
             CASE WHEN r.status = 'cancelled' THEN least(now(), r.published + interval '1 day') END
        FROM bench_rfq r JOIN bench_businesses b ON b.n = r.buyer JOIN bench_rfq_texts t ON t.n = r.t;
    -- An invited request names the businesses that quote on it (the same positions as below).
    INSERT INTO buying_request_invitations (request_id, business_id)
      SELECT r.request_id, b.business_id
        FROM bench_rfq r CROSS JOIN generate_series(1, 11) j
        JOIN bench_businesses b ON b.n = 1 + (r.buyer - 1 + j * ${stride}) % ${B}
       WHERE r.v < 0.1;
  `);

  options.log(`  quotes ${sizes.quotes.toLocaleString('en')}…`);
  await sql.query(`
    CREATE TABLE bench_published AS
      SELECT row_number() OVER (ORDER BY i)::int AS m, r.* FROM bench_rfq r WHERE r.status <> 'draft';
  `);
  const published = Number((await sql.query('SELECT count(*)::int AS n FROM bench_published')).rows[0]!.n);
  const Q = sizes.quotes;
  await sql.query(`
    SELECT setseed(${seedValue(`${options.seed} quote rows`)});
    INSERT INTO buying_request_quotes (request_id, business_id, author_user_id, unit_price, currency, min_order,
        lead_time_days, incoterm, valid_until, status, decline_reason, created_at, updated_at, decided_at)
      SELECT p.request_id, b.business_id, b.owner,
             round((t.usd::numeric * (0.75 + random() * 0.5) * CASE c.code WHEN 'EUR' THEN 0.92 WHEN 'CNY' THEN 7.2
               WHEN 'MXN' THEN 17.2 WHEN 'BRL' THEN 5.1 WHEN 'INR' THEN 83 WHEN 'JPY' THEN 150 ELSE 1 END)::numeric, 2)
               + 0.01,
             c.code, greatest(1, round(t.quantity * 0.2)), 10 + floor(random() * 50)::int, 'FOB',
             (p.deadline + interval '30 days')::date,
             CASE WHEN j > 10 THEN 'withdrawn'
                  WHEN p.status = 'awarded' AND j = 1 THEN 'awarded'
                  WHEN p.status = 'awarded' AND j <= 4 THEN 'declined' ELSE 'active' END,
             CASE WHEN p.status = 'awarded' AND j BETWEEN 2 AND 4 THEN 'The price is above our budget' END,
             q.at, q.at,
             CASE WHEN j > 10 THEN q.at + interval '1 hour'
                  WHEN p.status = 'awarded' AND j <= 4 THEN least(now(), p.published + interval '10 days') END
        FROM bench_published p
        CROSS JOIN LATERAL generate_series(1, (floor(${Q}::numeric * p.m / ${published})
                                             - floor(${Q}::numeric * (p.m - 1) / ${published}))::int) j
        JOIN bench_businesses b ON b.n = 1 + (p.buyer - 1 + j * ${stride}) % ${B}
        JOIN bench_rfq_texts t ON t.n = p.t
        CROSS JOIN LATERAL (SELECT (ARRAY['USD','USD','USD','EUR','EUR','CNY','MXN','BRL','INR','JPY'])
                                   [1 + (j + floor(random() * 10)::int) % 10] AS code) c
        -- After the publication, before the deadline, the load, the award or the cancelling.
        CROSS JOIN LATERAL (SELECT p.published + (least(p.deadline, now(),
                                   p.published + CASE p.status WHEN 'cancelled' THEN interval '1 day'
                                                               ELSE interval '10 days' END)
                                   - p.published) * random() AS at) q;
  `);
  options.log('  VACUUM ANALYZE…');
  await sql.query(
    'VACUUM ANALYZE auth_accounts, users, businesses, business_members, buying_requests, buying_request_invitations, buying_request_quotes',
  );
  return { sizes, seconds: secondsSince(started) };
}

/** What the run measures with: requests to compare (as their buyers), board cursors, counts. */
export interface RfqFacts {
  /** Open requests taking quotes on the board. */
  onBoard: number;
  /** Requests with 10 active quotes, and their buyers (owner accounts) to read them as. */
  compared: {
    requestId: string;
    buyer: { id: string; email: string; firstName: string; lastName: string };
  }[];
}

export async function describeRfqData(sql: SqlRunner, comparisons: number): Promise<RfqFacts> {
  const { rows: board } = await sql.query(
    `SELECT count(*)::int AS n FROM buying_requests
      WHERE status = 'open' AND visibility = 'open' AND deadline > now()`,
  );
  // Open requests with the most quotes, of distinct buyers.
  const { rows } = await sql.query(
    `SELECT DISTINCT ON (r.buyer_business_id) r.request_id, a.id, a.email, a.first_name, a.last_name
       FROM buying_requests r
       JOIN business_members m ON m.business_id = r.buyer_business_id AND m.role = 'owner'
       JOIN auth_accounts a ON a.id = m.user_id
      WHERE r.status = 'open' AND r.deadline > now()
        AND (SELECT count(*) FROM buying_request_quotes q WHERE q.request_id = r.request_id AND q.status = 'active') >= 10
      ORDER BY r.buyer_business_id, r.request_id
      LIMIT $1`,
    [comparisons],
  );
  return {
    onBoard: Number(board[0]!.n),
    compared: rows.map((r) => ({
      requestId: String(r.request_id),
      buyer: {
        id: String(r.id),
        email: String(r.email),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
      },
    })),
  };
}

/** The board's keyset position `depth` rows deep (what `nextCursor` holds after that many). */
export async function boardPosition(
  sql: SqlRunner,
  depth: number,
): Promise<{ at: string; id: string } | null> {
  const { rows } = await sql.query(
    `SELECT published_at::text AS at, request_id FROM buying_requests
      WHERE status = 'open' AND visibility = 'open' AND deadline > now()
      ORDER BY published_at DESC, request_id DESC OFFSET $1 LIMIT 1`,
    [depth - 1],
  );
  return rows[0] ? { at: String(rows[0].at), id: String(rows[0].request_id) } : null;
}
