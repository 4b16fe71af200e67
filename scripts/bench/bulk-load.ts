/**
 * Loads the benchmark directory: the demo generator's streams (seeded, skewed) at 100k users,
 * 100k businesses and 1M products, mapped by the demo's own row functions and inserted as large
 * `INSERT … SELECT FROM unnest($1::uuid[], $2::text[], …)` statements (one bind parameter per
 * column, thousands of rows each; pg-copy-streams is not installed). The search triggers fill the
 * search documents and the vocabulary as for any write. Secondary indexes (the search documents'
 * GIN indexes among them) are dropped first and rebuilt once at the end, then VACUUM ANALYZE
 * (load-data.ts).
 *
 * The pieces: bulk-columns.ts (each table's columns), bulk-rows.ts (a generated item as a value
 * list), bulk-insert.ts (the INSERT), limiter.ts (statements in parallel on the connections).
 */
import {
  authAccountRow,
  benchmarkDistribution,
  benchmarkSizes,
  businessCategoryRows,
  certificateRows,
  generateBusinessStream,
  generateUserStream,
  ownerMemberRow,
  productsForBusiness,
  type DemoBusiness,
  type DemoOwner,
} from '@wbn/db/demo';
import {
  authColumns,
  businessColumns,
  categoryColumns,
  certificateColumns,
  memberColumns,
  productColumns,
  userColumns,
} from './bulk-columns.ts';
import { insertMany } from './bulk-insert.ts';
import { businessValues, productValues, userValues } from './bulk-rows.ts';
import { limiter } from './limiter.ts';
import type { SqlRunner } from './sql-runner.ts';

export type { SqlRunner } from './sql-runner.ts';

export interface LoadCounts {
  users: number;
  businesses: number;
  products: number;
  categories: number;
  certificates: number;
  /** Seconds spent rebuilding the secondary indexes after the inserts (absent in older reports). */
  indexSeconds?: number;
}

/** Tables whose secondary indexes are rebuilt after the load. */
const loadedTables = [
  'auth_accounts',
  'users',
  'businesses',
  'business_categories',
  'business_members',
  'business_certificates',
  'products',
];

export function benchSizes(factor: number) {
  return {
    users: Math.max(50, Math.round(benchmarkSizes.users * factor)),
    businesses: Math.max(50, Math.round(benchmarkSizes.businesses * factor)),
    products: Math.max(100, Math.round(benchmarkSizes.products * factor)),
  };
}

/**
 * Generates and inserts the data. `runners` are separate connections (two on PostgreSQL, so the
 * server builds search documents on one core while this process generates on the other).
 */
export async function bulkLoad(
  runners: SqlRunner[],
  options: {
    seed: string;
    factor: number;
    log: (line: string) => void;
    /** Counts other than the factor's (the posts bench: fewer businesses and no products). */
    sizes?: ReturnType<typeof benchSizes>;
  },
): Promise<LoadCounts> {
  const sizes = options.sizes ?? benchSizes(options.factor);
  const counts: LoadCounts = { users: 0, businesses: 0, products: 0, categories: 0, certificates: 0 };
  const [main] = runners;
  if (!main) throw new Error('bulkLoad needs a connection');

  // Secondary indexes are rebuilt once at the end: far cheaper than maintaining them row by row.
  const { rows: indexes } = await main.query(
    `SELECT indexname, indexdef FROM pg_indexes i
      WHERE schemaname = 'public' AND tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [loadedTables],
  );
  for (const ix of indexes) await main.query(`DROP INDEX IF EXISTS "${String(ix.indexname)}"`);

  let next = 0;
  const runner = () => runners[next++ % runners.length]!;
  const queue = limiter(runners.length);
  const step = (n: number, every: number) => n > 0 && n % every === 0;

  // Users (with their sign-in accounts).
  const owners: DemoOwner[] = [];
  let authBatch: unknown[][] = [];
  let userBatch: unknown[][] = [];
  const flushUsers = async () => {
    const [a, u] = [authBatch, userBatch];
    authBatch = [];
    userBatch = [];
    const sql = runner();
    await queue.submit(async () => {
      await insertMany(sql, 'auth_accounts', authColumns, a);
      await insertMany(sql, 'users', userColumns, u);
    });
  };
  for (const u of generateUserStream(options.seed, sizes.users)) {
    owners.push({ userID: u.userID, countryCode: u.countryCode });
    const acc = authAccountRow(u);
    authBatch.push([
      acc.id,
      acc.email,
      acc.passwordHash,
      acc.firstName,
      acc.lastName,
      acc.createdAt,
      acc.passwordChangedAt,
    ]);
    userBatch.push(userValues(u));
    counts.users++;
    if (userBatch.length >= 5000) await flushUsers();
    if (step(counts.users, 20_000)) options.log(`  users ${counts.users.toLocaleString('en')}`);
  }
  await flushUsers();
  await queue.drain();

  // Businesses, their sections and products: a business always goes in before its products
  // (the product trigger copies the business's rank and country).
  let batch: DemoBusiness[] = [];
  const flushBusinesses = async () => {
    const list = batch;
    batch = [];
    const products: unknown[][] = [];
    for (const b of list) {
      for (const p of productsForBusiness(options.seed, b, benchmarkDistribution, counts.products)) {
        if (counts.products >= sizes.products) break;
        products.push(productValues(p));
        counts.products++;
      }
    }
    const categories = list
      .flatMap(businessCategoryRows)
      .map((c) => [c.businessId, c.categoryId, c.sortOrder]);
    const members = list.map(ownerMemberRow).map((m) => [m.businessId, m.userId, m.role, m.createdAt]);
    const certificates = list
      .flatMap(certificateRows)
      .map((c) => [c.certificateId, c.businessId, c.name, c.issueDate, c.expireDate, c.createdAt]);
    counts.categories += categories.length;
    counts.certificates += certificates.length;
    const sql = runner();
    const businesses = list.map(businessValues);
    await queue.submit(async () => {
      await insertMany(sql, 'businesses', businessColumns, businesses);
      await insertMany(sql, 'business_categories', categoryColumns, categories);
      await insertMany(sql, 'business_members', memberColumns, members);
      await insertMany(sql, 'business_certificates', certificateColumns, certificates);
      for (let i = 0; i < products.length; i += 5000)
        await insertMany(sql, 'products', productColumns, products.slice(i, i + 5000));
    });
  };
  for (const b of generateBusinessStream(options.seed, sizes.businesses, owners)) {
    batch.push(b);
    counts.businesses++;
    if (batch.length >= 1000) await flushBusinesses();
    if (step(counts.businesses, 10_000)) {
      options.log(
        `  businesses ${counts.businesses.toLocaleString('en')}, products ${counts.products.toLocaleString('en')}`,
      );
    }
  }
  await flushBusinesses();
  await queue.drain();

  options.log(`  rebuilding ${indexes.length} indexes…`);
  const started = performance.now();
  const rebuild = limiter(runners.length);
  // The largest first (the documents' GIN indexes), so that the two connections finish together.
  const gin = (ix: Record<string, unknown>) => (/USING gin/i.test(String(ix.indexdef)) ? 0 : 1);
  for (const ix of [...indexes].sort((a, b) => gin(a) - gin(b))) {
    const sql = runner();
    await rebuild.submit(async () => {
      await sql.query(String(ix.indexdef));
    });
  }
  await rebuild.drain();
  counts.indexSeconds = Math.round((performance.now() - started) / 100) / 10;
  return counts;
}
