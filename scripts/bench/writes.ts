/**
 * Writes under search load (issue 23, "Measure"): product create and update through the API by 8
 * concurrent writers while 8 more connections search, first with the search index as it is, then
 * with it dropped.
 *
 * - Writers: owners of loaded businesses with room under their tier's product cap, each signed in
 *   with a session of their own and an access token the bench signs (the server trusts the
 *   bench's key, scripts/bench/server.ts). Each goes round: add a product (a copy of one of the
 *   business's, its name numbered), edit an existing product's description, delete the product
 *   it added (mixed/load.ts drives them; one owner per connection, so no two touch a row).
 * - Search load: the benchmark's search requests, over the same API, on `connections` more
 *   connections for the same seconds.
 * - "The search index dropped": what keeps the products' search index is switched off: the
 *   products' search triggers (the documents' fill and the vocabulary) disabled and the GIN
 *   indexes of the products' documents dropped. A product search then has no index to use, so
 *   the like-for-like comparison searches businesses and people in both cases (their indexes stay);
 *   the same writes under every kind of search, products included, are measured beside it with the
 *   index on, and the writes alone (no searches) with the index on and dropped: what maintaining
 *   the index costs a write itself, free of queueing behind searches. Afterwards the triggers are enabled, the indexes rebuilt and the writers' products'
 *   documents refreshed, when the data is kept (`--keep`, `--reuse`).
 */
import { productLimitFor, productTextMax, type CreateProduct, type ProductInput } from '@wbn/contracts';
import { measureHttp, type HttpRequest } from './http.ts';
import { runMix } from './mixed/load.ts';
import type { MixStep } from './mixed/mix.ts';
import { medians, push, type Rounds } from './rounds.ts';
import { secondsSince } from './sql-load.ts';
import type { SqlRunner } from './sql-runner.ts';
import type { Summary } from './stats.ts';
import { signBenchToken, type BenchAuthKeys } from './tokens.ts';

export { benchAuthKeys, type BenchAuthKeys } from './tokens.ts';

/** One writer: a business's owner, signed in, and the product it copies and edits. */
export interface Writer {
  token: string;
  businessId: string;
  product: { id: string; body: ProductInput };
  /** The business's products before the writes: the others are what the writes added. */
  existing: string[];
}

/**
 * The search index on or dropped; beside the writes, searches of businesses and people (the
 * like-for-like pair), of every kind, or none (what maintaining the index costs a write itself).
 */
export type WriteVariant = 'on' | 'dropped' | 'on, every search' | 'on, no searches' | 'dropped, no searches';
const variantOrder: WriteVariant[] = [
  'on',
  'dropped',
  'on, every search',
  'on, no searches',
  'dropped, no searches',
];

export interface WriteResults {
  writers: number;
  searchConnections: number;
  duration: number;
  rounds: number;
  /** Medians of the rounds, per variant: each write step, and the searches beside them. */
  variants: { variant: WriteVariant; steps: Record<string, Summary>; searches?: Summary | undefined }[];
  /** What "dropped" switched off, as run. */
  dropped: { triggers: string[]; indexes: string[] };
  /** Seconds the index rebuild took afterwards (null: not rebuilt, the data was not kept). */
  restoreSeconds: number | null;
  /** Answers that were not 2xx, by step and status, over every run. */
  non2xx: Record<string, number>;
  samples: string[];
}

/** Owners of businesses with at least one product and room for two more, one per business. */
export async function prepareWriters(
  runner: SqlRunner,
  count: number,
  auth: { keys: BenchAuthKeys; issuer: string },
): Promise<Writer[]> {
  const { rows } = await runner.query(
    `SELECT b.business_id, b.subscription, a.id AS user_id, a.email, a.first_name, a.last_name,
            (SELECT count(*)::int FROM products p WHERE p.business_id = b.business_id) AS products
       FROM businesses b
       JOIN business_members m ON m.business_id = b.business_id AND m.role = 'owner'
       JOIN auth_accounts a ON a.id = m.user_id
      ORDER BY b.business_id
      LIMIT 5000`,
  );
  const seen = new Set<string>();
  const chosen = rows.filter((r) => {
    const user = String(r.user_id);
    const products = Number(r.products);
    if (seen.has(user) || products < 1 || products + 2 > productLimitFor(String(r.subscription)))
      return false;
    seen.add(user);
    return true;
  });
  if (chosen.length < count) throw new Error(`only ${chosen.length} businesses have room for a writer`);
  const writers: Writer[] = [];
  for (const r of chosen.slice(0, count)) {
    const token = await signBenchToken(runner, auth, {
      id: String(r.user_id),
      email: String(r.email),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
    });
    // What an earlier run's writes left (an add answered after its run had ended) goes first.
    await runner.query(`DELETE FROM products WHERE business_id = $1 AND name ~ ' batch [0-9]+$'`, [
      r.business_id,
    ]);
    const { rows: products } = await runner.query(
      `SELECT product_id, name, keywords, description, industry_id, category_id, sub_category_id, specs,
              lead_time, stock
         FROM products WHERE business_id = $1 ORDER BY created_at, product_id`,
      [r.business_id],
    );
    const p = products[0]!;
    writers.push({
      token,
      businessId: String(r.business_id),
      product: { id: String(p.product_id), body: productInput(p) },
      existing: products.map((x) => String(x.product_id)),
    });
  }
  return writers;
}

/** A stored product as the body the product page's form sends, within the contract's limits. */
function productInput(p: Record<string, unknown>): ProductInput {
  const specs = Array.isArray(p.specs) ? (p.specs as { key?: unknown; value?: unknown }[]) : [];
  return {
    name: String(p.name).slice(0, productTextMax.name - 12),
    keywords: ((p.keywords as string[] | null) ?? [])
      .map((k) => k.slice(0, productTextMax.keyword))
      .slice(0, productTextMax.keywords),
    description: String(p.description ?? '').slice(0, productTextMax.description - 20),
    industry: String(p.industry_id),
    category: String(p.category_id),
    subCategory: p.sub_category_id ? String(p.sub_category_id) : null,
    specs: specs
      .filter((s) => String(s.key ?? '').trim() && String(s.value ?? '').trim())
      .map((s) => ({
        key: String(s.key).slice(0, productTextMax.specKey),
        value: String(s.value).slice(0, productTextMax.specValue),
      }))
      .slice(0, productTextMax.specs),
    leadTime: typeof p.lead_time === 'number' ? p.lead_time : null,
    stock: Boolean(p.stock),
  };
}

/** A writer's cycle: add a product, edit the existing one's description, delete the one added. */
export function writerCycle(w: Writer): MixStep[] {
  const write = (
    name: MixStep['name'],
    method: MixStep['method'],
    path: string | null,
    revise?: MixStep['revise'],
  ): MixStep => ({ name, kind: 'write', method, path, token: w.token, ...(revise ? { revise } : {}) });
  const { body } = w.product;
  return [
    write('product create', 'POST', '/api/product', (rev): CreateProduct => ({
      ...body,
      businessID: w.businessId,
      name: `${body.name} batch ${rev}`,
    })),
    write('product edit', 'PUT', `/api/product/${w.product.id}`, (rev): ProductInput => ({
      ...body,
      description: `${body.description} Revision ${rev}.`.trim(),
    })),
    write('product delete', 'DELETE', null),
  ];
}

/**
 * Deletes what the writes added and left (a run ends wherever the cycle is: after an add, before
 * its delete), so that the businesses stay under their cap from one run to the next.
 */
export async function removeAdded(runner: SqlRunner, writers: Writer[]): Promise<void> {
  // Requests still in flight when the run ended are answered within a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const w of writers)
    await runner.query('DELETE FROM products WHERE business_id = $1 AND product_id <> ALL($2::uuid[])', [
      w.businessId,
      w.existing,
    ]);
}

/** Switches off what keeps the products' search index; returns what it did, for restoreSearch. */
export async function dropProductSearch(
  runner: SqlRunner,
): Promise<WriteResults['dropped'] & { defs: string[] }> {
  const { rows: triggers } = await runner.query(
    `SELECT tgname FROM pg_trigger
      WHERE tgrelid = 'products'::regclass AND NOT tgisinternal AND tgname LIKE '%search%' ORDER BY 1`,
  );
  const { rows: indexes } = await runner.query(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = 'products' AND indexdef ILIKE '%USING gin%' ORDER BY 1`,
  );
  for (const t of triggers) await runner.query(`ALTER TABLE products DISABLE TRIGGER "${String(t.tgname)}"`);
  for (const ix of indexes) await runner.query(`DROP INDEX "${String(ix.indexname)}"`);
  return {
    triggers: triggers.map((t) => String(t.tgname)),
    indexes: indexes.map((ix) => String(ix.indexname)),
    defs: indexes.map((ix) => String(ix.indexdef)),
  };
}

/** Undoes dropProductSearch and rebuilds the documents the writers touched meanwhile. */
export async function restoreProductSearch(
  runner: SqlRunner,
  dropped: WriteResults['dropped'] & { defs: string[] },
  writers: Writer[],
): Promise<void> {
  for (const t of dropped.triggers) await runner.query(`ALTER TABLE products ENABLE TRIGGER "${t}"`);
  // A NULL document is rebuilt by the fill trigger on the next update of its row.
  await runner.query('UPDATE products SET search_doc = NULL WHERE business_id = ANY($1::uuid[])', [
    writers.map((w) => w.businessId),
  ]);
  await Promise.all(dropped.defs.map((def) => runner.query(def)));
  await runner.query('ANALYZE products');
}

/**
 * Every variant `rounds` times: those with the index on interleaved, then the index dropped for
 * its rounds (its two variants interleaved), then (when `restore`) put back.
 */
export async function measureWrites(options: {
  baseUrl: string;
  runner: SqlRunner;
  writers: Writer[];
  /** The search requests of every kind, and those of businesses and people only. */
  searches: { all: HttpRequest[]; withoutProducts: HttpRequest[] };
  connections: number;
  duration: number;
  rounds: number;
  restore: boolean;
  log: (line: string) => void;
}): Promise<WriteResults> {
  const { baseUrl, runner, writers, searches, connections, duration, rounds } = options;
  const cycles = writers.map(writerCycle);
  const steps: Rounds = new Map();
  const searchRounds: Rounds = new Map();
  const non2xx: Record<string, number> = {};
  const samples: string[] = [];
  const once = async (variant: WriteVariant) => {
    const requests = variant.endsWith('no searches')
      ? null
      : variant === 'on, every search'
        ? searches.all
        : searches.withoutProducts;
    const [mix, search] = await Promise.all([
      runMix(baseUrl, cycles, duration),
      requests ? measureHttp(baseUrl, requests, { connections, duration }) : null,
    ]);
    await removeAdded(runner, writers);
    for (const [name, s] of Object.entries(mix.steps)) push(steps, `${variant}:${name}`, s);
    if (search) push(searchRounds, variant, search);
    for (const [k, n] of Object.entries(mix.non2xx)) non2xx[k] = (non2xx[k] ?? 0) + n;
    samples.push(...mix.samples.slice(0, Math.max(0, 5 - samples.length)));
  };
  // Uncounted, before each block: the writers alone for a moment.
  const warm = Math.min(2, duration);
  options.log('Writes under search load, the search index on…');
  await runMix(baseUrl, cycles, warm);
  await removeAdded(runner, writers);
  for (let r = 1; r <= rounds; r++) {
    await once('on');
    await once('on, every search');
    await once('on, no searches');
  }
  options.log('Writes under search load, the products’ search index dropped…');
  const dropped = await dropProductSearch(runner);
  let restoreSeconds: number | null = null;
  try {
    await runMix(baseUrl, cycles, warm);
    await removeAdded(runner, writers);
    for (let r = 1; r <= rounds; r++) {
      await once('dropped');
      await once('dropped, no searches');
    }
  } finally {
    if (options.restore) {
      options.log('  putting the products’ search index back…');
      const t = performance.now();
      await restoreProductSearch(runner, dropped, writers);
      restoreSeconds = secondsSince(t);
    }
    await removeAdded(runner, writers);
  }
  const stepMedians = medians(steps);
  const searchMedians = medians(searchRounds);
  const variants = variantOrder.map((variant) => ({
    variant,
    steps: Object.fromEntries(
      Object.entries(stepMedians)
        .filter(([k]) => k.startsWith(`${variant}:`))
        .map(([k, s]) => [k.slice(variant.length + 1), s]),
    ),
    searches: searchMedians[variant],
  }));
  return {
    writers: writers.length,
    searchConnections: connections,
    duration,
    rounds,
    variants,
    dropped: { triggers: dropped.triggers, indexes: dropped.indexes },
    restoreSeconds,
    non2xx,
    samples,
  };
}
