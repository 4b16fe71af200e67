import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * Every membership payment attempt (decision 0014): a checkout by a business's owner or admin, or
 * the renewal of a paid year. `idempotency_key` makes a retried checkout one payment; at most one
 * payment of a business is in flight (pending or waiting for the buyer's authentication).
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: uuid('payment_id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    userId: uuid('user_id'),
    kind: text('kind', { enum: ['checkout', 'renewal'] })
      .notNull()
      .default('checkout'),
    planId: text('plan_id').notNull(),
    subscription: text('subscription', { enum: ['gold', 'premium', 'platinum'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    paymentMethod: text('payment_method').notNull(),
    cardLabel: text('card_label'),
    clientSecret: text('client_secret'),
    failureMessage: text('failure_message'),
    email: text('email').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    claimedAt: ts('claimed_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Keys named as the migration's inline REFERENCES and UNIQUE named them.
    foreignKey({
      name: 'payments_business_id_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payments_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.userId],
    }).onDelete('set null'),
    unique('payments_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('payments_one_open_per_business')
      .on(t.businessId)
      .where(sql`${t.status} in ('pending', 'requires_action')`),
    index('payments_business_idx').on(t.businessId, t.createdAt.desc()),
    uniqueIndex('payments_provider_ref_idx')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    check('payments_kind_check', sql`${t.kind} in ('checkout', 'renewal')`),
    check('payments_subscription_check', sql`${t.subscription} in ('gold', 'premium', 'platinum')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_status_check', sql`${t.status} in ('pending', 'requires_action', 'succeeded', 'failed')`),
  ],
);

/** A payment provider's webhook events already handled: each id once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_events_pkey', columns: [t.provider, t.eventId] })],
);
