import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { authAccounts } from './auth.ts';
import { users } from './users.ts';

/**
 * Trust and operations (decision 0025). Operators are accounts with a role; reports are what
 * signed-in users say about an item; the trail is every operator action, append-only (a trigger
 * refuses UPDATE, DELETE and TRUNCATE: `moderation_trail_append_only` in functions.ts);
 * suspensions are read by the sign-on service at sign-in and refresh.
 */

/** An operator: moderator, or admin (who can do everything a moderator can). */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    accountId: uuid('account_id').primaryKey(),
    role: text('role', { enum: ['moderator', 'admin'] }).notNull(),
    grantedAt: ts('granted_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    foreignKey({
      name: 'operator_roles_account_fkey',
      columns: [t.accountId],
      foreignColumns: [authAccounts.id],
    }).onDelete('cascade'),
    check('operator_roles_role_check', sql`${t.role} in ('moderator', 'admin')`),
  ],
);

export const reportItemTypes = [
  'post',
  'comment',
  'business',
  'product',
  'profile',
  'thread',
  'message',
] as const;
export const reportReasons = [
  'spam',
  'fraud',
  'prohibited',
  'intellectual-property',
  'harassment',
  'other',
] as const;

/**
 * A user's report of an item, or a notice from the public form (no account: the notifier's name,
 * e-mail and language instead); open until an operator's action on the item closes it.
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    reportId: uuid('report_id').primaryKey().defaultRandom(),
    reporterUserId: uuid('reporter_user_id'),
    notifierName: text('notifier_name'),
    notifierEmail: text('notifier_email'),
    notifierLanguage: text('notifier_language'),
    itemType: text('item_type', { enum: reportItemTypes }).notNull(),
    itemId: uuid('item_id').notNull(),
    reason: text('reason', { enum: reportReasons }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    closedAt: ts('closed_at'),
    /** The trail entry that closed it. */
    closedBy: uuid('closed_by'),
  },
  (t) => [
    foreignKey({
      name: 'moderation_reports_reporter_fkey',
      columns: [t.reporterUserId],
      foreignColumns: [users.userId],
    }).onDelete('cascade'),
    // One open report per reporter per item.
    uniqueIndex('moderation_reports_open_idx')
      .on(t.reporterUserId, t.itemType, t.itemId)
      .where(sql`status = 'open'`),
    // The queue: open reports of an item.
    index('moderation_reports_item_idx')
      .on(t.itemType, t.itemId)
      .where(sql`status = 'open'`),
    // A reporter's reports of the last hour (the rate limit).
    index('moderation_reports_reporter_idx').on(t.reporterUserId, t.createdAt),
    check(
      'moderation_reports_item_type_check',
      sql`${t.itemType} in ('post', 'comment', 'business', 'product', 'profile', 'thread', 'message')`,
    ),
    check(
      'moderation_reports_reason_check',
      sql`${t.reason} in ('spam', 'fraud', 'prohibited', 'intellectual-property', 'harassment', 'other')`,
    ),
    check('moderation_reports_text_check', sql`length(${t.text}) between 1 and 2000`),
    check('moderation_reports_status_check', sql`${t.status} in ('open', 'closed')`),
    // A report has its reporter's account, a notice its notifier's address.
    check('moderation_reports_who_check', sql`(${t.reporterUserId} is null) <> (${t.notifierEmail} is null)`),
  ],
);

export const trailActions = [
  'grant-role',
  'revoke-role',
  'dismiss',
  'hide',
  'warn',
  'suspend',
  'reverse',
  'verify-approve',
  'verify-more',
  'verify-revoke',
  'release',
  'grant-appeal',
  'reject-appeal',
] as const;

/**
 * The trail: one row per operator action, never changed. `operator_user_id` is null for an action
 * from the command line. `before` and `after` are what the action changed, as JSON.
 */
export const moderationTrail = pgTable(
  'moderation_trail',
  {
    entryId: uuid('entry_id').primaryKey().defaultRandom(),
    operatorUserId: uuid('operator_user_id'),
    action: text('action', { enum: trailActions }).notNull(),
    itemType: text('item_type'),
    itemId: uuid('item_id'),
    /** The account the action is about (the item's author, the suspended or granted account). */
    subjectAccountId: uuid('subject_account_id'),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** For a reversal: the entry it reverses. */
    reverses: uuid('reverses'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('moderation_trail_created_idx').on(t.createdAt.desc()),
    index('moderation_trail_subject_idx').on(t.subjectAccountId, t.createdAt),
    uniqueIndex('moderation_trail_reverses_idx')
      .on(t.reverses)
      .where(sql`reverses is not null`),
    check(
      'moderation_trail_action_check',
      sql`${t.action} in ('grant-role', 'revoke-role', 'dismiss', 'hide', 'warn', 'suspend', 'reverse', 'verify-approve', 'verify-more', 'verify-revoke', 'release', 'grant-appeal', 'reject-appeal')`,
    ),
  ],
);

/** A suspended account: no sign-in, no refresh, until `until` (null: for good). */
export const accountSuspensions = pgTable(
  'account_suspensions',
  {
    accountId: uuid('account_id').primaryKey(),
    suspendedAt: ts('suspended_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    until: ts('until'),
    reason: text('reason').notNull(),
    /** The trail entry that suspended it. */
    entryId: uuid('entry_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'account_suspensions_account_fkey',
      columns: [t.accountId],
      foreignColumns: [authAccounts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * An author's appeal of an action against them (a hide, warn or suspension): one per trail entry,
 * decided by another operator than the one who acted. Granting reverses the entry.
 */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    appealId: uuid('appeal_id').primaryKey().defaultRandom(),
    /** The trail entry appealed. */
    entryId: uuid('entry_id').notNull(),
    accountId: uuid('account_id').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'granted', 'rejected'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    decidedAt: ts('decided_at'),
    /** The trail entry that records the decision. */
    decisionEntryId: uuid('decision_entry_id'),
  },
  (t) => [
    foreignKey({
      name: 'moderation_appeals_account_fkey',
      columns: [t.accountId],
      foreignColumns: [users.userId],
    }).onDelete('cascade'),
    uniqueIndex('moderation_appeals_entry_idx').on(t.entryId),
    index('moderation_appeals_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
    check('moderation_appeals_text_check', sql`length(${t.text}) between 1 and 2000`),
    check('moderation_appeals_status_check', sql`${t.status} in ('open', 'granted', 'rejected')`),
  ],
);
