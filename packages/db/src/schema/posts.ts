import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * Posts (decision 0008). Made by a user, as themselves or as a business (`business_id`), on a
 * timeline: the user's own or that business's. Removal is soft (`deleted_at`), so comments and
 * likes never point at a missing row; a removed post leaves every feed.
 */
export const posts = pgTable(
  'posts',
  {
    postId: uuid('post_id').primaryKey().defaultRandom(),
    authorUserId: uuid('author_user_id').notNull(),
    businessId: uuid('business_id'),
    timelineType: text('timeline_type', { enum: ['user', 'business'] }).notNull(),
    timelineId: uuid('timeline_id').notNull(),
    content: text('content').notNull(),
    /** The language the text is written in (ISO 639-1), detected at write or set by its author (decision 0026). */
    language: text('language'),
    pictureUrl: text('picture_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /** Hidden by an operator (decision 0025): out of every read, its address answers 410. */
    hiddenAt: ts('hidden_at'),
  },
  (t) => [
    // Keys named as the migration's inline REFERENCES named them.
    foreignKey({
      name: 'posts_author_user_id_fkey',
      columns: [t.authorUserId],
      foreignColumns: [users.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'posts_business_id_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    // A timeline's page, and each timeline's newest posts for the newsfeed (keyset, newest first).
    index('posts_timeline_idx')
      .on(t.timelineType, t.timelineId, t.createdAt.desc(), t.postId.desc())
      .where(sql`deleted_at is null`),
    index('posts_author_idx').on(t.authorUserId),
    check('posts_timeline_type_check', sql`${t.timelineType} in ('user', 'business')`),
    check('posts_content_check', sql`length(${t.content}) between 1 and 3000`),
  ],
);

/**
 * Comments on a post, a product or a comment (a reply). A reply to a reply is stored against the
 * top-level comment. Soft removal, as posts.
 */
export const comments = pgTable(
  'comments',
  {
    commentId: uuid('comment_id').primaryKey().defaultRandom(),
    resourceType: text('resource_type', { enum: ['post', 'product', 'comment'] }).notNull(),
    resourceId: uuid('resource_id').notNull(),
    authorUserId: uuid('author_user_id').notNull(),
    businessId: uuid('business_id'),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /** Hidden by an operator (decision 0025): out of every read, its address answers 410. */
    hiddenAt: ts('hidden_at'),
  },
  (t) => [
    foreignKey({
      name: 'comments_author_user_id_fkey',
      columns: [t.authorUserId],
      foreignColumns: [users.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'comments_business_id_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    // A resource's comments, oldest first, page by page; also its count.
    index('comments_resource_idx')
      .on(t.resourceId, t.createdAt, t.commentId)
      .where(sql`deleted_at is null`),
    check('comments_resource_type_check', sql`${t.resourceType} in ('post', 'product', 'comment')`),
    check('comments_content_check', sql`length(${t.content}) between 1 and 512`),
  ],
);

/**
 * A user's saved products and businesses: private, one row per thing, newest first on the Saved
 * page. No foreign key on the resource (it is a product or a business); the page skips the gone.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    userId: uuid('user_id').notNull(),
    resourceType: text('resource_type', { enum: ['product', 'business'] }).notNull(),
    resourceId: uuid('resource_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'saved_items_pkey', columns: [t.userId, t.resourceType, t.resourceId] }),
    foreignKey({
      name: 'saved_items_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.userId],
    }).onDelete('cascade'),
    index('saved_items_user_idx').on(t.userId, t.createdAt.desc()),
    check('saved_items_resource_type_check', sql`${t.resourceType} in ('product', 'business')`),
  ],
);
