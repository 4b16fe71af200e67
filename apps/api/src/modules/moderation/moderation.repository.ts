import { and, count, desc, eq, exists, gte, inArray, isNull, or, sql, tables, type Queryable } from '@wbn/db';
import type { OperatorRole, ReportCreate, ReportItemType } from '@wbn/contracts';
import { languageColumns } from '../../lib/mail-texts.ts';

const t = tables;
const r = t.moderationReports;
const trail = t.moderationTrail;
const roles = t.operatorRoles;

/** A report with its reporter's name (select it joined to users on the reporter). */
export const reportWithReporter = {
  reportId: r.reportId,
  itemType: r.itemType,
  itemId: r.itemId,
  reason: r.reason,
  text: r.text,
  status: r.status,
  createdAt: r.createdAt,
  reporterId: r.reporterUserId,
  firstName: t.users.firstName,
  lastName: t.users.lastName,
  notifierName: r.notifierName,
  notifierEmail: r.notifierEmail,
};

/** What a trail entry records. */
export interface TrailInput {
  operatorUserID: string | null;
  action: (typeof tables.moderationTrail.$inferInsert)['action'];
  itemType?: string | null;
  itemID?: string | null;
  subjectAccountID?: string | null;
  reason: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reverses?: string | null;
  /** The entry's id when chosen before it is written (rows it hides name it). */
  entryID?: string;
}

/** A reported item as an operator sees it: who wrote it, what it says, where it is. */
export interface ItemFacts {
  authorID: string | null;
  text: string;
  link: string | null;
  hiddenAt: Date | null;
}

/** Whether the viewer takes part in an inquiry thread: its sender, or a member of either business. */
const takesPart = (viewer: string) => {
  const q = t.inquiryRequests;
  const m = t.businessMembers;
  return or(
    eq(q.fromUserId, viewer),
    exists(
      sql`(select 1 from ${m} where ${m.userId} = ${viewer} and ${m.businessId} in (${q.fromBusinessId}, ${q.toBusinessId}))`,
    ),
  );
};

/** Queries only; the rules are in moderation.service.ts. Reads other domains' tables read-only. */
export const moderationRepository = {
  async roleOf(db: Queryable, accountID: string): Promise<OperatorRole | null> {
    const [row] = await db.select({ role: roles.role }).from(roles).where(eq(roles.accountId, accountID));
    return row?.role ?? null;
  },

  async accountByEmail(db: Queryable, email: string) {
    const a = t.authAccounts;
    const [row] = await db
      .select({ id: a.id, email: a.email })
      .from(a)
      .where(eq(a.email, email.trim().toLowerCase()));
    return row ?? null;
  },

  async accountByID(db: Queryable, accountID: string) {
    const a = t.authAccounts;
    const [row] = await db.select({ id: a.id, email: a.email }).from(a).where(eq(a.id, accountID));
    return row ?? null;
  },

  /** The account's role, its account row locked: changes of one account's role run in turn. */
  async lockRole(db: Queryable, accountID: string): Promise<OperatorRole | null> {
    const a = t.authAccounts;
    await db.select({ id: a.id }).from(a).where(eq(a.id, accountID)).for('update');
    return moderationRepository.roleOf(db, accountID);
  },

  async setRole(db: Queryable, accountID: string, role: OperatorRole) {
    await db
      .insert(roles)
      .values({ accountId: accountID, role })
      .onConflictDoUpdate({ target: roles.accountId, set: { role, grantedAt: sql`clock_timestamp()` } });
  },

  async dropRole(db: Queryable, accountID: string) {
    await db.delete(roles).where(eq(roles.accountId, accountID));
  },

  async operators(db: Queryable) {
    const a = t.authAccounts;
    return db
      .select({
        userId: roles.accountId,
        role: roles.role,
        grantedAt: roles.grantedAt,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
      })
      .from(roles)
      .innerJoin(a, eq(a.id, roles.accountId))
      .orderBy(a.email);
  },

  async record(db: Queryable, entry: TrailInput): Promise<string> {
    const [row] = await db
      .insert(trail)
      .values({
        ...(entry.entryID ? { entryId: entry.entryID } : {}),
        operatorUserId: entry.operatorUserID,
        action: entry.action,
        itemType: entry.itemType ?? null,
        itemId: entry.itemID ?? null,
        subjectAccountId: entry.subjectAccountID ?? null,
        reason: entry.reason,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reverses: entry.reverses ?? null,
      })
      .returning({ id: trail.entryId });
    return row!.id;
  },

  async entry(db: Queryable, entryID: string) {
    const [row] = await db.select().from(trail).where(eq(trail.entryId, entryID));
    return row ?? null;
  },

  async reversed(db: Queryable, entryID: string): Promise<boolean> {
    return (await db.select({ id: trail.entryId }).from(trail).where(eq(trail.reverses, entryID))).length > 0;
  },

  /** Locks a post or comment and answers when it was hidden (null: shown); undefined if gone. */
  async lockHidden(db: Queryable, type: 'post' | 'comment', id: string): Promise<Date | null | undefined> {
    const table = type === 'post' ? t.posts : t.comments;
    const key = type === 'post' ? t.posts.postId : t.comments.commentId;
    const [row] = await db
      .select({ hiddenAt: table.hiddenAt })
      .from(table)
      .where(and(eq(key, id), isNull(table.deletedAt)))
      .for('update');
    return row ? row.hiddenAt : undefined;
  },

  async setHidden(db: Queryable, type: 'post' | 'comment', id: string, at: Date | null) {
    if (type === 'post') await db.update(t.posts).set({ hiddenAt: at }).where(eq(t.posts.postId, id));
    else await db.update(t.comments).set({ hiddenAt: at }).where(eq(t.comments.commentId, id));
  },

  async openCount(db: Queryable, type: ReportItemType, id: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(r)
      .where(and(eq(r.itemType, type), eq(r.itemId, id), eq(r.status, 'open')));
    return row?.n ?? 0;
  },

  /** Closes the item's open reports by this trail entry. */
  /** Closes an item's open reports by an entry; answers who reported it and when (one report each). */
  async closeReports(db: Queryable, type: ReportItemType, id: string, entryID: string) {
    return db
      .update(r)
      .set({ status: 'closed', closedAt: sql`clock_timestamp()`, closedBy: entryID })
      .where(and(eq(r.itemType, type), eq(r.itemId, id), eq(r.status, 'open')))
      .returning({
        reportID: r.reportId,
        reporterID: r.reporterUserId,
        createdAt: r.createdAt,
        notifierName: r.notifierName,
        notifierEmail: r.notifierEmail,
        notifierLanguage: r.notifierLanguage,
      });
  },

  /** Opens again the reports an entry closed (a dismissal reversed). */
  async reopenReports(db: Queryable, entryID: string) {
    await db.update(r).set({ status: 'open', closedAt: null, closedBy: null }).where(eq(r.closedBy, entryID));
  },

  async suspension(db: Queryable, accountID: string) {
    const s = t.accountSuspensions;
    const [row] = await db.select().from(s).where(eq(s.accountId, accountID)).for('update');
    return row ?? null;
  },

  async suspend(db: Queryable, accountID: string, until: Date | null, reason: string, entryID: string) {
    const s = t.accountSuspensions;
    await db
      .insert(s)
      .values({ accountId: accountID, until, reason, entryId: entryID })
      .onConflictDoUpdate({
        target: s.accountId,
        set: { until, reason, entryId: entryID, suspendedAt: sql`clock_timestamp()` },
      });
  },

  /** Lifts the suspension an entry imposed (not a later one). */
  async unsuspend(db: Queryable, entryID: string) {
    await db.delete(t.accountSuspensions).where(eq(t.accountSuspensions.entryId, entryID));
  },

  /** Ends every session of the account; the auth_sessions_ended trigger tells every instance. */
  async endSessions(db: Queryable, accountID: string) {
    const s = t.authSessions;
    await db
      .update(s)
      .set({ revokedAt: sql`clock_timestamp()`, revokedReason: 'suspended' })
      .where(and(eq(s.accountId, accountID), isNull(s.revokedAt)));
  },

  /** The person a statement of reasons goes to: address, name and language. */
  async person(db: Queryable, userID: string) {
    const u = t.users;
    const [row] = await db
      .select({ email: u.email, firstName: u.firstName, ...languageColumns(u) })
      .from(u)
      .where(eq(u.userId, userID));
    return row ?? null;
  },

  /** The newest trail entries first, with the operators' names. */
  async trail(db: Queryable, limit: number) {
    const u = t.users;
    return db
      .select({
        entry: trail,
        firstName: u.firstName,
        lastName: u.lastName,
      })
      .from(trail)
      .leftJoin(u, eq(u.userId, trail.operatorUserId))
      .orderBy(desc(trail.createdAt))
      .limit(limit);
  },

  /** Whether the viewer may see the item (it exists, is not removed, and a thread is theirs). */
  async visible(db: Queryable, viewer: string, type: ReportItemType, id: string): Promise<boolean> {
    const one = async (q: Promise<unknown[]>) => (await q).length > 0;
    switch (type) {
      case 'post':
        return one(
          db
            .select({ id: t.posts.postId })
            .from(t.posts)
            .where(and(eq(t.posts.postId, id), isNull(t.posts.deletedAt), isNull(t.posts.hiddenAt))),
        );
      case 'comment':
        return one(
          db
            .select({ id: t.comments.commentId })
            .from(t.comments)
            .where(
              and(eq(t.comments.commentId, id), isNull(t.comments.deletedAt), isNull(t.comments.hiddenAt)),
            ),
        );
      case 'business':
        return one(
          db
            .select({ id: t.businesses.businessId })
            .from(t.businesses)
            .where(and(eq(t.businesses.businessId, id), isNull(t.businesses.hiddenAt))),
        );
      case 'product':
        return one(
          db
            .select({ id: t.products.productId })
            .from(t.products)
            .where(and(eq(t.products.productId, id), isNull(t.products.hiddenAt))),
        );
      case 'profile':
        return one(db.select({ id: t.users.userId }).from(t.users).where(eq(t.users.userId, id)));
      case 'thread':
        return one(
          db
            .select({ id: t.inquiryRequests.requestId })
            .from(t.inquiryRequests)
            .where(and(eq(t.inquiryRequests.requestId, id), takesPart(viewer))),
        );
      case 'message':
        return one(
          db
            .select({ id: t.inquiryMessages.messageId })
            .from(t.inquiryMessages)
            .innerJoin(t.inquiryRequests, eq(t.inquiryRequests.requestId, t.inquiryMessages.requestId))
            .where(and(eq(t.inquiryMessages.messageId, id), takesPart(viewer))),
        );
    }
  },

  /** Serialises one reporter's reports (the hourly limit is a count under this lock). */
  async lockReporter(db: Queryable, userID: string) {
    await db.select({ id: t.users.userId }).from(t.users).where(eq(t.users.userId, userID)).for('update');
  },

  async reportsSince(db: Queryable, userID: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(r)
      .where(and(eq(r.reporterUserId, userID), gte(r.createdAt, since)));
    return row?.n ?? 0;
  },

  /** The new report, or null when the reporter already has an open one on the item. */
  async insertReport(db: Queryable, userID: string, body: ReportCreate) {
    const [row] = await db
      .insert(r)
      .values({
        reporterUserId: userID,
        itemType: body.itemType,
        itemId: body.itemID,
        reason: body.reason,
        text: body.text,
      })
      .onConflictDoNothing({
        target: [r.reporterUserId, r.itemType, r.itemId],
        where: sql`status = 'open'`,
      })
      .returning();
    return row ?? null;
  },

  /** The reported items, most pressing first, as (type, id, counts); their reports come apart. */
  async queue(db: Queryable, limit: number) {
    return db
      .select({
        itemType: r.itemType,
        itemId: r.itemId,
        reportCount: count(),
        reporters: sql<number>`count(distinct ${r.reporterUserId})::int`,
        firstAt: sql<Date>`min(${r.createdAt})`.mapWith(r.createdAt),
      })
      .from(r)
      .where(eq(r.status, 'open'))
      .groupBy(r.itemType, r.itemId)
      .orderBy(desc(count()))
      .limit(limit * 4);
  },

  async openReports(db: Queryable, itemIDs: string[]) {
    if (itemIDs.length === 0) return [];
    const u = t.users;
    return db
      .select(reportWithReporter)
      .from(r)
      .leftJoin(u, eq(u.userId, r.reporterUserId))
      .where(and(eq(r.status, 'open'), inArray(r.itemId, itemIDs)))
      .orderBy(r.createdAt);
  },

  /** Hide, warn and suspend actions against each account, not reversed. */
  async priorActions(db: Queryable, accountIDs: string[]): Promise<Map<string, number>> {
    if (accountIDs.length === 0) return new Map();
    const later = t.moderationTrail;
    const rows = await db
      .select({ id: trail.subjectAccountId, n: count() })
      .from(trail)
      .where(
        and(
          inArray(trail.subjectAccountId, accountIDs),
          inArray(trail.action, ['hide', 'warn', 'suspend']),
          sql`not exists (select 1 from ${later} x where x.reverses = ${trail.entryId})`,
        ),
      )
      .groupBy(trail.subjectAccountId);
    return new Map(rows.map((row) => [row.id!, row.n]));
  },

  /**
   * Each reporter's record: their closed reports whose item an operator acted on (hide, warn,
   * suspend) less those dismissed, counting only decisions not reversed since.
   */
  async reporterRecords(db: Queryable, reporterIDs: string[]): Promise<Map<string, number>> {
    if (reporterIDs.length === 0) return new Map();
    const later = t.moderationTrail;
    const rows = await db
      .select({
        id: r.reporterUserId,
        n: sql<number>`coalesce(sum(case when ${trail.action} = 'dismiss' then -1 else 1 end), 0)::int`,
      })
      .from(r)
      .innerJoin(trail, eq(trail.entryId, r.closedBy))
      .where(
        and(
          inArray(r.reporterUserId, reporterIDs),
          eq(r.status, 'closed'),
          inArray(trail.action, ['dismiss', 'hide', 'warn', 'suspend']),
          sql`not exists (select 1 from ${later} x where x.reverses = ${trail.entryId})`,
        ),
      )
      .groupBy(r.reporterUserId);
    return new Map(rows.map((row) => [row.id!, row.n]));
  },

  async names(db: Queryable, userIDs: string[]): Promise<Map<string, string>> {
    if (userIDs.length === 0) return new Map();
    const u = t.users;
    const rows = await db
      .select({ id: u.userId, first: u.firstName, last: u.lastName })
      .from(u)
      .where(inArray(u.userId, userIDs));
    return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
  },

  /** The item's author, text and place; null when it no longer exists. */
  async facts(db: Queryable, type: ReportItemType, id: string): Promise<ItemFacts | null> {
    switch (type) {
      case 'post': {
        const p = t.posts;
        const [row] = await db
          .select({ a: p.authorUserId, text: p.content, tl: p.timelineId, hiddenAt: p.hiddenAt })
          .from(p)
          .where(and(eq(p.postId, id), isNull(p.deletedAt)));
        return row
          ? {
              authorID: row.a,
              text: row.text,
              link: `/timeline/${row.tl}?post=${id}`,
              hiddenAt: row.hiddenAt,
            }
          : null;
      }
      case 'comment': {
        const c = t.comments;
        const [row] = await db
          .select({ a: c.authorUserId, text: c.content, hiddenAt: c.hiddenAt })
          .from(c)
          .where(and(eq(c.commentId, id), isNull(c.deletedAt)));
        return row ? { authorID: row.a, text: row.text, link: null, hiddenAt: row.hiddenAt } : null;
      }
      case 'business': {
        const b = t.businesses;
        const [row] = await db
          .select({ a: b.ownerId, text: b.companyName, hiddenAt: b.hiddenAt })
          .from(b)
          .where(eq(b.businessId, id));
        return row
          ? { authorID: row.a, text: row.text, link: `/business/${id}`, hiddenAt: row.hiddenAt }
          : null;
      }
      case 'product': {
        const p = t.products;
        const b = t.businesses;
        const [row] = await db
          .select({ a: b.ownerId, text: p.name, hiddenAt: p.hiddenAt })
          .from(p)
          .innerJoin(b, eq(b.businessId, p.businessId))
          .where(eq(p.productId, id));
        return row
          ? { authorID: row.a, text: row.text, link: `/business-product/${id}`, hiddenAt: row.hiddenAt }
          : null;
      }
      case 'profile': {
        const u = t.users;
        const [row] = await db
          .select({ first: u.firstName, last: u.lastName })
          .from(u)
          .where(eq(u.userId, id));
        return row
          ? { authorID: id, text: `${row.first} ${row.last}`, link: `/profile/${id}`, hiddenAt: null }
          : null;
      }
      case 'thread': {
        const q = t.inquiryRequests;
        const [row] = await db
          .select({ a: q.fromUserId, text: q.subject })
          .from(q)
          .where(eq(q.requestId, id));
        return row ? { authorID: row.a, text: row.text, link: null, hiddenAt: null } : null;
      }
      case 'message': {
        const m = t.inquiryMessages;
        const [row] = await db
          .select({ a: m.authorUserId, text: m.content })
          .from(m)
          .where(eq(m.messageId, id));
        return row ? { authorID: row.a, text: row.text, link: null, hiddenAt: null } : null;
      }
    }
  },
};
