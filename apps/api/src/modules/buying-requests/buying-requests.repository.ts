import {
  alias,
  and,
  count,
  eq,
  gt,
  gte,
  inArray,
  ne,
  reputationSqlFor,
  sql,
  tables,
  type Queryable,
  type RawRow,
  type SQL,
} from '@wbn/db';
import { sourceLanguage, type InquiryAttachment, type Party, type UiLanguage } from '@wbn/contracts';
import type { RateOn } from './buying-requests.rates.ts';
import { nameOrEnglish } from '../../lib/localized-name.ts';
import { businessPartyJson } from '../../lib/party.ts';
import { languageColumns } from '../../lib/mail-texts.ts';
import type { KeysetPosition } from '../../lib/keyset-cursor.ts';

const {
  businessMembers,
  businesses,
  buyingRequestInvitations,
  buyingRequestQuotes,
  buyingRequests,
  categories,
  categoryNames,
  countries,
  currencyRates,
  inquiryRequests,
  users,
} = tables;

const br = alias(buyingRequests, 'br');
/** The board's newest requests in `boardRecent`, before the text is matched. */
const w = alias(buyingRequests, 'w');
const bb = alias(businesses, 'bb');
const c = alias(categories, 'c');
const cn = alias(categoryNames, 'cn');
/** The request's category named in the reader's language (decision 0031): joined beside `c`. */
const categoryNameIn = (language: UiLanguage) =>
  and(eq(cn.categoryId, br.categoryId), eq(cn.language, language));
const q = alias(buyingRequestQuotes, 'q');
const sb = alias(businesses, 'sb');

/** A request as every page shows it, with its buyer and category. */
const requestFields = {
  requestId: br.requestId,
  buyerBusinessId: br.buyerBusinessId,
  title: br.title,
  description: br.description,
  industryId: br.industryId,
  categoryId: br.categoryId,
  categoryName: nameOrEnglish(cn.name, c.name),
  quantity: br.quantity,
  unit: br.unit,
  targetPrice: br.targetPrice,
  currency: br.currency,
  incoterm: br.incoterm,
  deliveryCountry: br.deliveryCountry,
  deliveryPort: br.deliveryPort,
  neededBy: br.neededBy,
  deadline: br.deadline,
  visibility: br.visibility,
  status: br.status,
  attachments: br.attachments,
  cancelReason: br.cancelReason,
  awardKey: br.awardKey,
  clientKey: br.clientKey,
  createdAt: br.createdAt,
  publishedAt: br.publishedAt,
  buyer: businessPartyJson(bb),
};

const quoteFields = {
  quoteId: q.quoteId,
  requestId: q.requestId,
  businessId: q.businessId,
  unitPrice: q.unitPrice,
  currency: q.currency,
  minOrder: q.minOrder,
  leadTimeDays: q.leadTimeDays,
  incoterm: q.incoterm,
  validUntil: q.validUntil,
  notes: q.notes,
  attachments: q.attachments,
  status: q.status,
  revisions: q.revisions,
  shortlisted: q.shortlisted,
  declineReason: q.declineReason,
  clientKey: q.clientKey,
  /** The buyer's open message-center thread with the supplier about the request (decision 0023). */
  threadId: sql<string | null>`(SELECT ${inquiryRequests.requestId} FROM ${inquiryRequests}
     WHERE ${inquiryRequests.buyingRequestId} = ${q.requestId} AND ${inquiryRequests.toBusinessId} = ${q.businessId}
       AND ${inquiryRequests.status} = 'open')`,
  createdAt: q.createdAt,
  updatedAt: q.updatedAt,
  supplier: businessPartyJson(sb),
  verified: sb.verified,
  supplierCountry: sb.countryCode,
  /** The supplier's response figures and reviews (decision 0024), as its business page reads them. */
  supplierReputation: reputationSqlFor(sb.businessId),
};

export type RequestRow = RawRow<typeof requestFields>;
export type QuoteRow = RawRow<typeof quoteFields>;

/** The fields a request is written with (create and edit). */
export interface RequestValues {
  title: string;
  description: string;
  industryId: string;
  categoryId: string;
  quantity: number;
  unit: string;
  targetPrice: number | null;
  currency: string | null;
  incoterm: string | null;
  deliveryCountry: string;
  deliveryPort: string | null;
  neededBy: string | null;
  deadline: Date;
  visibility: 'open' | 'invited';
  status: 'draft' | 'open';
  publishedAt: Date | null;
  updatedAt: Date;
}

export interface QuoteValues {
  unitPrice: number;
  currency: string;
  minOrder: number;
  leadTimeDays: number;
  incoterm: string;
  validUntil: string;
  notes: string | null;
}

/** What the board shows, and where a page starts. */
export interface BoardFilter {
  now: Date;
  tsquery: string | null;
  industry: string | null;
  category: string | null;
  country: string | null;
  after: KeysetPosition | null;
}

/**
 * On the board (open, to every supplier: the partial indexes' predicate; deadline ahead) and
 * through the filters and the cursor, for the requests table under any alias.
 */
function boardWhere(t: typeof br | typeof w, filter: BoardFilter) {
  return and(
    eq(t.status, 'open'),
    eq(t.visibility, 'open'),
    gt(t.deadline, filter.now),
    filter.industry ? eq(t.industryId, filter.industry) : undefined,
    filter.category ? eq(t.categoryId, filter.category) : undefined,
    filter.country ? eq(t.deliveryCountry, filter.country) : undefined,
    filter.after
      ? sql`(${t.publishedAt}, ${t.requestId}) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`
      : undefined,
  );
}
/** Newest first, as the board's indexes are ordered. */
const newestFirst = [sql`${br.publishedAt} DESC NULLS LAST`, sql`${br.requestId} DESC NULLS LAST`];

const requests = (db: Queryable, language: UiLanguage) =>
  db
    .select(requestFields)
    .from(br)
    .innerJoin(bb, eq(bb.businessId, br.buyerBusinessId))
    .innerJoin(c, eq(c.id, br.categoryId))
    .leftJoin(cn, categoryNameIn(language))
    .$dynamic();

const quotes = (db: Queryable) =>
  db.select(quoteFields).from(q).innerJoin(sb, eq(sb.businessId, q.businessId)).$dynamic();

/** A currency's latest reference rate on or before `day` (decision 0023): `{ perUsd, day }` or null. */
const latestRate = (currency: SQL, day: string) =>
  sql<RateOn | null>`(SELECT json_build_object('perUsd', ${currencyRates.perUsd}, 'day', ${currencyRates.rateDate}::text)
     FROM ${currencyRates}
     WHERE ${currencyRates.currency} = ${currency} AND ${currencyRates.rateDate} <= ${day}::date
     ORDER BY ${currencyRates.rateDate} DESC LIMIT 1)`;

const roleOf = (businessID: unknown, userID: string) =>
  sql<string | null>`(SELECT ${businessMembers.role} FROM ${businessMembers}
     WHERE ${businessMembers.businessId} = ${businessID} AND ${businessMembers.userId} = ${userID}::uuid)`;

/** Queries only; the rules are in buying-requests.service.ts. */
export const buyingRequestsRepository = {
  /** The category's industry (null: no such category). */
  async industryOf(db: Queryable, categoryID: string): Promise<string | null> {
    const [row] = await db
      .select({ industryId: categories.industryId })
      .from(categories)
      .where(eq(categories.id, categoryID));
    return row?.industryId ?? null;
  },

  async countryExists(db: Queryable, code: string): Promise<boolean> {
    const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
    return row !== undefined;
  },

  /** Which of these businesses exist and are shown (not hidden by the operators). */
  async existing(db: Queryable, businessIDs: string[]): Promise<Set<string>> {
    if (businessIDs.length === 0) return new Set();
    const rows = await db
      .select({ id: businesses.businessId })
      .from(businesses)
      .where(and(inArray(businesses.businessId, businessIDs), sql`${businesses.hiddenAt} is null`));
    return new Set(rows.map((r) => r.id));
  },

  /** Serialises the creates of one idempotency key of a user. */
  async lockClientKey(db: Queryable, userID: string, key: string): Promise<void> {
    await db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('rfq-create:' || ${userID} || ':' || ${key}))`,
    );
  },

  async byClientKey(db: Queryable, userID: string, key: string): Promise<string | null> {
    const [row] = await db
      .select({ requestId: buyingRequests.requestId })
      .from(buyingRequests)
      .where(and(eq(buyingRequests.createdBy, userID), eq(buyingRequests.clientKey, key)));
    return row?.requestId ?? null;
  },

  async insert(
    db: Queryable,
    values: RequestValues & {
      buyerBusinessId: string;
      createdBy: string;
      attachments: InquiryAttachment[];
      clientKey: string | null;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(buyingRequests)
      .values({ ...values, createdAt: values.updatedAt })
      .returning({ requestId: buyingRequests.requestId });
    return row!.requestId;
  },

  async update(db: Queryable, requestID: string, values: RequestValues, attachments?: InquiryAttachment[]) {
    await db
      .update(buyingRequests)
      .set({ ...values, ...(attachments ? { attachments } : {}) })
      .where(eq(buyingRequests.requestId, requestID));
  },

  async setInvited(db: Queryable, requestID: string, businessIDs: string[]): Promise<void> {
    await db.delete(buyingRequestInvitations).where(eq(buyingRequestInvitations.requestId, requestID));
    if (businessIDs.length > 0) {
      await db
        .insert(buyingRequestInvitations)
        .values(businessIDs.map((businessId) => ({ requestId: requestID, businessId })));
    }
  },

  /** The request (its category named in English), locked until the transaction ends when `lock` (every write). */
  async request(db: Queryable, requestID: string, lock = false): Promise<RequestRow | null> {
    const query = requests(db, sourceLanguage).where(eq(br.requestId, requestID));
    const [row] = await (lock ? query.for('update', { of: br }) : query);
    return row ?? null;
  },

  /**
   * The request page's first statement: the request, the viewer's role (none for a visitor) in its
   * buyer business and in the business `as`, whether `as` is invited, the invited businesses, and how many quotes it
   * has ever had (the buyer's "editable").
   */
  async page(
    db: Queryable,
    requestID: string,
    userID: string | null,
    as: string | null,
    language: UiLanguage,
  ) {
    const inv = alias(buyingRequestInvitations, 'inv');
    const ib = alias(businesses, 'ib');
    const [found] = await db
      .select({
        ...requestFields,
        buyerRole: userID ? roleOf(br.buyerBusinessId, userID) : sql<string | null>`NULL`,
        asRole: as && userID ? roleOf(sql`${as}::uuid`, userID) : sql<string | null>`NULL`,
        asInvited: as
          ? sql<boolean>`EXISTS (SELECT 1 FROM ${buyingRequestInvitations} WHERE ${buyingRequestInvitations.requestId} = ${br.requestId} AND ${buyingRequestInvitations.businessId} = ${as}::uuid)`
          : sql<boolean>`false`,
        invited: sql<Party[]>`coalesce((SELECT jsonb_agg(${businessPartyJson(ib)} ORDER BY ${ib.companyName})
           FROM ${buyingRequestInvitations} ${inv} JOIN ${businesses} ${ib} ON ${ib.businessId} = ${inv.businessId}
          WHERE ${inv.requestId} = ${br.requestId}), '[]'::jsonb)`,
        quotesEver: sql<number>`(SELECT count(*)::int FROM ${buyingRequestQuotes} WHERE ${buyingRequestQuotes.requestId} = ${br.requestId})`,
      })
      .from(br)
      .innerJoin(bb, eq(bb.businessId, br.buyerBusinessId))
      .innerJoin(c, eq(c.id, br.categoryId))
      .leftJoin(cn, categoryNameIn(language))
      .where(eq(br.requestId, requestID));
    return found ?? null;
  },

  /** The viewer's role in a business (null: none). */
  async roleIn(db: Queryable, businessID: string, userID: string): Promise<string | null> {
    const [row] = await db
      .select({ role: businessMembers.role })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, businessID), eq(businessMembers.userId, userID)));
    return row?.role ?? null;
  },

  async isInvited(db: Queryable, requestID: string, businessID: string): Promise<boolean> {
    const [row] = await db
      .select({ id: buyingRequestInvitations.businessId })
      .from(buyingRequestInvitations)
      .where(
        and(
          eq(buyingRequestInvitations.requestId, requestID),
          eq(buyingRequestInvitations.businessId, businessID),
        ),
      );
    return row !== undefined;
  },

  async invitedIDs(db: Queryable, requestID: string): Promise<string[]> {
    const rows = await db
      .select({ id: buyingRequestInvitations.businessId })
      .from(buyingRequestInvitations)
      .where(eq(buyingRequestInvitations.requestId, requestID));
    return rows.map((r) => r.id);
  },

  /**
   * The board: a keyset page of open requests before `now`'s deadline, filtered, newest first.
   * With a text, PostgreSQL picks the plan from its estimate of how many match: the GIN index,
   * then a sort of every match (right for a rare text), or a walk of the board's index newest
   * first (right for a frequent one). See `boardRecent` for what the service tries first.
   */
  async board(db: Queryable, filter: BoardFilter, limit: number, language: UiLanguage) {
    return db
      .select({ ...requestFields, at: sql<string>`${br.publishedAt}::text` })
      .from(br)
      .innerJoin(bb, eq(bb.businessId, br.buyerBusinessId))
      .innerJoin(c, eq(c.id, br.categoryId))
      .leftJoin(cn, categoryNameIn(language))
      .where(
        and(
          boardWhere(br, filter),
          filter.tsquery ? sql`${br.searchDoc} @@ to_tsquery('simple', ${filter.tsquery})` : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit);
  },

  /**
   * A board page with a text, looked for among the `window` newest requests the filters leave
   * (a walk of the board's index, whatever the estimate): exact when it finds `limit` of them, as
   * nothing older can come before those. A frequent text finds its page there in a few
   * milliseconds; a rare one does not, and the service then asks `board`, whose GIN index is fast
   * for a rare text. Two words common on their own but rarer together are what the planner
   * misjudges (it takes them for independent) and what this spares.
   */
  async boardRecent(
    db: Queryable,
    filter: BoardFilter & { tsquery: string },
    limit: number,
    window: number,
    language: UiLanguage,
  ) {
    const recent = db
      .select({ requestId: w.requestId, publishedAt: w.publishedAt, searchDoc: w.searchDoc })
      .from(w)
      .where(boardWhere(w, filter))
      .orderBy(sql`${w.publishedAt} DESC NULLS LAST`, sql`${w.requestId} DESC NULLS LAST`)
      .limit(window)
      .as('recent');
    const matched = db
      .select({ requestId: recent.requestId })
      .from(recent)
      .where(sql`${recent.searchDoc} @@ to_tsquery('simple', ${filter.tsquery})`)
      .orderBy(sql`${recent.publishedAt} DESC NULLS LAST`, sql`${recent.requestId} DESC NULLS LAST`)
      .limit(limit);
    return db
      .select({ ...requestFields, at: sql<string>`${br.publishedAt}::text` })
      .from(br)
      .innerJoin(bb, eq(bb.businessId, br.buyerBusinessId))
      .innerJoin(c, eq(c.id, br.categoryId))
      .leftJoin(cn, categoryNameIn(language))
      .where(inArray(br.requestId, matched))
      .orderBy(...newestFirst)
      .limit(limit);
  },

  /** A business's own requests, newest first. */
  async byBuyer(
    db: Queryable,
    businessID: string,
    limit: number,
    language: UiLanguage,
  ): Promise<RequestRow[]> {
    return requests(db, language)
      .where(eq(br.buyerBusinessId, businessID))
      .orderBy(sql`${br.createdAt} DESC`)
      .limit(limit);
  },

  /** Published requests a business is invited to, newest first. */
  async invitedTo(
    db: Queryable,
    businessID: string,
    limit: number,
    language: UiLanguage,
  ): Promise<RequestRow[]> {
    const inv = alias(buyingRequestInvitations, 'inv');
    return requests(db, language)
      .innerJoin(inv, eq(inv.requestId, br.requestId))
      .where(and(eq(inv.businessId, businessID), ne(br.status, 'draft')))
      .orderBy(...newestFirst)
      .limit(limit);
  },

  /**
   * The buyer's comparison: every quote, oldest first, each with the latest rate of its currency
   * on `day` and of `into` (the comparison's currency when known before the quotes are read).
   */
  async comparison(
    db: Queryable,
    requestID: string,
    into: string | null,
    day: string,
  ): Promise<(QuoteRow & { rate: RateOn | null; intoRate: RateOn | null })[]> {
    return db
      .select({
        ...quoteFields,
        rate: latestRate(sql`${q.currency}`, day),
        intoRate: into ? latestRate(sql`${into}`, day) : sql<null>`NULL`,
      })
      .from(q)
      .innerJoin(sb, eq(sb.businessId, q.businessId))
      .where(eq(q.requestId, requestID))
      .orderBy(q.createdAt, q.quoteId);
  },

  /** The request's quotes (one business's only, when `businessID`), oldest first. */
  async quotes(db: Queryable, requestID: string, businessID: string | null = null): Promise<QuoteRow[]> {
    return quotes(db)
      .where(and(eq(q.requestId, requestID), businessID ? eq(q.businessId, businessID) : undefined))
      .orderBy(q.createdAt, q.quoteId);
  },

  async quote(db: Queryable, quoteID: string): Promise<QuoteRow | null> {
    const [row] = await quotes(db).where(eq(q.quoteId, quoteID));
    return row ?? null;
  },

  /** Quotes that count against the cap: every one not withdrawn. */
  async activeCount(db: Queryable, requestID: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(buyingRequestQuotes)
      .where(and(eq(buyingRequestQuotes.requestId, requestID), ne(buyingRequestQuotes.status, 'withdrawn')));
    return row?.n ?? 0;
  },

  /** Serialises one business's quotes, so its monthly allowance holds against parallel sends. */
  async lockQuoter(db: Queryable, businessID: string): Promise<void> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('rfq-quoter:' || ${businessID}))`);
  },

  /** Quotes a business sent since `since` (the start of the month). */
  async sentSince(db: Queryable, businessID: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(buyingRequestQuotes)
      .where(and(eq(buyingRequestQuotes.businessId, businessID), gte(buyingRequestQuotes.createdAt, since)));
    return row?.n ?? 0;
  },

  async insertQuote(
    db: Queryable,
    values: QuoteValues & {
      requestId: string;
      businessId: string;
      authorUserId: string;
      attachments: InquiryAttachment[];
      clientKey: string | null;
      createdAt: Date;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(buyingRequestQuotes)
      .values({ ...values, updatedAt: values.createdAt })
      .returning({ quoteId: buyingRequestQuotes.quoteId });
    return row!.quoteId;
  },

  async reviseQuote(
    db: Queryable,
    quoteID: string,
    values: QuoteValues & { attachments?: InquiryAttachment[]; updatedAt: Date },
  ): Promise<void> {
    await db
      .update(buyingRequestQuotes)
      .set({ ...values, revisions: sql`${buyingRequestQuotes.revisions} + 1` })
      .where(eq(buyingRequestQuotes.quoteId, quoteID));
  },

  async setQuoteStatus(
    db: Queryable,
    quoteIDs: string[],
    status: 'withdrawn' | 'awarded' | 'declined',
    at: Date,
    reason: string | null = null,
  ): Promise<void> {
    await db
      .update(buyingRequestQuotes)
      .set({ status, decidedAt: at, updatedAt: at, declineReason: reason })
      .where(inArray(buyingRequestQuotes.quoteId, quoteIDs));
  },

  async shortlist(db: Queryable, quoteID: string, on: boolean): Promise<void> {
    await db
      .update(buyingRequestQuotes)
      .set({ shortlisted: on })
      .where(eq(buyingRequestQuotes.quoteId, quoteID));
  },

  async award(db: Queryable, requestID: string, at: Date, key: string | null): Promise<void> {
    await db
      .update(buyingRequests)
      .set({ status: 'awarded', awardedAt: at, awardKey: key, updatedAt: at })
      .where(eq(buyingRequests.requestId, requestID));
  },

  async cancel(db: Queryable, requestID: string, at: Date, reason: string): Promise<void> {
    await db
      .update(buyingRequests)
      .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason, updatedAt: at })
      .where(eq(buyingRequests.requestId, requestID));
  },

  /** The people of these businesses (who hear of a request's events). */
  async people(db: Queryable, businessIDs: string[]): Promise<string[]> {
    if (businessIDs.length === 0) return [];
    const rows = await db
      .selectDistinct({ userId: businessMembers.userId })
      .from(businessMembers)
      .where(inArray(businessMembers.businessId, businessIDs));
    return rows.map((r) => r.userId);
  },

  /** The owners' addresses and languages of these businesses (the e-mail copies). */
  async owners(db: Queryable, businessIDs: string[]) {
    if (businessIDs.length === 0) return [];
    return db
      .select({
        businessId: businesses.businessId,
        companyName: businesses.companyName,
        email: users.email,
        firstName: users.firstName,
        ...languageColumns(users),
      })
      .from(businesses)
      .innerJoin(
        businessMembers,
        and(eq(businessMembers.businessId, businesses.businessId), eq(businessMembers.role, 'owner')),
      )
      .innerJoin(users, eq(users.userId, businessMembers.userId))
      .where(inArray(businesses.businessId, businessIDs));
  },
};
