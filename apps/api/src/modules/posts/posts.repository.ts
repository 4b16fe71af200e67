import {
  alias,
  and,
  desc,
  eq,
  inArray,
  isNull,
  isNotNull,
  rawRow,
  rawRows,
  sql,
  tables,
  type Queryable,
  type RawRow,
} from '@wbn/db';
import { withLanguage } from '../../lib/content-language.ts';

/** Where the newsfeed stands: the last post of the previous page. */
export interface FeedCursor {
  /** PostgreSQL's text of its created_at: exact to the microsecond, which a Date is not. */
  createdAt: string;
  postId: string;
}

const { businesses, businessMembers, comments, follows, posts, reactions, users } = tables;
const p = alias(posts, 'p');
const u = alias(users, 'u');
const b = alias(businesses, 'b');

/**
 * The card of posts `p` for a viewer (null: a visitor). May remove: the author, or an owner or
 * admin of the business the post was made as or on.
 */
const cardFields = (viewer: string | null) => ({
  postId: p.postId,
  content: p.content,
  language: p.language,
  createdAt: p.createdAt,
  /** created_at exactly (microseconds), for the newsfeed's cursor. */
  createdAtExact: sql<string>`${p.createdAt}::text`.as('created_at_exact'),
  timelineType: p.timelineType,
  timelineId: p.timelineId,
  businessId: p.businessId,
  authorUserId: p.authorUserId,
  pictureUrl: p.pictureUrl,
  firstName: u.firstName,
  lastName: u.lastName,
  profilePhotoUrl: u.profilePhotoUrl,
  // b is outer-joined: null for a post made as a person.
  companyName: sql<string | null>`${b.companyName}`,
  logoUrl: sql<string | null>`${b.logoUrl}`,
  likes: sql<number>`(SELECT count(*)::int FROM ${reactions}
     WHERE ${reactions.resourceId} = ${p.postId} AND ${reactions.resourceType} = 'post')`,
  comments: sql<number>`(SELECT count(*)::int FROM ${comments}
     WHERE ${comments.resourceId} = ${p.postId} AND ${comments.deletedAt} IS NULL AND ${comments.hiddenAt} IS NULL)`,
  canRemove: viewer
    ? sql<boolean>`(${p.authorUserId} = ${viewer}::uuid OR EXISTS (
        SELECT 1 FROM ${businessMembers}
         WHERE ${businessMembers.userId} = ${viewer}::uuid AND ${businessMembers.role} IN ('owner', 'admin')
           AND ${businessMembers.businessId} IN (${p.businessId},
                 CASE WHEN ${p.timelineType} = 'business' THEN ${p.timelineId} END)))`
    : sql<boolean>`false`,
});

/** A post with what its card shows, as one row (posts.mapper.ts turns it into a Post). */
export type PostRow = RawRow<ReturnType<typeof cardFields>>;

/** Posts `p` with their authors and the businesses they were made as. */
const cards = (db: Queryable, viewer: string | null) =>
  db
    .select(cardFields(viewer))
    .from(p)
    .innerJoin(u, eq(u.userId, p.authorUserId))
    .leftJoin(b, eq(b.businessId, p.businessId))
    .$dynamic();

/** Queries only; the rules are in posts.service.ts. */
export const postsRepository = {
  async insert(
    db: Queryable,
    post: {
      authorUserId: string;
      businessId: string | null;
      timelineType: 'user' | 'business';
      timelineId: string;
      content: string;
      pictureUrl: string | null;
      language?: string | null;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(posts)
      .values(withLanguage(post, [post.content]))
      .returning({ postId: posts.postId });
    return row!.postId;
  },

  async card(db: Queryable, postId: string, viewer: string | null): Promise<PostRow | null> {
    const [row] = await cards(db, viewer).where(
      and(eq(p.postId, postId), isNull(p.deletedAt), isNull(p.hiddenAt)),
    );
    return row ?? null;
  },

  /** Whether the post is there but hidden by an operator (decision 0025): its address answers 410. */
  async hidden(db: Queryable, postId: string): Promise<boolean> {
    const found = await db
      .select({ one: sql`1` })
      .from(posts)
      .where(and(eq(posts.postId, postId), isNull(posts.deletedAt), isNotNull(posts.hiddenAt)));
    return found.length > 0;
  },

  /** Cards of several posts (removed ones left out), in no order. */
  async cards(db: Queryable, postIds: string[], viewer: string | null): Promise<PostRow[]> {
    if (postIds.length === 0) return [];
    return cards(db, viewer).where(and(inArray(p.postId, postIds), isNull(p.deletedAt), isNull(p.hiddenAt)));
  },

  /** The post for removal, locked until the end of the caller's transaction. */
  async forRemoval(db: Queryable, postId: string) {
    const [row] = await db
      .select({
        postId: posts.postId,
        authorUserId: posts.authorUserId,
        businessId: posts.businessId,
        timelineType: posts.timelineType,
        timelineId: posts.timelineId,
      })
      .from(posts)
      .where(and(eq(posts.postId, postId), isNull(posts.deletedAt)))
      .for('update');
    return row ?? null;
  },

  async softDelete(db: Queryable, postId: string): Promise<void> {
    await db
      .update(posts)
      .set({ deletedAt: sql`now()` })
      .where(eq(posts.postId, postId));
  },

  async exists(db: Queryable, postId: string): Promise<boolean> {
    const found = await db
      .select({ one: sql`1` })
      .from(posts)
      .where(and(eq(posts.postId, postId), isNull(posts.deletedAt), isNull(posts.hiddenAt)));
    return found.length > 0;
  },

  /** Which timeline an id names: a user's, a business's, or none. */
  async timelineTypeOf(db: Queryable, id: string): Promise<'user' | 'business' | null> {
    const row = await rawRow(
      db,
      {
        type: sql<'user' | 'business' | null>`CASE
          WHEN EXISTS (SELECT 1 FROM ${businesses} WHERE ${businesses.businessId} = ${id}::uuid) THEN 'business'
          WHEN EXISTS (SELECT 1 FROM ${users} WHERE ${users.userId} = ${id}::uuid) THEN 'user' END`,
      },
      (list) => sql`SELECT ${list}`,
    );
    return row?.type ?? null;
  },

  /** A timeline's page, newest first (one statement). */
  async timeline(
    db: Queryable,
    type: 'user' | 'business',
    id: string,
    skip: number,
    size: number,
    viewer: string | null,
  ): Promise<PostRow[]> {
    const page = db
      .select({ postId: posts.postId })
      .from(posts)
      .where(
        and(
          eq(posts.timelineType, type),
          eq(posts.timelineId, id),
          isNull(posts.deletedAt),
          isNull(posts.hiddenAt),
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.postId))
      .limit(size)
      .offset(skip)
      .as('page');
    return db
      .select(cardFields(viewer))
      .from(page)
      .innerJoin(p, eq(p.postId, page.postId))
      .innerJoin(u, eq(u.userId, p.authorUserId))
      .leftJoin(b, eq(b.businessId, p.businessId))
      .orderBy(desc(p.createdAt), desc(p.postId));
  },

  /**
   * A page of the viewer's newsfeed, newest first, older than `cursor`: their own timeline and
   * those of the businesses they follow (as themselves) or belong to. Each timeline gives at most
   * `size` rows off its index before they are merged, so a page costs the same however deep.
   */
  async newsfeed(db: Queryable, viewer: string, cursor: FeedCursor | null, size: number): Promise<PostRow[]> {
    const x = alias(posts, 'x');
    const f = alias(follows, 'f');
    const m = alias(businessMembers, 'm');
    const older = cursor
      ? sql`AND (${x.createdAt}, ${x.postId}) < (${cursor.createdAt}::timestamptz, ${cursor.postId}::uuid)`
      : sql``;
    return rawRows(
      db,
      cardFields(viewer),
      (list) => sql`WITH timelines AS (
          SELECT 'user'::text AS type, ${viewer}::uuid AS id
          UNION SELECT 'business', ${f.followedBusinessId} FROM ${follows} ${f}
                 WHERE ${f.userId} = ${viewer}::uuid AND ${f.businessId} IS NULL
          UNION SELECT 'business', ${m.businessId} FROM ${businessMembers} ${m} WHERE ${m.userId} = ${viewer}::uuid
        ),
        page AS (
          SELECT newest.post_id, newest.created_at FROM timelines tl CROSS JOIN LATERAL (
            SELECT ${x.postId}, ${x.createdAt} FROM ${posts} ${x}
             WHERE ${x.timelineType} = tl.type AND ${x.timelineId} = tl.id AND ${x.deletedAt} IS NULL AND ${x.hiddenAt} IS NULL ${older}
             ORDER BY ${x.createdAt} DESC, ${x.postId} DESC LIMIT ${size}) newest
           ORDER BY newest.created_at DESC, newest.post_id DESC LIMIT ${size}
        )
        SELECT ${list} FROM page JOIN ${posts} ${p} ON ${p.postId} = page.post_id
          JOIN ${users} ${u} ON ${u.userId} = ${p.authorUserId}
          LEFT JOIN ${businesses} ${b} ON ${b.businessId} = ${p.businessId}
         ORDER BY ${p.createdAt} DESC, ${p.postId} DESC`,
    );
  },
};
