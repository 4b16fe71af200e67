import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { categories, countries, industries } from './reference.ts';
import { tsvector } from './search.ts';
import type { StoredAttachment } from './stored-attachment.ts';
import { users } from './users.ts';

/** Where a request is on the board: open, taking quotes, to every supplier. */
const onBoard = sql`status = 'open' and visibility = 'open'`;

/**
 * Buying requests (decision 0023): one business asks for quotes. `status` is stored as draft,
 * open, awarded or cancelled; an open request past its deadline reads as closed (the clock is the
 * API's, so tests can move it), which no sweep has to write.
 */
export const buyingRequests = pgTable(
  'buying_requests',
  {
    requestId: uuid('request_id').primaryKey().defaultRandom(),
    buyerBusinessId: uuid('buyer_business_id').notNull(),
    createdBy: uuid('created_by'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    industryId: text('industry_id').notNull(),
    categoryId: text('category_id').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    targetPrice: numeric('target_price', { precision: 18, scale: 4, mode: 'number' }),
    currency: text('currency'),
    incoterm: text('incoterm'),
    deliveryCountry: text('delivery_country').notNull(),
    deliveryPort: text('delivery_port'),
    neededBy: date('needed_by', { mode: 'string' }),
    deadline: ts('deadline').notNull(),
    visibility: text('visibility', { enum: ['open', 'invited'] }).notNull(),
    status: text('status', { enum: ['draft', 'open', 'awarded', 'cancelled'] })
      .notNull()
      .default('draft'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    cancelReason: text('cancel_reason'),
    /** The creator's idempotency key (header or clientID): a retried create answers this row. */
    clientKey: text('client_key'),
    /** The key of the award that was made (a retried award answers it). */
    awardKey: text('award_key'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: ts('updated_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    publishedAt: ts('published_at'),
    awardedAt: ts('awarded_at'),
    cancelledAt: ts('cancelled_at'),
    /** Title and description for the board's search (kept by PostgreSQL). */
    searchDoc: tsvector('search_doc')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, title || ' ' || description)`),
  },
  (t) => [
    foreignKey({
      name: 'buying_requests_buyer_fkey',
      columns: [t.buyerBusinessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'buying_requests_created_by_fkey',
      columns: [t.createdBy],
      foreignColumns: [users.userId],
    }).onDelete('set null'),
    foreignKey({
      name: 'buying_requests_industry_fkey',
      columns: [t.industryId],
      foreignColumns: [industries.id],
    }),
    foreignKey({
      name: 'buying_requests_category_fkey',
      columns: [t.categoryId],
      foreignColumns: [categories.id],
    }),
    foreignKey({
      name: 'buying_requests_country_fkey',
      columns: [t.deliveryCountry],
      foreignColumns: [countries.code],
    }),
    // The board, newest first, by keyset; one index per filter so each filter walks its own.
    index('buying_requests_board_idx').on(t.publishedAt.desc(), t.requestId.desc()).where(onBoard),
    index('buying_requests_board_category_idx')
      .on(t.categoryId, t.publishedAt.desc(), t.requestId.desc())
      .where(onBoard),
    index('buying_requests_board_industry_idx')
      .on(t.industryId, t.publishedAt.desc(), t.requestId.desc())
      .where(onBoard),
    index('buying_requests_board_country_idx')
      .on(t.deliveryCountry, t.publishedAt.desc(), t.requestId.desc())
      .where(onBoard),
    index('buying_requests_search_idx').using('gin', t.searchDoc).where(onBoard),
    index('buying_requests_buyer_idx').on(t.buyerBusinessId, t.createdAt.desc()),
    uniqueIndex('buying_requests_client_idx')
      .on(t.createdBy, t.clientKey)
      .where(sql`client_key is not null`),
    check('buying_requests_quantity_check', sql`${t.quantity} > 0`),
    check('buying_requests_target_price_check', sql`${t.targetPrice} is null or ${t.targetPrice} > 0`),
    check(
      'buying_requests_currency_check',
      sql`(${t.targetPrice} is null or ${t.currency} is not null) and (${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$')`,
    ),
    check('buying_requests_visibility_check', sql`${t.visibility} in ('open', 'invited')`),
    check('buying_requests_status_check', sql`${t.status} in ('draft', 'open', 'awarded', 'cancelled')`),
    check('buying_requests_title_check', sql`length(${t.title}) between 1 and 150`),
    check(
      'buying_requests_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`,
    ),
    check('buying_requests_published_check', sql`(${t.status} = 'draft') = (${t.publishedAt} is null)`),
  ],
);

/** The businesses an invited request goes to. */
export const buyingRequestInvitations = pgTable(
  'buying_request_invitations',
  {
    requestId: uuid('request_id').notNull(),
    businessId: uuid('business_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'buying_request_invitations_request_fkey',
      columns: [t.requestId],
      foreignColumns: [buyingRequests.requestId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'buying_request_invitations_business_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    primaryKey({ name: 'buying_request_invitations_pkey', columns: [t.requestId, t.businessId] }),
    index('buying_request_invitations_business_idx').on(t.businessId, t.requestId),
  ],
);

/** A supplier's quote: one per business per request (withdrawn ones stay that business's one). */
export const buyingRequestQuotes = pgTable(
  'buying_request_quotes',
  {
    quoteId: uuid('quote_id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    businessId: uuid('business_id').notNull(),
    authorUserId: uuid('author_user_id'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    minOrder: numeric('min_order', { precision: 18, scale: 3, mode: 'number' }).notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    incoterm: text('incoterm').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    notes: text('notes'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['active', 'withdrawn', 'awarded', 'declined'] })
      .notNull()
      .default('active'),
    revisions: integer('revisions').notNull().default(0),
    /** The buyer's star in its comparison (never shown to the supplier). */
    shortlisted: boolean('shortlisted').notNull().default(false),
    declineReason: text('decline_reason'),
    clientKey: text('client_key'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: ts('updated_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    foreignKey({
      name: 'buying_request_quotes_request_fkey',
      columns: [t.requestId],
      foreignColumns: [buyingRequests.requestId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'buying_request_quotes_business_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'buying_request_quotes_author_fkey',
      columns: [t.authorUserId],
      foreignColumns: [users.userId],
    }).onDelete('set null'),
    uniqueIndex('buying_request_quotes_one_per_business').on(t.requestId, t.businessId),
    // The monthly allowance counts a business's quotes since the month began.
    index('buying_request_quotes_business_idx').on(t.businessId, t.createdAt.desc()),
    check('buying_request_quotes_price_check', sql`${t.unitPrice} > 0 and ${t.minOrder} > 0`),
    check('buying_request_quotes_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('buying_request_quotes_lead_time_check', sql`${t.leadTimeDays} between 1 and 3650`),
    check('buying_request_quotes_revisions_check', sql`${t.revisions} between 0 and 1`),
    check(
      'buying_request_quotes_status_check',
      sql`${t.status} in ('active', 'withdrawn', 'awarded', 'declined')`,
    ),
  ],
);
