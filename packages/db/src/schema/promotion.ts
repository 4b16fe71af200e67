import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { industries } from './reference.ts';
import { users } from './users.ts';

/**
 * Advertising boosts (decision 0022): a paid-tier business shows one of its products (in the
 * matching product searches) or one of its posts (in the newsfeeds of its industry) marked
 * "Sponsored" from `starts_at` to `ends_at`. `target_id` names a product or a post, as
 * `target_type` says; `industry_id` is the business's industry when the boost was bought, the
 * audience of a post boost. A boost of N days counts once against the month's allowance.
 */
export const boosts = pgTable(
  'boosts',
  {
    boostId: uuid('boost_id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['product', 'post'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    days: smallint('days').notNull(),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at').notNull(),
    createdBy: uuid('created_by').references(() => users.userId, { onDelete: 'set null' }),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A business's boosts, newest first, and those started in a month (the allowance).
    index('boosts_business_started_idx').on(t.businessId, t.startsAt.desc()),
    // The boosts running now, of one kind (what a search or a feed page may show).
    index('boosts_running_idx')
      .on(t.targetType, t.endsAt)
      .where(sql`cancelled_at is null`),
    // Whether a product or post is being boosted already.
    index('boosts_target_idx').on(t.targetId, t.endsAt),
    check('boosts_target_type_check', sql`${t.targetType} in ('product', 'post')`),
    check('boosts_days_check', sql`${t.days} between 1 and 30`),
    check('boosts_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * What each boost showed, one row per boost and day (UTC): added to in bulk from the counts each
 * API instance gathers (promotion.counters.ts), never a row per impression.
 */
export const boostStats = pgTable(
  'boost_stats',
  {
    boostId: uuid('boost_id')
      .notNull()
      .references(() => boosts.boostId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'boost_stats_pkey', columns: [t.boostId, t.day] }),
    check('boost_stats_counts_check', sql`${t.impressions} >= 0 and ${t.clicks} >= 0`),
  ],
);

/**
 * How often one viewer was shown a boost on one day (UTC), and whether they opened it: the
 * frequency cap and the one click a viewer counts for. `viewer_key` is `u:<user id>` for a
 * signed-in viewer, `a:<hash of the address>` for a visitor. Rows older than a day are deleted.
 */
export const boostViews = pgTable(
  'boost_views',
  {
    boostId: uuid('boost_id')
      .notNull()
      .references(() => boosts.boostId, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shown: integer('shown').notNull().default(0),
    clicked: boolean('clicked').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'boost_views_pkey', columns: [t.boostId, t.viewerKey, t.day] }),
    // The purge of past days.
    index('boost_views_day_idx').on(t.day),
  ],
);

/**
 * Professional support requests (decision 0022): a Premium or Platinum business asks for help;
 * the request is mailed to the support address. `minutes_reserved` is what the requester asked
 * for, counted against the membership year's hours until support records `minutes_used`.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    requestId: uuid('request_id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id').references(() => users.userId, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    minutesReserved: integer('minutes_reserved').notNull(),
    minutesUsed: integer('minutes_used'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('support_requests_business_created_idx').on(t.businessId, t.createdAt.desc()),
    check('support_requests_status_check', sql`${t.status} in ('open', 'closed')`),
    check(
      'support_requests_minutes_check',
      sql`${t.minutesReserved} > 0 and (${t.minutesUsed} is null or ${t.minutesUsed} >= 0)`,
    ),
    check(
      'support_requests_text_check',
      sql`char_length(${t.subject}) between 1 and 150 and char_length(${t.message}) between 1 and 5000`,
    ),
  ],
);
