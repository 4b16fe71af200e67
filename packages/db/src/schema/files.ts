import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * One row per image upload of the signed-POST flow. The row's id is the upload token: it is only
 * ever told to the uploader, and attaching it is a single conditional update (status 'uploaded'
 * to 'attached', owner = the caller), so a token works once and for its owner only.
 * `key` is where the re-encoded image lives in storage (served at /files/{key}); it carries its
 * own random name, so the public URL of an image does not reveal its token.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    // SET NULL, not CASCADE: deleting a business must not drop the record of files in storage (the
    // expiry sweep removes stored objects by these rows); the upload stays its uploader's.
    businessId: uuid('business_id').references(() => businesses.businessId, { onDelete: 'set null' }),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    /** The name the file was chosen with (shown on inquiry attachments); never used to decide anything. */
    fileName: text('file_name'),
    /** Declared size until the file arrives, then the stored (re-encoded) size. */
    size: integer('size').notNull(),
    status: text('status', { enum: ['pending', 'uploaded', 'attached'] })
      .notNull()
      .default('pending'),
    width: integer('width'),
    height: integer('height'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Until then the signed form may be used and the token attached; unattached rows are swept after. */
    expiresAt: ts('expires_at').notNull(),
    attachedAt: ts('attached_at'),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_unattached_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} <> 'attached'`),
    check('uploads_status_check', sql`${t.status} in ('pending', 'uploaded', 'attached')`),
  ],
);
