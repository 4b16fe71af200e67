import {
  alias,
  and,
  businessReputationSql,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  or,
  rawRow,
  sql,
  tables,
  type Queryable,
} from '@wbn/db';
import type { ReviewDealKind, StoredReputation } from '@wbn/contracts';

const {
  businessReviews: rv,
  businesses,
  businessMembers: bm,
  buyingRequestQuotes: q,
  buyingRequests: br,
  inquiryRequests: ir,
  inquiryMessages: im,
  users,
} = tables;
const author = alias(users, 'author');
const authorBusiness = alias(businesses, 'author_business');

/** The businesses a user belongs to (any role), as a subquery. */
const businessesOf = (db: Queryable, userID: string) =>
  db.select({ id: bm.businessId }).from(bm).where(eq(bm.userId, userID));

/** A thread of both sides: at least one message of the asker and one of the business. */
const hasSide = (db: Queryable, side: 'S' | 'R') =>
  exists(
    db
      .select({ one: sql`1` })
      .from(im)
      .where(and(eq(im.requestId, ir.requestId), eq(im.side, side))),
  );

const reviewFields = {
  reviewId: rv.reviewId,
  businessId: rv.businessId,
  quoteId: rv.quoteId,
  rating: rv.rating,
  text: rv.text,
  createdAt: rv.createdAt,
  answer: rv.answer,
  answeredAt: rv.answeredAt,
  authorFirst: author.firstName,
  authorLast: author.lastName,
  authorBusiness: authorBusiness.companyName,
};
export type ReviewRow = Awaited<ReturnType<typeof reputationRepository.reviews>>[number];

/** A deal as a review checks it: its supplier, whether the viewer was its buyer, whether it is done. */
export interface DealFacts {
  supplierId: string;
  /** The buyer business (an award; a thread sent for a business); null: a person's own thread. */
  buyerBusinessId: string | null;
  isBuyer: boolean;
  finished: boolean;
}

/** Queries only; the rules are in reputation.service.ts (decision 0024). */
export const reputationRepository = {
  /** Ages every business's figures as of `at` (the periodic refresh); answers how many it read. */
  async refreshAll(db: Queryable, at: Date): Promise<number> {
    const row = await rawRow(
      db,
      { n: sql<number>`reputation_refresh_all(${at.toISOString()}::timestamptz)` },
      (list) => sql`SELECT ${list}`,
    );
    return row?.n ?? 0;
  },

  /** The stored figures of one business (null: none stored yet). */
  async stored(db: Queryable, businessID: string): Promise<StoredReputation | null> {
    const [row] = await db
      .select({ reputation: businessReputationSql })
      .from(businesses)
      .where(eq(businesses.businessId, businessID));
    return row?.reputation ?? null;
  },

  /** A page of a business's reviews, newest first, after the keyset position. */
  async reviews(db: Queryable, businessID: string, after: { at: string; id: string } | null, limit: number) {
    return db
      .select(reviewFields)
      .from(rv)
      .leftJoin(author, eq(author.userId, rv.authorUserId))
      .leftJoin(authorBusiness, eq(authorBusiness.businessId, rv.authorBusinessId))
      .where(
        and(
          eq(rv.businessId, businessID),
          after
            ? sql`(${rv.createdAt}, ${rv.reviewId}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(rv.createdAt), desc(rv.reviewId))
      .limit(limit);
  },

  /** The exact text of a review's time, for the next page's cursor. */
  async reviewAt(db: Queryable, reviewID: string): Promise<string | null> {
    const [row] = await db
      .select({ at: sql<string>`${rv.createdAt}::text` })
      .from(rv)
      .where(eq(rv.reviewId, reviewID));
    return row?.at ?? null;
  },

  async review(db: Queryable, reviewID: string) {
    const [row] = await db
      .select(reviewFields)
      .from(rv)
      .leftJoin(author, eq(author.userId, rv.authorUserId))
      .leftJoin(authorBusiness, eq(authorBusiness.businessId, rv.authorBusinessId))
      .where(eq(rv.reviewId, reviewID));
    return row ?? null;
  },

  /** The deals with `businessID` the user was the buyer of and that nobody has reviewed yet. */
  async eligible(db: Queryable, businessID: string, userID: string) {
    const mine = businessesOf(db, userID);
    const awards = await db
      .select({ id: q.quoteId, title: br.title, at: br.awardedAt })
      .from(q)
      .innerJoin(br, eq(br.requestId, q.requestId))
      .where(
        and(
          eq(q.businessId, businessID),
          eq(q.status, 'awarded'),
          inArray(br.buyerBusinessId, mine),
          sql`NOT EXISTS (SELECT 1 FROM ${rv} WHERE ${rv.quoteId} = ${q.quoteId})`,
        ),
      )
      .orderBy(desc(br.awardedAt))
      .limit(20);
    const threads = await db
      .select({ id: ir.requestId, title: ir.subject, at: ir.closedAt })
      .from(ir)
      .where(
        and(
          eq(ir.toBusinessId, businessID),
          eq(ir.status, 'closed'),
          or(and(isNull(ir.fromBusinessId), eq(ir.fromUserId, userID)), inArray(ir.fromBusinessId, mine)),
          hasSide(db, 'S'),
          hasSide(db, 'R'),
          sql`NOT EXISTS (SELECT 1 FROM ${rv} WHERE ${rv.inquiryId} = ${ir.requestId})`,
        ),
      )
      .orderBy(desc(ir.closedAt))
      .limit(20);
    return { awards, threads };
  },

  /** What a review of this deal needs to know about it; null when there is no such deal. */
  async deal(db: Queryable, kind: ReviewDealKind, dealID: string, userID: string): Promise<DealFacts | null> {
    const mine = businessesOf(db, userID);
    if (kind === 'award') {
      const [row] = await db
        .select({
          supplierId: q.businessId,
          buyerBusinessId: br.buyerBusinessId,
          isBuyer: sql<boolean>`${br.buyerBusinessId} IN (${mine})`,
          finished: sql<boolean>`${q.status} = 'awarded'`,
        })
        .from(q)
        .innerJoin(br, eq(br.requestId, q.requestId))
        .where(eq(q.quoteId, dealID));
      return row ?? null;
    }
    const [row] = await db
      .select({
        supplierId: ir.toBusinessId,
        buyerBusinessId: ir.fromBusinessId,
        isBuyer: sql<boolean>`CASE WHEN ${ir.fromBusinessId} IS NULL THEN ${ir.fromUserId} = ${userID}::uuid
          ELSE ${ir.fromBusinessId} IN (${mine}) END`,
        finished: sql<boolean>`${ir.status} = 'closed' AND ${hasSide(db, 'S')} AND ${hasSide(db, 'R')}`,
      })
      .from(ir)
      .where(eq(ir.requestId, dealID));
    return row ?? null;
  },

  /** Writes the review; null when this deal already has one (the unique index decides). */
  async insert(
    db: Queryable,
    values: {
      businessId: string;
      kind: ReviewDealKind;
      dealId: string;
      authorUserId: string;
      authorBusinessId: string | null;
      rating: number;
      text: string;
      createdAt: Date;
    },
  ): Promise<string | null> {
    const { kind, dealId, ...rest } = values;
    const [row] = await db
      .insert(rv)
      .values({ ...rest, ...(kind === 'award' ? { quoteId: dealId } : { inquiryId: dealId }) })
      .onConflictDoNothing()
      .returning({ reviewId: rv.reviewId });
    return row?.reviewId ?? null;
  },

  /** Stores the answer unless there is one; false when there was. */
  async answer(db: Queryable, reviewID: string, text: string, userID: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(rv)
      .set({ answer: text, answeredAt: at, answeredBy: userID })
      .where(and(eq(rv.reviewId, reviewID), isNull(rv.answer)))
      .returning({ id: rv.reviewId });
    return rows.length > 0;
  },
};
