import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * Likes. The actor is a user, or a business a user acts as (`business_id`). `actor_key` is
 * generated from them ('b:{businessID}' or 'u:{userID}') and unique per resource, so a like counts
 * once per actor however often or concurrently it is sent (INSERT … ON CONFLICT DO NOTHING), and a
 * business's like is the business's whichever of its people sent it.
 * `resource_id` has no foreign key: it names a business, a product, a post or a comment.
 */
export const reactions = pgTable(
  'reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: uuid('resource_id').notNull(),
    resourceType: text('resource_type', { enum: ['business', 'product', 'post', 'comment'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.businessId, { onDelete: 'cascade' }),
    actorKey: text('actor_key')
      .notNull()
      .generatedAlwaysAs(
        sql`case when business_id is null then 'u:' || user_id::text else 'b:' || business_id::text end`,
      ),
    reactionType: text('reaction_type').notNull().default('like'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reactions_once_per_actor').on(t.resourceId, t.actorKey),
    index('reactions_user_idx').on(t.userId),
    check('reactions_type_check', sql`${t.reactionType} in ('like')`),
    check(
      'reactions_resource_type_check',
      sql`${t.resourceType} in ('business', 'product', 'post', 'comment')`,
    ),
    // A business does not like itself (decision 0012); its own products are refused by the API.
    check('reactions_not_self', sql`${t.businessId} is null or ${t.businessId} <> ${t.resourceId}`),
  ],
);

/** Follows of a business, by a user or by a business a user acts as; once per actor. */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    followedBusinessId: uuid('followed_business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.businessId, { onDelete: 'cascade' }),
    actorKey: text('actor_key')
      .notNull()
      .generatedAlwaysAs(
        sql`case when business_id is null then 'u:' || user_id::text else 'b:' || business_id::text end`,
      ),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_once_per_actor').on(t.followedBusinessId, t.actorKey),
    index('follows_user_idx').on(t.userId),
    check('follows_not_self', sql`${t.businessId} is null or ${t.businessId} <> ${t.followedBusinessId}`),
  ],
);
