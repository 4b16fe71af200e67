import {
  alias,
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  rawRows,
  sql,
  tables,
  type Queryable,
  type RawRow,
} from '@wbn/db';
import type { BoostTargetType } from '@wbn/contracts';
import type { PendingCounts } from './promotion.counters.ts';

const { boosts, boostStats, boostViews, businesses, businessMembers, posts, products, users } = tables;

/** How much of a post's text names it in the owner's list. */
const excerptLength = 80;

const running = (now: Date) =>
  and(isNull(boosts.cancelledAt), lte(boosts.startsAt, now), gt(boosts.endsAt, now));

const listFields = {
  boostId: boosts.boostId,
  businessId: boosts.businessId,
  targetType: boosts.targetType,
  targetId: boosts.targetId,
  days: boosts.days,
  startsAt: boosts.startsAt,
  endsAt: boosts.endsAt,
  cancelledAt: boosts.cancelledAt,
  impressions: sql<number>`coalesce(s.impressions, 0)::int`,
  clicks: sql<number>`coalesce(s.clicks, 0)::int`,
  targetName: sql<string | null>`CASE ${boosts.targetType}
      WHEN 'product' THEN (SELECT ${products.name} FROM ${products} WHERE ${products.productId} = ${boosts.targetId})
      ELSE (SELECT left(${posts.content}, ${excerptLength}) FROM ${posts}
             WHERE ${posts.postId} = ${boosts.targetId} AND ${posts.deletedAt} IS NULL) END`,
};

/** A boost with its counts over its whole run and the name of what it shows. */
export type BoostRow = RawRow<typeof listFields>;

/** Queries only; the rules are in promotion.service.ts. */
export const promotionRepository = {
  /** The product's business and name, or null. */
  async product(db: Queryable, productId: string) {
    const [row] = await db
      .select({ businessId: products.businessId, name: products.name })
      .from(products)
      .where(eq(products.productId, productId));
    return row ?? null;
  },

  /** The business a post was made as (null for a person's post), or null when there is no such post. */
  async post(db: Queryable, postId: string) {
    const [row] = await db
      .select({ businessId: posts.businessId })
      .from(posts)
      .where(and(eq(posts.postId, postId), isNull(posts.deletedAt)));
    return row ?? null;
  },

  async industryOf(db: Queryable, businessId: string): Promise<string | null> {
    const [row] = await db
      .select({ industryId: businesses.industryId })
      .from(businesses)
      .where(eq(businesses.businessId, businessId));
    return row?.industryId ?? null;
  },

  /** The running boost of a product or post, if any. */
  async runningFor(db: Queryable, targetId: string, now: Date) {
    const [row] = await db
      .select({ boostId: boosts.boostId, endsAt: boosts.endsAt })
      .from(boosts)
      .where(and(eq(boosts.targetId, targetId), running(now)))
      .limit(1);
    return row ?? null;
  },

  /** Boosts of a business started at or after `since` (cancelled ones too: they were used). */
  async startedSince(db: Queryable, businessId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(boosts)
      .where(and(eq(boosts.businessId, businessId), gte(boosts.startsAt, since)));
    return row?.n ?? 0;
  },

  async insert(
    db: Queryable,
    boost: {
      businessId: string;
      targetType: BoostTargetType;
      targetId: string;
      industryId: string;
      days: number;
      startsAt: Date;
      endsAt: Date;
      createdBy: string;
    },
  ): Promise<string> {
    const [row] = await db.insert(boosts).values(boost).returning({ boostId: boosts.boostId });
    return row!.boostId;
  },

  /** A boost's business, locked until the end of the caller's transaction. */
  async forUpdate(db: Queryable, boostId: string) {
    const [row] = await db
      .select({ businessId: boosts.businessId, endsAt: boosts.endsAt, cancelledAt: boosts.cancelledAt })
      .from(boosts)
      .where(eq(boosts.boostId, boostId))
      .for('update');
    return row ?? null;
  },

  async cancel(db: Queryable, boostId: string, at: Date): Promise<void> {
    await db.update(boosts).set({ cancelledAt: at }).where(eq(boosts.boostId, boostId));
  },

  /** A business's boosts, newest first (at most `limit`), or the one `boostId`. */
  async list(
    db: Queryable,
    where: { businessId: string; limit: number } | { boostId: string },
  ): Promise<BoostRow[]> {
    const filter =
      'boostId' in where
        ? sql`${boosts.boostId} = ${where.boostId}::uuid`
        : sql`${boosts.businessId} = ${where.businessId}::uuid`;
    const limit = 'limit' in where ? where.limit : 1;
    return rawRows(
      db,
      listFields,
      (list) => sql`SELECT ${list} FROM ${boosts}
        LEFT JOIN LATERAL (
          SELECT sum(${boostStats.impressions}) AS impressions, sum(${boostStats.clicks}) AS clicks
            FROM ${boostStats} WHERE ${boostStats.boostId} = ${boosts.boostId}) s ON true
        WHERE ${filter}
        ORDER BY ${boosts.startsAt} DESC, ${boosts.boostId} DESC LIMIT ${limit}`,
    );
  },

  /** What the owner may boost: every product, and the newest posts made as the business. */
  async targets(db: Queryable, businessId: string, posts_: number) {
    const [productRows, postRows] = await Promise.all([
      db
        .select({ id: products.productId, name: products.name })
        .from(products)
        .where(eq(products.businessId, businessId))
        .orderBy(products.name, products.productId),
      db
        .select({ id: posts.postId, name: sql<string>`left(${posts.content}, ${excerptLength})` })
        .from(posts)
        .where(and(eq(posts.businessId, businessId), isNull(posts.deletedAt)))
        .orderBy(desc(posts.createdAt), desc(posts.postId))
        .limit(posts_),
    ]);
    return { products: productRows, posts: postRows };
  },

  /** The product boosts running now, of products that still exist. */
  async runningProducts(db: Queryable, now: Date) {
    return db
      .select({
        boostId: boosts.boostId,
        businessId: boosts.businessId,
        targetId: boosts.targetId,
        endsAt: boosts.endsAt,
      })
      .from(boosts)
      .innerJoin(products, eq(products.productId, boosts.targetId))
      .where(and(eq(boosts.targetType, 'product'), running(now)));
  },

  /** How often one viewer was shown each of these boosts today, and whether they opened it. */
  async viewsOf(db: Queryable, viewerKey: string, day: string, boostIds: string[]) {
    if (boostIds.length === 0) return [];
    return db
      .select({ boostId: boostViews.boostId, shown: boostViews.shown, clicked: boostViews.clicked })
      .from(boostViews)
      .where(
        and(
          inArray(boostViews.boostId, boostIds),
          eq(boostViews.viewerKey, viewerKey),
          eq(boostViews.day, day),
        ),
      );
  },

  /** Which of these businesses the user belongs to. */
  async memberOf(db: Queryable, userId: string, businessIds: string[]): Promise<Set<string>> {
    if (businessIds.length === 0) return new Set();
    const rows = await db
      .select({ businessId: businessMembers.businessId })
      .from(businessMembers)
      .where(and(eq(businessMembers.userId, userId), inArray(businessMembers.businessId, businessIds)));
    return new Set(rows.map((r) => r.businessId));
  },

  /**
   * Post boosts running now that a user's newsfeed may show, fewest showings today first: the
   * post is still there, the boost's industry is the user's (their profile's, or one of their
   * businesses'), the business is not one of theirs, the post is not on the page already, and the
   * user has been shown it fewer than `cap` times today.
   */
  async feedCandidates(
    db: Queryable,
    q: {
      userId: string;
      viewerKey: string;
      day: string;
      now: Date;
      exclude: string[];
      cap: number;
      limit: number;
    },
  ) {
    const bo = alias(boosts, 'bo');
    const v = alias(boostViews, 'v');
    const m = alias(businessMembers, 'm');
    const mb = alias(businesses, 'mb');
    const fields = {
      boostId: bo.boostId,
      businessId: bo.businessId,
      targetId: bo.targetId,
      shown: sql<number>`coalesce(${v.shown}, 0)::int`,
    };
    return rawRows(
      db,
      fields,
      (list) => sql`SELECT ${list} FROM ${boosts} ${bo}
        JOIN ${posts} ON ${posts.postId} = ${bo.targetId} AND ${posts.deletedAt} IS NULL
        LEFT JOIN ${boostViews} ${v}
          ON ${v.boostId} = ${bo.boostId} AND ${v.viewerKey} = ${q.viewerKey} AND ${v.day} = ${q.day}::date
        WHERE ${bo.targetType} = 'post' AND ${bo.cancelledAt} IS NULL
          AND ${bo.startsAt} <= ${q.now} AND ${bo.endsAt} > ${q.now}
          AND ${bo.industryId} IN (
                SELECT ${users.industryId} FROM ${users} WHERE ${users.userId} = ${q.userId}::uuid
                UNION SELECT ${mb.industryId} FROM ${businessMembers} ${m}
                  JOIN ${businesses} ${mb} ON ${mb.businessId} = ${m.businessId} WHERE ${m.userId} = ${q.userId}::uuid)
          AND NOT EXISTS (SELECT 1 FROM ${businessMembers} ${m}
                           WHERE ${m.userId} = ${q.userId}::uuid AND ${m.businessId} = ${bo.businessId})
          AND NOT (${bo.targetId} = ANY(${sql.param(q.exclude)}::uuid[]))
          AND coalesce(${v.shown}, 0) < ${q.cap}
        ORDER BY coalesce(${v.shown}, 0), random() LIMIT ${q.limit}`,
    );
  },

  /**
   * Adds what an instance gathered to the counts, in two statements whatever their number
   * (counts of a boost deleted meanwhile are dropped).
   */
  async addCounts(db: Queryable, counts: PendingCounts): Promise<void> {
    const { views, stats } = counts;
    if (views.length) {
      await db.execute(sql`INSERT INTO ${boostViews} (boost_id, viewer_key, day, shown, clicked)
        SELECT u.* FROM unnest(${sql.param(views.map((x) => x.boostId))}::uuid[],
                               ${sql.param(views.map((x) => x.viewerKey))}::text[],
                               ${sql.param(views.map((x) => x.day))}::date[],
                               ${sql.param(views.map((x) => x.shown))}::int[],
                               ${sql.param(views.map((x) => x.clicked))}::boolean[])
                 AS u(boost_id, viewer_key, day, shown, clicked)
         WHERE EXISTS (SELECT 1 FROM ${boosts} WHERE ${boosts.boostId} = u.boost_id)
        ON CONFLICT (boost_id, viewer_key, day) DO UPDATE
          SET shown = ${boostViews.shown} + excluded.shown, clicked = ${boostViews.clicked} OR excluded.clicked`);
    }
    if (stats.length) {
      await db.execute(sql`INSERT INTO ${boostStats} (boost_id, day, impressions, clicks)
        SELECT u.* FROM unnest(${sql.param(stats.map((x) => x.boostId))}::uuid[],
                               ${sql.param(stats.map((x) => x.day))}::date[],
                               ${sql.param(stats.map((x) => x.impressions))}::int[],
                               ${sql.param(stats.map((x) => x.clicks))}::int[])
                 AS u(boost_id, day, impressions, clicks)
         WHERE EXISTS (SELECT 1 FROM ${boosts} WHERE ${boosts.boostId} = u.boost_id)
        ON CONFLICT (boost_id, day) DO UPDATE
          SET impressions = ${boostStats.impressions} + excluded.impressions,
              clicks = ${boostStats.clicks} + excluded.clicks`);
    }
  },

  /** Forgets who was shown what before `day`: only today's showings cap anything. */
  async purgeViews(db: Queryable, day: string): Promise<void> {
    await db.delete(boostViews).where(lt(boostViews.day, day));
  },
};
