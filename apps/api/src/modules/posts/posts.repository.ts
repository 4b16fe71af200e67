import { sql, tables, type Queryable, type SQL } from '@wbn/db';

const t = tables;

/** A post with what its card shows, as one row (posts.mapper.ts turns it into a Post). */
export interface PostRow {
  post_id: string;
  content: string;
  created_at: Date;
  /** created_at exactly (microseconds), for the newsfeed's cursor. */
  created_at_exact: string;
  timeline_type: 'user' | 'business';
  timeline_id: string;
  business_id: string | null;
  author_user_id: string;
  picture_url: string | null;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  company_name: string | null;
  logo_url: string | null;
  likes: number;
  comments: number;
  can_remove: boolean;
}

/** Where the newsfeed stands: the last post of the previous page. */
export interface FeedCursor {
  /** PostgreSQL's text of its created_at: exact to the microsecond, which a Date is not. */
  createdAt: string;
  postId: string;
}

/**
 * The card columns of posts `p` for a viewer (null: a visitor). May remove: the author, or an
 * owner or admin of the business the post was made as or on.
 */
const cardColumns = (viewer: string | null) => sql`
  p.post_id, p.content, p.created_at, p.created_at::text AS created_at_exact, p.timeline_type, p.timeline_id, p.business_id,
  p.author_user_id, p.picture_url, u.first_name, u.last_name, u.profile_photo_url,
  b.company_name, b.logo_url,
  (SELECT count(*)::int FROM reactions r WHERE r.resource_id = p.post_id AND r.resource_type = 'post') AS likes,
  (SELECT count(*)::int FROM comments c WHERE c.resource_id = p.post_id AND c.deleted_at IS NULL) AS comments,
  ${
    viewer
      ? sql`(p.author_user_id = ${viewer}::uuid OR EXISTS (
          SELECT 1 FROM business_members m
           WHERE m.user_id = ${viewer}::uuid AND m.role IN ('owner', 'admin')
             AND m.business_id IN (p.business_id,
                   CASE WHEN p.timeline_type = 'business' THEN p.timeline_id END)))`
      : sql`false`
  } AS can_remove`;

const cardJoins = sql`JOIN users u ON u.user_id = p.author_user_id
  LEFT JOIN businesses b ON b.business_id = p.business_id`;

async function rows(db: Queryable, query: SQL): Promise<PostRow[]> {
  return (await db.execute(query)).rows as unknown as PostRow[];
}

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
    },
  ): Promise<string> {
    const [row] = await db.insert(t.posts).values(post).returning({ postId: t.posts.postId });
    return row!.postId;
  },

  async card(db: Queryable, postId: string, viewer: string | null): Promise<PostRow | null> {
    const [row] = await rows(
      db,
      sql`SELECT ${cardColumns(viewer)} FROM posts p ${cardJoins}
           WHERE p.post_id = ${postId}::uuid AND p.deleted_at IS NULL`,
    );
    return row ?? null;
  },

  /** The post for removal, locked until the end of the caller's transaction. */
  async forRemoval(db: Queryable, postId: string) {
    const [row] = (
      await db.execute(sql`SELECT post_id, author_user_id, business_id, timeline_type, timeline_id
        FROM posts WHERE post_id = ${postId}::uuid AND deleted_at IS NULL FOR UPDATE`)
    ).rows as {
      post_id: string;
      author_user_id: string;
      business_id: string | null;
      timeline_type: 'user' | 'business';
      timeline_id: string;
    }[];
    return row ?? null;
  },

  async softDelete(db: Queryable, postId: string): Promise<void> {
    await db.execute(sql`UPDATE posts SET deleted_at = now() WHERE post_id = ${postId}::uuid`);
  },

  async exists(db: Queryable, postId: string): Promise<boolean> {
    const found = await db.execute(
      sql`SELECT 1 FROM posts WHERE post_id = ${postId}::uuid AND deleted_at IS NULL`,
    );
    return found.rows.length > 0;
  },

  /** Which timeline an id names: a user's, a business's, or none. */
  async timelineTypeOf(db: Queryable, id: string): Promise<'user' | 'business' | null> {
    const [row] = (
      await db.execute(sql`SELECT CASE
          WHEN EXISTS (SELECT 1 FROM businesses WHERE business_id = ${id}::uuid) THEN 'business'
          WHEN EXISTS (SELECT 1 FROM users WHERE user_id = ${id}::uuid) THEN 'user' END AS type`)
    ).rows as { type: 'user' | 'business' | null }[];
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
    return rows(
      db,
      sql`SELECT ${cardColumns(viewer)}
            FROM (SELECT post_id FROM posts
                   WHERE timeline_type = ${type} AND timeline_id = ${id}::uuid AND deleted_at IS NULL
                   ORDER BY created_at DESC, post_id DESC LIMIT ${size} OFFSET ${skip}) page
            JOIN posts p ON p.post_id = page.post_id ${cardJoins}
           ORDER BY p.created_at DESC, p.post_id DESC`,
    );
  },

  /**
   * A page of the viewer's newsfeed, newest first, older than `cursor`: their own timeline and
   * those of the businesses they follow (as themselves) or belong to. Each timeline gives at most
   * `size` rows off its index before they are merged, so a page costs the same however deep.
   */
  async newsfeed(db: Queryable, viewer: string, cursor: FeedCursor | null, size: number): Promise<PostRow[]> {
    const older = cursor
      ? sql`AND (x.created_at, x.post_id) < (${cursor.createdAt}::timestamptz, ${cursor.postId}::uuid)`
      : sql``;
    return rows(
      db,
      sql`WITH timelines AS (
            SELECT 'user'::text AS type, ${viewer}::uuid AS id
            UNION SELECT 'business', f.followed_business_id FROM follows f
                   WHERE f.user_id = ${viewer}::uuid AND f.business_id IS NULL
            UNION SELECT 'business', m.business_id FROM business_members m WHERE m.user_id = ${viewer}::uuid
          ),
          page AS (
            SELECT newest.post_id, newest.created_at FROM timelines tl CROSS JOIN LATERAL (
              SELECT x.post_id, x.created_at FROM posts x
               WHERE x.timeline_type = tl.type AND x.timeline_id = tl.id AND x.deleted_at IS NULL ${older}
               ORDER BY x.created_at DESC, x.post_id DESC LIMIT ${size}) newest
             ORDER BY newest.created_at DESC, newest.post_id DESC LIMIT ${size}
          )
          SELECT ${cardColumns(viewer)} FROM page JOIN posts p ON p.post_id = page.post_id ${cardJoins}
           ORDER BY p.created_at DESC, p.post_id DESC`,
    );
  },
};
