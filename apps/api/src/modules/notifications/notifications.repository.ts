import {
  and,
  columnName,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  sql,
  tables,
  type Queryable,
  type RawRow,
} from '@wbn/db';
import type { NotificationKind, Party } from '@wbn/contracts';
import { partyJson } from '../../lib/party.ts';
import type { KeysetPosition } from '../../lib/keyset-cursor.ts';

/** One notification to store. Events with the same `groupKey` gather on the user's unread row. */
export interface NotificationInput {
  userID: string;
  kind: NotificationKind;
  actor: Party;
  subject: string;
  link: string;
  groupKey?: string | null;
}

/** Who did something: a person, or a business they acted as. */
export interface Actor {
  userID: string;
  businessID: string | null;
}

const n = tables.notifications;

const notificationFields = {
  notificationId: n.notificationId,
  userId: n.userId,
  kind: n.kind,
  actor: n.actor,
  subject: n.subject,
  link: n.link,
  count: n.count,
  createdAt: n.createdAt,
  /** created_at as PostgreSQL's text (to the microsecond), for cursors. */
  at: sql<string>`${n.createdAt}::text`,
  readAt: n.readAt,
};

export type NotificationRow = RawRow<typeof notificationFields>;

/** A uuid[] parameter: one value however many ids (`= ANY`), as the statements had it. */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Queries only; the rules are in notifications.service.ts. */
export const notificationsRepository = {
  /** Stores them; a grouped one joins the user's unread row of its group (messages count up). */
  async insert(db: Queryable, items: NotificationInput[]): Promise<NotificationRow[]> {
    if (items.length === 0) return [];
    return db
      .insert(n)
      .values(
        items.map((item) => ({
          userId: item.userID,
          kind: item.kind,
          actor: item.actor,
          subject: item.subject.slice(0, 200),
          link: item.link,
          groupKey: item.groupKey ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [n.userId, n.groupKey],
        targetWhere: sql`${columnName(n.readAt)} IS NULL AND ${columnName(n.groupKey)} IS NOT NULL`,
        set: {
          count: sql`CASE WHEN ${n.kind} = 'message' THEN ${n.count} + 1 ELSE ${n.count} END`,
          createdAt: sql`clock_timestamp()`,
          actor: sql`EXCLUDED.${columnName(n.actor)}`,
          subject: sql`EXCLUDED.${columnName(n.subject)}`,
        },
      })
      .returning(notificationFields);
  },

  async unreadCounts(db: Queryable, userIDs: string[]): Promise<Map<string, number>> {
    const found = await db
      .select({ userId: n.userId, unread: count() })
      .from(n)
      .where(and(sql`${n.userId} = ANY(${uuidArray(userIDs)})`, isNull(n.readAt)))
      .groupBy(n.userId);
    return new Map(found.map((r) => [r.userId, r.unread]));
  },

  /** A page, newest first, after `after` (keyset). */
  page(db: Queryable, userID: string, after: KeysetPosition | null, size: number, unreadOnly: boolean) {
    return db
      .select(notificationFields)
      .from(n)
      .where(
        and(
          eq(n.userId, userID),
          unreadOnly ? isNull(n.readAt) : undefined,
          after
            ? sql`(${n.createdAt}, ${n.notificationId}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(n.createdAt), desc(n.notificationId))
      .limit(size);
  },

  async markRead(db: Queryable, userID: string, ids: string[] | null): Promise<void> {
    await db
      .update(n)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(n.userId, userID),
          isNull(n.readAt),
          ids ? sql`${n.notificationId} = ANY(${uuidArray(ids)})` : undefined,
        ),
      );
  },

  /** Marks read a user's unread notifications that open this link; answers how many. */
  async markReadByLink(db: Queryable, userID: string, link: string): Promise<number> {
    const result = await db
      .update(n)
      .set({ readAt: sql`now()` })
      .where(and(eq(n.userId, userID), isNull(n.readAt), eq(n.link, link)));
    return result.rowCount ?? 0;
  },

  /** What a reconnecting stream missed (created or gathered since). */
  since(db: Queryable, userID: string, since: Date, limit: number) {
    return db
      .select(notificationFields)
      .from(n)
      .where(and(eq(n.userId, userID), gte(n.createdAt, since)))
      .orderBy(n.createdAt)
      .limit(limit);
  },

  /** The actor as a party (the business when acting as one). */
  async party(db: Queryable, actor: Actor): Promise<Party | null> {
    const { users, businesses } = tables;
    const [row] = await db
      .select({ party: partyJson(users, businesses) })
      .from(users)
      .leftJoin(businesses, sql`${businesses.businessId} = ${actor.businessID}::uuid`)
      .where(eq(users.userId, actor.userID));
    return row?.party ?? null;
  },

  /** The owner and admins of a business: who hears of its likes, follows and product comments. */
  async managers(db: Queryable, businessID: string): Promise<string[]> {
    const m = tables.businessMembers;
    const found = await db
      .select({ userId: m.userId })
      .from(m)
      .where(and(eq(m.businessId, businessID), inArray(m.role, ['owner', 'admin'])));
    return found.map((r) => r.userId);
  },

  async post(db: Queryable, postID: string) {
    const p = tables.posts;
    const [row] = await db
      .select({ authorUserId: p.authorUserId, content: p.content, timelineId: p.timelineId })
      .from(p)
      .where(and(eq(p.postId, postID), isNull(p.deletedAt)));
    return row ?? null;
  },

  async product(db: Queryable, productID: string) {
    const p = tables.products;
    const [row] = await db
      .select({ businessId: p.businessId, name: p.name })
      .from(p)
      .where(eq(p.productId, productID));
    return row ?? null;
  },

  async business(db: Queryable, businessID: string) {
    const b = tables.businesses;
    const [row] = await db.select({ companyName: b.companyName }).from(b).where(eq(b.businessId, businessID));
    return row ?? null;
  },

  /** A comment and what it is on (for a reply: the top-level comment and, through it, its post). */
  async comment(db: Queryable, commentID: string) {
    const c = tables.comments;
    const [row] = await db
      .select({
        authorUserId: c.authorUserId,
        content: c.content,
        resourceType: c.resourceType,
        resourceId: c.resourceId,
      })
      .from(c)
      .where(and(eq(c.commentId, commentID), isNull(c.deletedAt)));
    return row ?? null;
  },
};
