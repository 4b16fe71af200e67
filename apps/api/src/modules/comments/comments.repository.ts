import { sql, tables, type Queryable } from '@wbn/db';
import type { CommentResourceType } from '@wbn/contracts';

/** A comment with what its card shows, as one row. */
export interface CommentRow {
  comment_id: string;
  resource_id: string;
  resource_type: CommentResourceType;
  content: string;
  created_at: Date;
  author_user_id: string;
  business_id: string | null;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  company_name: string | null;
  logo_url: string | null;
  replies: number;
  likes: number;
}

const cardColumns = sql`
  c.comment_id, c.resource_id, c.resource_type, c.content, c.created_at, c.author_user_id,
  c.business_id, u.first_name, u.last_name, u.profile_photo_url, b.company_name, b.logo_url,
  (SELECT count(*)::int FROM comments r WHERE r.resource_id = c.comment_id AND r.deleted_at IS NULL) AS replies,
  (SELECT count(*)::int FROM reactions x WHERE x.resource_id = c.comment_id AND x.resource_type = 'comment') AS likes`;

const cardJoins = sql`JOIN users u ON u.user_id = c.author_user_id
  LEFT JOIN businesses b ON b.business_id = c.business_id`;

/** Queries only; the rules are in comments.service.ts. */
export const commentsRepository = {
  /** Whether a post, a product or a comment (not removed) has this id, and which it is. */
  async resourceType(db: Queryable, id: string): Promise<CommentResourceType | null> {
    const [row] = (
      await db.execute(sql`SELECT CASE
          WHEN EXISTS (SELECT 1 FROM posts WHERE post_id = ${id}::uuid AND deleted_at IS NULL) THEN 'post'
          WHEN EXISTS (SELECT 1 FROM products WHERE product_id = ${id}::uuid) THEN 'product'
          WHEN EXISTS (SELECT 1 FROM comments WHERE comment_id = ${id}::uuid AND deleted_at IS NULL) THEN 'comment'
        END AS type`)
    ).rows as { type: CommentResourceType | null }[];
    return row?.type ?? null;
  },

  /** A comment's own target (for a reply: the comment it answers), locked against removal. */
  async target(db: Queryable, commentId: string) {
    const [row] = (
      await db.execute(sql`SELECT resource_type, resource_id FROM comments
        WHERE comment_id = ${commentId}::uuid AND deleted_at IS NULL FOR SHARE`)
    ).rows as { resource_type: CommentResourceType; resource_id: string }[];
    return row ?? null;
  },

  async insert(
    db: Queryable,
    comment: {
      resourceType: CommentResourceType;
      resourceId: string;
      authorUserId: string;
      businessId: string | null;
      content: string;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(tables.comments)
      .values(comment)
      .returning({ commentId: tables.comments.commentId });
    return row!.commentId;
  },

  async card(db: Queryable, commentId: string): Promise<CommentRow | null> {
    const [row] = (
      await db.execute(
        sql`SELECT ${cardColumns} FROM comments c ${cardJoins} WHERE c.comment_id = ${commentId}::uuid`,
      )
    ).rows as unknown as CommentRow[];
    return row ?? null;
  },

  /**
   * A page of a resource's comments, oldest first, with the total and whether the resource exists,
   * in one statement. `known` false: no post, product or comment has this id. The page's ids are
   * chosen first off the index, so the rows skipped over cost no joins or counts.
   */
  async page(
    db: Queryable,
    resourceId: string,
    skip: number,
    size: number,
  ): Promise<{ known: boolean; total: number; rows: CommentRow[] }> {
    const rows = (
      await db.execute(sql`
        WITH known AS (
          SELECT EXISTS (SELECT 1 FROM posts WHERE post_id = ${resourceId}::uuid AND deleted_at IS NULL)
              OR EXISTS (SELECT 1 FROM products WHERE product_id = ${resourceId}::uuid)
              OR EXISTS (SELECT 1 FROM comments WHERE comment_id = ${resourceId}::uuid AND deleted_at IS NULL) AS known
        ),
        total AS (
          SELECT count(*)::int AS total FROM comments WHERE resource_id = ${resourceId}::uuid AND deleted_at IS NULL
        )
        SELECT known.known, total.total, page.* FROM known, total LEFT JOIN LATERAL (
          SELECT ${cardColumns}
            FROM (SELECT comment_id FROM comments
                   WHERE resource_id = ${resourceId}::uuid AND deleted_at IS NULL
                   ORDER BY created_at, comment_id LIMIT ${size} OFFSET ${skip}) ids
            JOIN comments c ON c.comment_id = ids.comment_id ${cardJoins}
           ORDER BY c.created_at, c.comment_id) page ON true`)
    ).rows as unknown as (CommentRow & { known: boolean; total: number })[];
    return {
      known: rows[0]?.known ?? false,
      total: rows[0]?.total ?? 0,
      rows: rows.filter((r) => r.comment_id !== null),
    };
  },

  async exists(db: Queryable, commentId: string): Promise<boolean> {
    return (
      (
        await db.execute(
          sql`SELECT 1 FROM comments WHERE comment_id = ${commentId}::uuid AND deleted_at IS NULL`,
        )
      ).rows.length > 0
    );
  },
};
