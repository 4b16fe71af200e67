import {
  alias,
  and,
  columnName,
  eq,
  isNull,
  orNull,
  rawRow,
  rawRows,
  selectList,
  sql,
  tables,
  type Queryable,
  type RawRow,
} from '@wbn/db';
import type { CommentResourceType } from '@wbn/contracts';

const { businesses, comments, posts, products, reactions, users } = tables;
const c = alias(comments, 'c');
const u = alias(users, 'u');
const b = alias(businesses, 'b');
const replies = alias(comments, 'r');
const likes = alias(reactions, 'x');

const cardFields = {
  commentId: c.commentId,
  resourceId: c.resourceId,
  resourceType: c.resourceType,
  content: c.content,
  createdAt: c.createdAt,
  authorUserId: c.authorUserId,
  businessId: c.businessId,
  firstName: u.firstName,
  lastName: u.lastName,
  profilePhotoUrl: u.profilePhotoUrl,
  // b is outer-joined: null for a comment made as a person.
  companyName: sql<string | null>`${b.companyName}`,
  logoUrl: sql<string | null>`${b.logoUrl}`,
  replies: sql<number>`(SELECT count(*)::int FROM ${comments} ${replies}
     WHERE ${replies.resourceId} = ${c.commentId} AND ${replies.deletedAt} IS NULL AND ${replies.hiddenAt} IS NULL)`,
  likes: sql<number>`(SELECT count(*)::int FROM ${reactions} ${likes}
     WHERE ${likes.resourceId} = ${c.commentId} AND ${likes.resourceType} = 'comment')`,
};

/** A comment with what its card shows, as one row. */
export type CommentRow = RawRow<typeof cardFields>;

const cardJoins = sql`JOIN ${users} ${u} ON ${u.userId} = ${c.authorUserId}
  LEFT JOIN ${businesses} ${b} ON ${b.businessId} = ${c.businessId}`;

/** Whether a post, a product or a comment (not removed) has this id: three index probes. */
const isPost = (id: string) =>
  sql`EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.postId} = ${id}::uuid AND ${posts.deletedAt} IS NULL AND ${posts.hiddenAt} IS NULL)`;
const isProduct = (id: string) =>
  sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.productId} = ${id}::uuid)`;
const isComment = (id: string) =>
  sql`EXISTS (SELECT 1 FROM ${comments} WHERE ${comments.commentId} = ${id}::uuid AND ${comments.deletedAt} IS NULL AND ${comments.hiddenAt} IS NULL)`;

/** Queries only; the rules are in comments.service.ts. */
export const commentsRepository = {
  /** Whether a post, a product or a comment (not removed) has this id, and which it is. */
  async resourceType(db: Queryable, id: string): Promise<CommentResourceType | null> {
    const row = await rawRow(
      db,
      {
        type: sql<CommentResourceType | null>`CASE WHEN ${isPost(id)} THEN 'post'
          WHEN ${isProduct(id)} THEN 'product' WHEN ${isComment(id)} THEN 'comment' END`,
      },
      (list) => sql`SELECT ${list}`,
    );
    return row?.type ?? null;
  },

  /** A comment's own target (for a reply: the comment it answers), locked against removal. */
  async target(db: Queryable, commentId: string) {
    const [row] = await db
      .select({ resourceType: comments.resourceType, resourceId: comments.resourceId })
      .from(comments)
      .where(and(eq(comments.commentId, commentId), isNull(comments.deletedAt), isNull(comments.hiddenAt)))
      .for('share');
    return row ?? null;
  },

  /** A comment about to be removed, locked until the removal commits; null when there is none. */
  async forRemoval(db: Queryable, commentId: string) {
    const [row] = await db
      .select({
        commentId: comments.commentId,
        authorUserId: comments.authorUserId,
        businessId: comments.businessId,
        resourceType: comments.resourceType,
        resourceId: comments.resourceId,
      })
      .from(comments)
      .where(and(eq(comments.commentId, commentId), isNull(comments.deletedAt)))
      .for('update');
    return row ?? null;
  },

  /**
   * Who answers for a post or a product, and so may remove the comments on it: a post's author
   * and the businesses it was made as or on; a product's business.
   */
  async resourceOwners(
    db: Queryable,
    type: 'post' | 'product',
    id: string,
  ): Promise<{ authorUserId: string | null; businessIds: string[] }> {
    if (type === 'product') {
      const [row] = await db
        .select({ businessId: products.businessId })
        .from(products)
        .where(eq(products.productId, id));
      return { authorUserId: null, businessIds: row ? [row.businessId] : [] };
    }
    const [row] = await db
      .select({
        authorUserId: posts.authorUserId,
        businessId: posts.businessId,
        timelineType: posts.timelineType,
        timelineId: posts.timelineId,
      })
      .from(posts)
      .where(eq(posts.postId, id));
    if (!row) return { authorUserId: null, businessIds: [] };
    const businessIds = [row.businessId, row.timelineType === 'business' ? row.timelineId : null];
    return {
      authorUserId: row.authorUserId,
      businessIds: businessIds.filter((b): b is string => b !== null),
    };
  },

  async softDelete(db: Queryable, commentId: string): Promise<void> {
    await db
      .update(comments)
      .set({ deletedAt: sql`now()` })
      .where(eq(comments.commentId, commentId));
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
    const [row] = await db.insert(comments).values(comment).returning({ commentId: comments.commentId });
    return row!.commentId;
  },

  async card(db: Queryable, commentId: string): Promise<CommentRow | null> {
    const [row] = await db
      .select(cardFields)
      .from(c)
      .innerJoin(u, eq(u.userId, c.authorUserId))
      .leftJoin(b, eq(b.businessId, c.businessId))
      .where(eq(c.commentId, commentId));
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
    // One row even for an empty page: the lateral join leaves the card columns null there.
    const found = await rawRows(
      db,
      {
        known: sql<boolean>`known.known`,
        total: sql<number>`total.total`,
        ...cardFields,
        commentId: orNull(c.commentId),
      },
      () => sql`
        WITH known AS (
          SELECT ${isPost(resourceId)} OR ${isProduct(resourceId)} OR ${isComment(resourceId)} AS known
        ),
        total AS (
          SELECT count(*)::int AS total FROM ${comments}
           WHERE ${comments.resourceId} = ${resourceId}::uuid AND ${comments.deletedAt} IS NULL AND ${comments.hiddenAt} IS NULL
        )
        SELECT known.known AS known, total.total AS total, page.* FROM known, total LEFT JOIN LATERAL (
          SELECT ${selectList(cardFields)}
            FROM (SELECT ${comments.commentId} FROM ${comments}
                   WHERE ${comments.resourceId} = ${resourceId}::uuid AND ${comments.deletedAt} IS NULL AND ${comments.hiddenAt} IS NULL
                   ORDER BY ${comments.createdAt}, ${comments.commentId} LIMIT ${size} OFFSET ${skip}) ids
            JOIN ${comments} ${c} ON ${c.commentId} = ids.${columnName(comments.commentId)} ${cardJoins}
           ORDER BY ${c.createdAt}, ${c.commentId}) page ON true`,
    );
    return {
      known: found[0]?.known ?? false,
      total: found[0]?.total ?? 0,
      rows: found.flatMap((r) => (r.commentId === null ? [] : [{ ...r, commentId: r.commentId }])),
    };
  },

  async exists(db: Queryable, commentId: string): Promise<boolean> {
    const found = await db
      .select({ one: sql`1` })
      .from(comments)
      .where(and(eq(comments.commentId, commentId), isNull(comments.deletedAt), isNull(comments.hiddenAt)));
    return found.length > 0;
  },
};
