import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { buyingRequestQuotes, buyingRequests } from './buying-requests.ts';
import { inquiryRequests } from './inquiries.ts';
import { users } from './users.ts';

/**
 * What a business was asked and when it first answered (decision 0024, docs/response-figures.md):
 * one row per inquiry thread addressed to it and per buying request it was invited to quote on.
 * Written by triggers only (functions.ts, "Reputation"), never by the API.
 */
export const responseThreads = pgTable(
  'response_threads',
  {
    threadId: uuid('thread_id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    inquiryId: uuid('inquiry_id'),
    buyingRequestId: uuid('buying_request_id'),
    openedAt: ts('opened_at').notNull(),
    /** When an unanswered thread starts to count as unanswered (48 h, or the request's deadline). */
    dueAt: ts('due_at').notNull(),
    /** The first message of a person of the business, or its quote. */
    firstReplyAt: ts('first_reply_at'),
  },
  (t) => [
    foreignKey({
      name: 'response_threads_business_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'response_threads_inquiry_fkey',
      columns: [t.inquiryId],
      foreignColumns: [inquiryRequests.requestId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'response_threads_buying_request_fkey',
      columns: [t.buyingRequestId],
      foreignColumns: [buyingRequests.requestId],
    }).onDelete('cascade'),
    uniqueIndex('response_threads_inquiry_idx')
      .on(t.inquiryId)
      .where(sql`inquiry_id is not null`),
    uniqueIndex('response_threads_invitation_idx')
      .on(t.buyingRequestId, t.businessId)
      .where(sql`buying_request_id is not null`),
    // A business's figures read its threads of the last 90 days.
    index('response_threads_business_idx').on(t.businessId, t.openedAt),
    check(
      'response_threads_one_source_check',
      sql`(${t.inquiryId} is null) <> (${t.buyingRequestId} is null)`,
    ),
  ],
);

/**
 * A business's response figures and review totals, as the business page, cards and search
 * results show them: kept by the database (decision 0024), read with one join.
 */
export const businessReputation = pgTable(
  'business_reputation',
  {
    businessId: uuid('business_id').primaryKey(),
    /** Threads of the 90 days up to `as_of` that count: answered, or unanswered past their due time. */
    threads: integer('threads').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    /** The median time to the first reply of the answered ones, in seconds; null when none. */
    medianReplySeconds: integer('median_reply_seconds'),
    asOf: ts('as_of')
      .notNull()
      .default(sql`clock_timestamp()`),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'business_reputation_business_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    check('business_reputation_counts_check', sql`${t.answered} between 0 and ${t.threads}`),
  ],
);

/**
 * A buyer's review of a supplier after a deal: an awarded quote (`quote_id`) or a closed inquiry
 * thread with messages of both sides (`inquiry_id`). One per deal; the supplier answers once.
 */
export const businessReviews = pgTable(
  'business_reviews',
  {
    reviewId: uuid('review_id').primaryKey().defaultRandom(),
    /** The supplier reviewed. */
    businessId: uuid('business_id').notNull(),
    quoteId: uuid('quote_id'),
    inquiryId: uuid('inquiry_id'),
    authorUserId: uuid('author_user_id'),
    /** The buyer business the review was written for; null for a person's own inquiry. */
    authorBusinessId: uuid('author_business_id'),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    answeredBy: uuid('answered_by'),
  },
  (t) => [
    foreignKey({
      name: 'business_reviews_business_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'business_reviews_quote_fkey',
      columns: [t.quoteId],
      foreignColumns: [buyingRequestQuotes.quoteId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'business_reviews_inquiry_fkey',
      columns: [t.inquiryId],
      foreignColumns: [inquiryRequests.requestId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'business_reviews_author_fkey',
      columns: [t.authorUserId],
      foreignColumns: [users.userId],
    }).onDelete('set null'),
    foreignKey({
      name: 'business_reviews_author_business_fkey',
      columns: [t.authorBusinessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('set null'),
    foreignKey({
      name: 'business_reviews_answered_by_fkey',
      columns: [t.answeredBy],
      foreignColumns: [users.userId],
    }).onDelete('set null'),
    // Once per deal.
    uniqueIndex('business_reviews_quote_idx')
      .on(t.quoteId)
      .where(sql`quote_id is not null`),
    uniqueIndex('business_reviews_inquiry_idx')
      .on(t.inquiryId)
      .where(sql`inquiry_id is not null`),
    // The business page's list, newest first.
    index('business_reviews_business_idx').on(t.businessId, t.createdAt.desc(), t.reviewId.desc()),
    check('business_reviews_one_deal_check', sql`(${t.quoteId} is null) <> (${t.inquiryId} is null)`),
    check('business_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('business_reviews_text_check', sql`length(${t.text}) between 1 and 2000`),
    check(
      'business_reviews_answer_check',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and (${t.answer} is null or length(${t.answer}) between 1 and 2000)`,
    ),
  ],
);
