/**
 * Loads the benchmark directory: the demo generator's streams (seeded, skewed) at 100k users,
 * 100k businesses and 1M products, mapped by the demo's own row functions and inserted as large
 * `INSERT … SELECT FROM unnest($1::uuid[], $2::text[], …)` statements (one bind parameter per
 * column, thousands of rows each; pg-copy-streams is not installed). The search triggers fill the search columns as for any write. Secondary indexes are
 * dropped first and rebuilt once at the end, then VACUUM ANALYZE.
 */
import {
  benchmarkDistribution,
  benchmarkSizes,
  businessCategoryRows,
  businessRow,
  certificateRows,
  generateBusinessStream,
  generateUserStream,
  ownerMemberRow,
  productRow,
  productsForBusiness,
  userRow,
  authAccountRow,
  type DemoBusiness,
  type DemoOwner,
  type DemoProduct,
  type DemoUser,
} from '../../packages/db/src/demo/index.ts';

/** What the loader needs of a connection: pg's Pool has it. */
export interface SqlRunner {
  /** With a name, a driver that can prepares the statement once per connection. */
  query(text: string, params?: unknown[], name?: string): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * EXPLAIN ANALYZE of every statement a statement runs inside functions (auto_explain), where the
   * database offers it; a search's work happens inside search_run().
   */
  explainNested?(text: string, params: unknown[]): Promise<string>;
}

export interface LoadCounts {
  users: number;
  businesses: number;
  products: number;
  categories: number;
  certificates: number;
}

type ColumnType = 'uuid' | 'text' | 'int' | 'bool' | 'date' | 'timestamptz' | 'jsonb' | 'text[]';
type Column = [name: string, type: ColumnType];

/** Tables whose secondary indexes are rebuilt after the load. */
const loadedTables = [
  'auth_accounts',
  'users',
  'businesses',
  'business_categories',
  'business_members',
  'business_certificates',
  'products',
  'search_terms',
];

/** A PostgreSQL array literal for one text[] value (sent inside a text[] parameter). */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** One INSERT for many rows: each column travels as one array parameter. */
async function insertMany(
  sql: SqlRunner,
  table: string,
  columns: Column[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const params = columns.map((_, i) =>
    rows.map((r) => {
      const v = r[i];
      if (v === null || v === undefined) return null;
      if (columns[i]![1] === 'jsonb') return JSON.stringify(v);
      if (columns[i]![1] === 'text[]') return arrayLiteral(v as string[]);
      if (v instanceof Date) return v.toISOString();
      return v;
    }),
  );
  const wire = (t: ColumnType) => (t === 'jsonb' || t === 'text[]' ? 'text' : t);
  const unnest = columns.map(([, type], i) => `$${i + 1}::${wire(type)}[]`).join(', ');
  const names = columns.map(([name]) => name);
  const select = columns.map(([name, type]) => (wire(type) === type ? name : `${name}::${type}`)).join(', ');
  await sql.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS x(${names.join(', ')})`,
    params,
  );
}

const authColumns: Column[] = [
  ['id', 'uuid'],
  ['email', 'text'],
  ['password_hash', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['created_at', 'timestamptz'],
  ['password_changed_at', 'timestamptz'],
];
const userColumns: Column[] = [
  ['user_id', 'uuid'],
  ['email', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['mobile_phone_country_code', 'text'],
  ['mobile_phone_number', 'text'],
  ['city', 'text'],
  ['country_code', 'text'],
  ['state_id', 'text'],
  ['gender_code', 'text'],
  ['preferred_language_code', 'text'],
  ['job_position_id', 'text'],
  ['business_type_code', 'text'],
  ['industry_id', 'text'],
  ['company_name', 'text'],
  ['profession', 'text'],
  ['birth_date', 'date'],
  ['brief_presentation', 'text'],
  ['show_birth_date', 'bool'],
  ['show_profession', 'bool'],
  ['profile_photo_url', 'text'],
  ['profile_photo_key', 'text'],
  ['cover_photo_url', 'text'],
  ['cover_photo_key', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const businessColumns: Column[] = [
  ['business_id', 'uuid'],
  ['owner_id', 'uuid'],
  ['key', 'text'],
  ['company_name', 'text'],
  ['short_description', 'text'],
  ['general_description', 'text'],
  ['business_type_code', 'text'],
  ['industry_id', 'text'],
  ['country_code', 'text'],
  ['state_id', 'text'],
  ['subscription', 'text'],
  ['verified', 'bool'],
  ['year_established', 'int'],
  ['logo_url', 'text'],
  ['cover_url', 'text'],
  ['figures', 'jsonb'],
  ['contact_info', 'jsonb'],
  ['factory', 'jsonb'],
  ['trade_capabilities', 'jsonb'],
  ['business_terms', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const categoryColumns: Column[] = [
  ['business_id', 'uuid'],
  ['category_id', 'text'],
  ['sort_order', 'int'],
];
const memberColumns: Column[] = [
  ['business_id', 'uuid'],
  ['user_id', 'uuid'],
  ['role', 'text'],
  ['created_at', 'timestamptz'],
];
const certificateColumns: Column[] = [
  ['certificate_id', 'uuid'],
  ['business_id', 'uuid'],
  ['name', 'text'],
  ['issue_date', 'date'],
  ['expire_date', 'date'],
  ['created_at', 'timestamptz'],
];
const productColumns: Column[] = [
  ['product_id', 'uuid'],
  ['business_id', 'uuid'],
  ['name', 'text'],
  ['keywords', 'text[]'],
  ['description', 'text'],
  ['industry_id', 'text'],
  ['category_id', 'text'],
  ['sub_category_id', 'text'],
  ['specs', 'jsonb'],
  ['lead_time', 'int'],
  ['stock', 'bool'],
  ['main_image_url', 'text'],
  ['images', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/** A few shared picture URLs per industry: the benchmark measures rows, not image files. */
const poolUrl = (dir: string, industryKey: string, n: number) =>
  `/files/images/${dir}/bench-pool-${industryKey}-${n}.webp`;

function userValues(u: DemoUser) {
  const key = u.industryId.slice(-4);
  const photo = u.hasProfilePhoto ? { url: poolUrl('profile-photo', key, u.index % 4), key: '' } : null;
  if (photo) photo.key = photo.url.slice('/files/'.length);
  const r = userRow(u, { profilePhoto: photo, coverPhoto: null });
  return [
    r.userId,
    r.email,
    r.firstName,
    r.lastName,
    r.mobilePhoneCountryCode,
    r.mobilePhoneNumber,
    r.city,
    r.countryCode,
    r.stateId,
    r.genderCode,
    r.preferredLanguageCode,
    r.jobPositionId,
    r.businessTypeCode,
    r.industryId,
    r.companyName,
    r.profession,
    r.birthDate,
    r.briefPresentation,
    r.showBirthDate,
    r.showProfession,
    r.profilePhotoUrl,
    r.profilePhotoKey,
    r.coverPhotoUrl,
    r.coverPhotoKey,
    r.createdAt,
    r.updatedAt,
  ];
}

function businessValues(b: DemoBusiness) {
  const key = b.general.industryKey;
  const r = businessRow(b, {
    logoUrl: poolUrl('logo', key, b.index % 8),
    coverUrl: poolUrl('cover-photo', key, b.index % 4),
  });
  return [
    r.businessId,
    r.ownerId,
    r.key,
    r.companyName,
    r.shortDescription,
    r.generalDescription,
    r.businessTypeCode,
    r.industryId,
    r.countryCode,
    r.stateId,
    r.subscription,
    r.verified,
    r.yearEstablished,
    r.logoUrl,
    r.coverUrl,
    r.figures,
    r.contactInfo,
    r.factory,
    r.tradeCapabilities,
    r.businessTerms,
    r.createdAt,
    r.updatedAt,
  ];
}

function productValues(p: DemoProduct) {
  const key = p.industryId.slice(-4);
  const extra = Array.from({ length: p.imageCount - 1 }, (_, i) => poolUrl('product-image', key, 8 + i));
  const r = productRow(p, { mainImageUrl: poolUrl('product-image', key, p.index % 8), imageUrls: extra });
  return [
    r.productId,
    r.businessId,
    r.name,
    r.keywords,
    r.description,
    r.industryId,
    r.categoryId,
    r.subCategoryId,
    r.specs,
    r.leadTime,
    r.stock,
    r.mainImageUrl,
    r.images,
    r.createdAt,
    r.updatedAt,
  ];
}

export function benchSizes(factor: number) {
  return {
    users: Math.max(50, Math.round(benchmarkSizes.users * factor)),
    businesses: Math.max(50, Math.round(benchmarkSizes.businesses * factor)),
    products: Math.max(100, Math.round(benchmarkSizes.products * factor)),
  };
}

/** Runs `jobs` with at most `parallel` at once, in order of submission. */
function limiter(parallel: number) {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  return {
    async submit(job: () => Promise<void>) {
      if (failure) throw failure;
      while (running.size >= parallel) await Promise.race(running);
      const p = job()
        .catch((err: unknown) => {
          failure = err;
        })
        .finally(() => running.delete(p));
      running.add(p);
    },
    async drain() {
      await Promise.all(running);
      if (failure) throw failure;
    },
  };
}

/**
 * Generates and inserts the data. `runners` are separate connections (two on PostgreSQL, so the
 * server builds search documents on one core while this process generates on the other).
 */
export async function bulkLoad(
  runners: SqlRunner[],
  options: { seed: string; factor: number; log: (line: string) => void },
): Promise<LoadCounts> {
  const sizes = benchSizes(options.factor);
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
  // The term bitsets too are built once at the end (search_bits_rebuild): kept statement by
  // statement, every batch would rewrite the bitsets of most words. The load's connections are
  // also opened with this setting (database.ts).
  await main.query(`SET wbn.search_bits = 'deferred'`);

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
  const rebuild = limiter(runners.length);
  for (const ix of indexes) {
    const sql = runner();
    await rebuild.submit(async () => {
      await sql.query(String(ix.indexdef));
    });
  }
  await rebuild.drain();
  options.log('  building the term bitsets…');
  await main.query('SELECT search_bits_rebuild()');
  await main.query('RESET wbn.search_bits');
  return counts;
}
