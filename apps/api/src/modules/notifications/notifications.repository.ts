import { sql, type Queryable } from '@wbn/db';
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

export interface NotificationRow {
  notification_id: string;
  user_id: string;
  kind: NotificationKind;
  actor: Party;
  subject: string;
  link: string;
  count: number;
  created_at: string;
  /** created_at as PostgreSQL's text, for cursors. */
  at: string;
  read_at: string | null;
}

/** Who did something: a person, or a business they acted as. */
export interface Actor {
  userID: string;
  businessID: string | null;
}

const columns = sql`notification_id, user_id, kind, actor, subject, link, count, created_at,
  created_at::text AS at, read_at`;

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as unknown as T[];
}

/** Queries only; the rules are in notifications.service.ts. */
export const notificationsRepository = {
  /** Stores them; a grouped one joins the user's unread row of its group (messages count up). */
  async insert(db: Queryable, items: NotificationInput[]): Promise<NotificationRow[]> {
    if (items.length === 0) return [];
    const values = sql.join(
      items.map(
        (n) =>
          sql`(${n.userID}::uuid, ${n.kind}, ${JSON.stringify(n.actor)}::jsonb, ${n.subject.slice(0, 200)},
               ${n.link}, ${n.groupKey ?? null})`,
      ),
      sql`, `,
    );
    return rows(
      db,
      sql`INSERT INTO notifications AS n (user_id, kind, actor, subject, link, group_key)
          VALUES ${values}
          ON CONFLICT (user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL
          DO UPDATE SET count = CASE WHEN n.kind = 'message' THEN n.count + 1 ELSE n.count END,
                        created_at = clock_timestamp(), actor = EXCLUDED.actor, subject = EXCLUDED.subject
          RETURNING ${columns}`,
    );
  },

  async unreadCounts(db: Queryable, userIDs: string[]): Promise<Map<string, number>> {
    const found = await rows<{ user_id: string; unread: number }>(
      db,
      sql`SELECT user_id, count(*)::int AS unread FROM notifications
           WHERE user_id = ANY(${`{${userIDs.join(',')}}`}::uuid[]) AND read_at IS NULL GROUP BY user_id`,
    );
    return new Map(found.map((r) => [r.user_id, r.unread]));
  },

  /** A page, newest first, after `after` (keyset). */
  page(db: Queryable, userID: string, after: KeysetPosition | null, size: number, unreadOnly: boolean) {
    return rows<NotificationRow>(
      db,
      sql`SELECT ${columns} FROM notifications
           WHERE user_id = ${userID}::uuid
             ${unreadOnly ? sql`AND read_at IS NULL` : sql``}
             ${after ? sql`AND (created_at, notification_id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
           ORDER BY created_at DESC, notification_id DESC LIMIT ${size}`,
    );
  },

  async markRead(db: Queryable, userID: string, ids: string[] | null): Promise<void> {
    await db.execute(
      sql`UPDATE notifications SET read_at = now()
           WHERE user_id = ${userID}::uuid AND read_at IS NULL
             ${ids ? sql`AND notification_id = ANY(${`{${ids.join(',')}}`}::uuid[])` : sql``}`,
    );
  },

  /** Marks read a user's unread notifications that open this link; answers how many. */
  async markReadByLink(db: Queryable, userID: string, link: string): Promise<number> {
    const result = await db.execute(
      sql`UPDATE notifications SET read_at = now()
           WHERE user_id = ${userID}::uuid AND read_at IS NULL AND link = ${link}`,
    );
    return result.rowCount ?? 0;
  },

  /** What a reconnecting stream missed (created or gathered since). */
  since(db: Queryable, userID: string, since: Date, limit: number) {
    return rows<NotificationRow>(
      db,
      sql`SELECT ${columns} FROM notifications
           WHERE user_id = ${userID}::uuid AND created_at >= ${since.toISOString()}::timestamptz
           ORDER BY created_at LIMIT ${limit}`,
    );
  },

  /** The actor as a party (the business when acting as one). */
  async party(db: Queryable, actor: Actor): Promise<Party | null> {
    const [row] = await rows<{ party: Party }>(
      db,
      sql`SELECT ${partyJson('u', 'b')} AS party FROM users u
            LEFT JOIN businesses b ON b.business_id = ${actor.businessID}::uuid
           WHERE u.user_id = ${actor.userID}::uuid`,
    );
    return row?.party ?? null;
  },

  /** The owner and admins of a business: who hears of its likes, follows and product comments. */
  async managers(db: Queryable, businessID: string): Promise<string[]> {
    return (
      await rows<{ user_id: string }>(
        db,
        sql`SELECT user_id FROM business_members
             WHERE business_id = ${businessID}::uuid AND role IN ('owner', 'admin')`,
      )
    ).map((r) => r.user_id);
  },

  async post(db: Queryable, postID: string) {
    const [row] = await rows<{ author_user_id: string; content: string; timeline_id: string }>(
      db,
      sql`SELECT author_user_id, content, timeline_id FROM posts
           WHERE post_id = ${postID}::uuid AND deleted_at IS NULL`,
    );
    return row ?? null;
  },

  async product(db: Queryable, productID: string) {
    const [row] = await rows<{ business_id: string; name: string }>(
      db,
      sql`SELECT business_id, name FROM products WHERE product_id = ${productID}::uuid`,
    );
    return row ?? null;
  },

  async business(db: Queryable, businessID: string) {
    const [row] = await rows<{ company_name: string }>(
      db,
      sql`SELECT company_name FROM businesses WHERE business_id = ${businessID}::uuid`,
    );
    return row ?? null;
  },

  /** A comment and what it is on (for a reply: the top-level comment and, through it, its post). */
  async comment(db: Queryable, commentID: string) {
    const [row] = await rows<{
      author_user_id: string;
      content: string;
      resource_type: 'post' | 'product' | 'comment';
      resource_id: string;
    }>(
      db,
      sql`SELECT author_user_id, content, resource_type, resource_id FROM comments
           WHERE comment_id = ${commentID}::uuid AND deleted_at IS NULL`,
    );
    return row ?? null;
  },
};
