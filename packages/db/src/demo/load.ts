/**
 * Loads the demo directory into an empty database: users (with sign-in accounts and profiles),
 * businesses (categories, owner membership, every section, certificates), products (specs,
 * images), a power-law of likes, the newsfeed (follows, posts, comments and replies, likes of
 * posts and comments), the message center (inquiry threads and their messages), notifications,
 * buying requests with their invitations, quotes and reviews, and the pictures through a caller-supplied image store. One transaction, large multi-row
 * inserts, then ANALYZE. Nothing happens when the directory already has a business, so it is safe
 * to call at every start.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../client.ts';
import * as t from '../schema/index.ts';
import type { NotificationActor } from '../schema/inquiries.ts';
import { membershipPlans } from '@wbn/contracts';
import {
  demoDistribution,
  demoSizes,
  generateBusinesses,
  generateProducts,
  generateSocial,
  generateUsers,
} from './generate.ts';
import { DAY, REFERENCE_DATE } from './generate/dates.ts';
import { generateInquiries } from './generate/inquiries.ts';
import { generateNotifications } from './generate/notifications.ts';
import { Random, type Seed } from './random.ts';
import { DemoPicturePlan, type DemoImage, type DemoImageStore } from './pictures.ts';
import { generateBuyingRequests } from './generate/buying-requests.ts';
import { addLocalShowcase } from './local/index.ts';
import { demoOperators, loadDemoOperators } from './operators.ts';
import { planDemoVerification } from './verification.ts';
import {
  authAccountRow,
  businessCategoryRows,
  buyingRequestInvitationRows,
  buyingRequestQuoteRows,
  buyingRequestRow,
  businessReviewRows,
  businessRow,
  certificateRows,
  commentRow,
  demoPasswordHash,
  followRow,
  inquiryMessageRow,
  inquiryRequestRow,
  likeRow,
  notificationRow,
  ownerMemberRow,
  postRow,
  productRow,
  userRow,
} from './rows.ts';
import type { DemoActor, DemoBusiness, DemoProduct, DemoUser, ProductDistribution } from './types.ts';

export const demoSeed = 'wbn-demo';

export interface LoadDemoOptions {
  seed?: Seed;
  /** Defaults: `demoSizes` (200 users, 300 businesses). */
  users?: number;
  businesses?: number;
  distribution?: ProductDistribution;
  /** Where pictures go; without one, no picture URLs are set. */
  images?: DemoImageStore;
  /** Pictures rendered at once (default 4: sharp works on its own threads). */
  imageConcurrency?: number;
  /** argon2id hash for every demo account (default: the hash of `demoPassword`). */
  passwordHash?: string;
  /** At most this many likes per business or product (the generator's counts are capped to it). */
  maxLikesPerItem?: number;
  /**
   * The day the newsfeed leads up to (default: the clock). Its dates (posts, comments, their
   * likes, follows), the inquiry threads', the notifications' and the buying requests' move
   * forward by whole days from the generator's reference day, so a demo loaded today has this
   * week's posts and messages and requests whose deadlines lie ahead; everything else keeps the
   * generator's dates.
   */
  today?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface DemoLoadResult {
  /** False when the directory already had businesses and nothing was written. */
  loaded: boolean;
  users: number;
  businesses: number;
  products: number;
  /** Likes of businesses, products, posts and comments. */
  reactions: number;
  follows: number;
  posts: number;
  /** Comments and replies on posts and products. */
  comments: number;
  /** Inquiry threads and their messages. */
  inquiries: number;
  messages: number;
  notifications: number;
  /** Buying requests and their quotes. */
  buyingRequests: number;
  quotes: number;
  images: number;
  ms: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const chunkSize = 500;
/** Rows per INSERT … SELECT FROM unnest (one parameter per column, however many rows). */
const unnestChunkSize = 5000;
/** Namespace of the lock that keeps two starts from loading the demo at once (PostgreSQL). */
const lockKey = 4_760_001;

/** The generated directory and its rows, before anything is written. Pure and deterministic. */
export function planDemoDirectory(options: Omit<LoadDemoOptions, 'images' | 'log'> = {}) {
  const seed = options.seed ?? demoSeed;
  const users = generateUsers(seed, options.users ?? demoSizes.users);
  const businesses = generateBusinesses(seed, options.businesses ?? demoSizes.businesses, users);
  const products = generateProducts(seed, businesses, options.distribution ?? demoDistribution);
  const social = generateSocial(seed, { users, businesses, products });
  const inquiries = generateInquiries(seed, { users, businesses, products });
  const notifications = generateNotifications(seed, { users, businesses, products, social, inquiries });
  const buyingRequests = generateBuyingRequests(seed, { users, businesses, products });
  const pictures = new DemoPicturePlan();

  // An owner's profile names their first business, so the two agree.
  const ownedName = new Map<string, string>();
  for (const b of businesses)
    if (b.ownerUserID && !ownedName.has(b.ownerUserID)) ownedName.set(b.ownerUserID, b.general.companyName);

  const days = newsfeedShift(options.today ?? REFERENCE_DATE);
  const shift = <T extends { createdAt: Date }>(row: T): T => ({
    ...row,
    createdAt: new Date(row.createdAt.getTime() + days),
  });
  const later = (d: Date | null) => (d ? new Date(d.getTime() + days) : null);

  const passwordHash = options.passwordHash ?? demoPasswordHash;
  const rows = {
    authAccounts: users.map((u) => authAccountRow(u, passwordHash)),
    users: users.map((u) => userRow(u, pictures.user(u), ownedName.get(u.userID))),
    businesses: businesses.map((b) => businessRow(b, pictures.business(b))),
    businessCategories: businesses.flatMap(businessCategoryRows),
    businessMembers: businesses.map(ownerMemberRow),
    certificates: businesses.flatMap(certificateRows),
    products: products.map((p) => productRow(p, pictures.product(p))),
    reactions: [
      ...likeRows(seed, users, businesses, products, options.maxLikesPerItem ?? 40),
      ...social.likes.map(likeRow).map(shift),
    ],
    follows: social.follows.map(followRow).map(shift),
    posts: social.posts.map((p) => postRow(p, pictures.post(p))).map(shift),
    comments: social.comments.map(commentRow).map(shift),
    payments: [] as (typeof t.payments.$inferInsert)[],
    boosts: [] as (typeof t.boosts.$inferInsert)[],
    boostStats: [] as (typeof t.boostStats.$inferInsert)[],
    inquiryRequests: [] as ReturnType<typeof inquiryRequestRow>[],
    inquiryMessages: [] as ReturnType<typeof inquiryMessageRow>[],
    notifications: [] as ReturnType<typeof notificationRow>[],
    buyingRequests: buyingRequests.map((r) => buyingRequestRow(r, days)),
    buyingRequestInvitations: buyingRequests.flatMap(buyingRequestInvitationRows),
    buyingRequestQuotes: buyingRequests.flatMap((r) => buyingRequestQuoteRows(r, days)),
    businessReviews: buyingRequests.flatMap((r) => businessReviewRows(r, days)),
    verificationChecks: [] as (typeof t.verificationChecks.$inferInsert)[],
    verificationDocuments: [] as (typeof t.verificationDocuments.$inferInsert)[],
  };
  paidYears(rows, users, options.today ?? REFERENCE_DATE);
  demoBoosts(rows, seed, options.today ?? REFERENCE_DATE);

  rows.inquiryRequests = inquiries.map((r) => {
    const row = shift(inquiryRequestRow(r));
    return { ...row, lastMessageAt: later(row.lastMessageAt)!, closedAt: later(row.closedAt) };
  });
  // In time order across threads, as they were written: the database numbers them in that order.
  rows.inquiryMessages = inquiries
    .flatMap((r) => r.messages.map((m) => shift(inquiryMessageRow(m, r.requestID))))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const party = parties(rows);
  rows.notifications = notifications.map((n) => {
    const row = shift(notificationRow(n, party(n.actor)));
    return { ...row, readAt: later(row.readAt) };
  });
  addLocalShowcase(rows, pictures, { seed, shiftMs: days, passwordHash });
  // Verified businesses' checks and their badges, and evidence waiting for the demo moderator.
  const verification = planDemoVerification(seed, rows, pictures, {
    today: options.today ?? REFERENCE_DATE,
    moderatorID: demoOperators[0]!.id,
  });
  rows.verificationChecks = verification.checks;
  rows.verificationDocuments = verification.documents;
  return {
    seed,
    users,
    businesses,
    products,
    social,
    inquiries,
    notifications,
    buyingRequests,
    rows,
    images: pictures.list(),
  };
}

/** A notification's actor as the API shows a party: a person's name and photo, a business's name and logo. */
function parties(rows: {
  users: { userId: string; firstName: string; lastName: string; profilePhotoUrl: string | null }[];
  businesses: { businessId: string; companyName: string; logoUrl: string | null }[];
}): (actor: DemoActor) => NotificationActor {
  const users = new Map(rows.users.map((u) => [u.userId, u]));
  const businesses = new Map(rows.businesses.map((b) => [b.businessId, b]));
  return (actor) => {
    if (actor.kind === 'business') {
      const b = businesses.get(actor.id)!;
      return {
        kind: 'business',
        id: b.businessId,
        name: b.companyName,
        picture: b.logoUrl ? { url: b.logoUrl } : null,
      };
    }
    const u = users.get(actor.id)!;
    return {
      kind: 'user',
      id: u.userId,
      name: `${u.firstName} ${u.lastName}`.trim(),
      picture: u.profilePhotoUrl ? { url: u.profilePhotoUrl } : null,
    };
  };
}

/**
 * A paid tier runs for a year from its last anniversary: the demo's gold, premium and platinum
 * businesses get the paid year that contains `today`, renewal on (one in five off), and the
 * test-card checkout that paid for it in their payment history.
 */
function paidYears(
  rows: { businesses: (typeof t.businesses.$inferInsert)[]; payments: (typeof t.payments.$inferInsert)[] },
  users: DemoUser[],
  today: number,
): void {
  const emailOf = new Map(users.map((u) => [u.userID, u.email]));
  for (const [i, b] of rows.businesses.entries()) {
    const plan = membershipPlans.find((p) => p.id === b.subscription && p.priceCents > 0);
    if (!plan) continue;
    const start = new Date(b.createdAt!);
    while (start.getTime() <= today - 365 * DAY) start.setUTCFullYear(start.getUTCFullYear() + 1);
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    Object.assign(b, {
      subscriptionRenewsAt: end,
      subscriptionAutoRenew: i % 5 !== 0,
      subscriptionPaymentMethod: 'pm_card_visa',
    });
    rows.payments.push({
      businessId: b.businessId!,
      userId: b.ownerId,
      planId: plan.planId,
      subscription: plan.id as 'gold' | 'premium' | 'platinum',
      amountCents: plan.priceCents,
      status: 'succeeded',
      provider: 'test',
      providerRef: `pi_demo_${b.businessId!.replaceAll('-', '').slice(0, 24)}`,
      paymentMethod: 'pm_card_visa',
      cardLabel: 'Visa •••• 4242',
      email: emailOf.get(b.ownerId!) ?? 'owner@example.com',
      idempotencyKey: `demo-${b.businessId!}`,
      requestFingerprint: `${b.businessId!}|${plan.planId}|pm_card_visa`,
      periodStart: new Date(start),
      periodEnd: end,
      claimedAt: new Date(start),
      createdAt: new Date(start),
      updatedAt: new Date(start),
    });
  }
}

/** Paid businesses whose boosts run in the demo (the first ones, in the directory's order). */
const boostedBusinesses = 12;

/**
 * Advertising boosts running on `today` (decision 0022): the first paid businesses each boost
 * their first product for two weeks and their newest post for ten days, both started two days
 * before, with two days of impressions and clicks; so the demo's searches and newsfeeds show
 * sponsored items and their owners see what the boosts showed.
 */
function demoBoosts(
  rows: {
    businesses: (typeof t.businesses.$inferInsert)[];
    products: { productId: string; businessId: string }[];
    posts: { postId: string; businessId: string | null; createdAt: Date }[];
    boosts: (typeof t.boosts.$inferInsert)[];
    boostStats: (typeof t.boostStats.$inferInsert)[];
  },
  seed: Seed,
  today: number,
): void {
  const firstProduct = new Map<string, string>();
  for (const p of rows.products)
    if (!firstProduct.has(p.businessId)) firstProduct.set(p.businessId, p.productId);
  const newestPost = new Map<string, { postId: string; createdAt: Date }>();
  for (const p of rows.posts) {
    if (!p.businessId) continue;
    const known = newestPost.get(p.businessId);
    if (!known || known.createdAt < p.createdAt) newestPost.set(p.businessId, p);
  }
  const start = new Date(Math.floor(today / DAY) * DAY - 2 * DAY + 9 * 3_600_000);
  const paid = rows.businesses.filter((b) => b.subscription).slice(0, boostedBusinesses);
  for (const [i, b] of paid.entries()) {
    const rng = Random.derive(seed, 'boosts', i);
    const targets = [
      { type: 'product' as const, id: firstProduct.get(b.businessId!), days: 14 },
      { type: 'post' as const, id: newestPost.get(b.businessId!)?.postId, days: 10 },
    ];
    for (const target of targets) {
      if (!target.id) continue;
      const boostId = rng.uuid();
      rows.boosts.push({
        boostId,
        businessId: b.businessId!,
        targetType: target.type,
        targetId: target.id,
        industryId: b.industryId!,
        days: target.days,
        startsAt: start,
        endsAt: new Date(start.getTime() + target.days * DAY),
        createdBy: b.ownerId!,
        createdAt: start,
      });
      for (const day of [0, 1]) {
        const impressions = rng.int(20, 90);
        rows.boostStats.push({
          boostId,
          day: new Date(start.getTime() + day * DAY).toISOString().slice(0, 10),
          impressions,
          clicks: rng.int(0, Math.floor(impressions / 10)),
        });
      }
    }
  }
}

/** Whole days from the generator's reference day to `today` (none before it): the newsfeed's move. */
export function newsfeedShift(today: number): number {
  return Math.max(0, Math.floor((today - REFERENCE_DATE) / DAY)) * DAY;
}

/** Likes by distinct demo users, as many as the generator's skewed count (capped). */
function likeRows(
  seed: Seed,
  users: DemoUser[],
  businesses: DemoBusiness[],
  products: DemoProduct[],
  cap: number,
) {
  const userIds = users.map((u) => u.userID);
  const out: (typeof t.reactions.$inferInsert)[] = [];
  const add = (kind: 'business' | 'product', id: string, likes: number, createdAt: string, index: number) => {
    const count = Math.min(likes, cap, userIds.length);
    if (count <= 0) return;
    const rng = Random.derive(seed, 'likes', kind, index);
    const at = Date.parse(createdAt);
    for (const userId of rng.sample(userIds, count)) {
      out.push({
        id: rng.uuid(),
        resourceId: id,
        resourceType: kind,
        userId,
        reactionType: 'like',
        createdAt: new Date(at + rng.int(1, 300) * 86_400_000),
      });
    }
  };
  for (const b of businesses) add('business', b.businessID, b.likes, b.createdAt, b.index);
  for (const p of products) add('product', p.productID, p.likes, p.createdAt, p.index);
  return out;
}

function chunks<T>(rows: T[], size = chunkSize): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Stores the pictures `concurrency` at a time; stops taking new ones once `aborted()` says so. */
async function storeImages(
  store: DemoImageStore,
  images: DemoImage[],
  concurrency: number,
  aborted: () => boolean,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < images.length && !aborted()) await store.put(images[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

/**
 * Many rows of a table with plain columns (uuid, text, timestamps) in one statement: each column
 * travels as one array parameter and `unnest` turns them back into rows. Far cheaper to build and
 * send than a VALUES list of thousands of rows; used for the newsfeed's tens of thousands of rows.
 */
async function insertUnnest(db: Queryable, table: PgTable, rows: object[], ignoreConflicts = false) {
  if (!rows.length) return;
  const keys = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) keys.add(k);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => keys.has(key));
  const values = (key: string) =>
    rows.map((r) => {
      const v = (r as Record<string, unknown>)[key];
      return v instanceof Date ? v.toISOString() : (v ?? null);
    });
  const names = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([key, c]) => sql`${sql.param(values(key))}::${sql.raw(c.getSQLType())}[]`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select * from unnest(${arrays})${ignoreConflicts ? sql` on conflict do nothing` : sql``}`,
  );
}

/**
 * The threads went in with how many messages each side has read in place of the read marks; now
 * that the database has numbered the messages (`seq`), each becomes the seq of the last one read
 * (0: none), as the API keeps them.
 */
async function readMarks(db: Queryable) {
  await db.execute(
    sql`update inquiry_requests r
           set sender_read_seq = coalesce(m.seqs[r.sender_read_seq::int], 0),
               receiver_read_seq = coalesce(m.seqs[r.receiver_read_seq::int], 0)
          from (select request_id, array_agg(seq order by seq) as seqs from inquiry_messages group by request_id) m
         where m.request_id = r.request_id`,
  );
}

/** Whether the directory has no business yet (the demo's only condition to load). */
export async function directoryIsEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: t.businesses.businessId }).from(t.businesses).limit(1);
  return rows.length === 0;
}

export async function loadDemoDirectory(
  db: Database,
  options: LoadDemoOptions = {},
): Promise<DemoLoadResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const none = {
    loaded: false,
    users: 0,
    businesses: 0,
    products: 0,
    reactions: 0,
    follows: 0,
    posts: 0,
    comments: 0,
    inquiries: 0,
    messages: 0,
    notifications: 0,
    buyingRequests: 0,
    quotes: 0,
    images: 0,
  };
  if (!(await directoryIsEmpty(db))) return { ...none, ms: performance.now() - started };

  const plan = planDemoDirectory({ ...options, today: options.today ?? Date.now() });
  const images = options.images ? plan.images : [];
  const { rows } = plan;
  if (!options.images) {
    for (const u of rows.users) Object.assign(u, noUserPictures);
    for (const b of rows.businesses) Object.assign(b, { logoUrl: null, coverUrl: null });
    for (const p of rows.products) Object.assign(p, { mainImageUrl: null, images: [] });
    for (const p of rows.posts) p.pictureUrl = null;
    for (const n of rows.notifications) n.actor = { ...n.actor, picture: null };
  }
  log(
    `Demo directory: ${rows.users.length} users, ${rows.businesses.length} businesses, ` +
      `${rows.products.length} products, ${rows.posts.length} posts, ${rows.comments.length} comments, ` +
      `${rows.inquiryRequests.length} inquiries, ${rows.notifications.length} notifications, ` +
      `${rows.buyingRequests.length} buying requests, ${images.length} pictures…`,
  );

  const loaded = await db.transaction(async (tx) => {
    // Two processes on one PostgreSQL: the second waits here, then finds the directory filled.
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    if (!(await directoryIsEmpty(tx))) return false;

    let failed = false;
    const pictures = options.images
      ? storeImages(options.images, images, options.imageConcurrency ?? 4, () => failed)
      : Promise.resolve();
    const inserts = (async () => {
      for (const c of chunks(rows.authAccounts))
        await tx.insert(t.authAccounts).values(c).onConflictDoNothing();
      for (const c of chunks(rows.users)) await tx.insert(t.users).values(c).onConflictDoNothing();
      for (const c of chunks(rows.businesses)) await tx.insert(t.businesses).values(c);
      for (const c of chunks(rows.businessCategories)) await tx.insert(t.businessCategories).values(c);
      for (const c of chunks(rows.businessMembers)) await tx.insert(t.businessMembers).values(c);
      for (const c of chunks(rows.certificates)) await tx.insert(t.businessCertificates).values(c);
      for (const c of chunks(rows.verificationChecks)) await tx.insert(t.verificationChecks).values(c);
      for (const c of chunks(rows.verificationDocuments)) await tx.insert(t.verificationDocuments).values(c);
      for (const c of chunks(rows.products)) await tx.insert(t.products).values(c);
      for (const c of chunks(rows.reactions, unnestChunkSize)) await insertUnnest(tx, t.reactions, c, true);
      for (const c of chunks(rows.follows, unnestChunkSize)) await insertUnnest(tx, t.follows, c);
      for (const c of chunks(rows.posts, unnestChunkSize)) await insertUnnest(tx, t.posts, c);
      for (const c of chunks(rows.comments, unnestChunkSize)) await insertUnnest(tx, t.comments, c);
      for (const c of chunks(rows.payments)) await tx.insert(t.payments).values(c);
      for (const c of chunks(rows.boosts)) await tx.insert(t.boosts).values(c);
      for (const c of chunks(rows.boostStats)) await tx.insert(t.boostStats).values(c);
      for (const c of chunks(rows.inquiryRequests, unnestChunkSize))
        await insertUnnest(tx, t.inquiryRequests, c);
      for (const c of chunks(rows.inquiryMessages, unnestChunkSize))
        await insertUnnest(tx, t.inquiryMessages, c);
      await readMarks(tx);
      for (const c of chunks(rows.notifications, unnestChunkSize)) await insertUnnest(tx, t.notifications, c);
      for (const c of chunks(rows.buyingRequests)) await tx.insert(t.buyingRequests).values(c);
      for (const c of chunks(rows.buyingRequestInvitations))
        await tx.insert(t.buyingRequestInvitations).values(c);
      for (const c of chunks(rows.buyingRequestQuotes)) await tx.insert(t.buyingRequestQuotes).values(c);
      // The reviews of awarded suppliers; a trigger adds them up on each business's reputation row.
      for (const c of chunks(rows.businessReviews)) await tx.insert(t.businessReviews).values(c);
      await loadDemoOperators(tx, rows);
    })();
    // Pictures render on sharp's threads while the rows go in; either failing undoes the load.
    await Promise.all([pictures, inserts]).catch((err: unknown) => {
      failed = true;
      throw err;
    });
    return true;
  });
  if (!loaded) return { ...none, ms: performance.now() - started };

  // Fresh statistics, or the planner guesses on empty tables until autovacuum gets to them.
  await db.execute(
    sql`analyze auth_accounts, users, businesses, business_categories, business_members, business_certificates, products, reactions, follows, posts, comments, inquiry_requests, inquiry_messages, notifications, boosts, boost_stats, buying_requests, buying_request_invitations, buying_request_quotes, business_reviews, business_reputation`,
  );
  return {
    loaded: true,
    users: rows.users.length,
    businesses: rows.businesses.length,
    products: rows.products.length,
    reactions: rows.reactions.length,
    follows: rows.follows.length,
    posts: rows.posts.length,
    comments: rows.comments.length,
    inquiries: rows.inquiryRequests.length,
    messages: rows.inquiryMessages.length,
    notifications: rows.notifications.length,
    buyingRequests: rows.buyingRequests.length,
    quotes: rows.buyingRequestQuotes.length,
    images: images.length,
    ms: performance.now() - started,
  };
}

const noUserPictures = {
  profilePhotoUrl: null,
  profilePhotoKey: null,
  coverPhotoUrl: null,
  coverPhotoKey: null,
};
