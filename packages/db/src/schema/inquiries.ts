import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { buyingRequests } from './buying-requests.ts';
import type { StoredAttachment } from './stored-attachment.ts';
import { users } from './users.ts';

/**
 * Inquiry threads (decisions 0008 and 0016). Side S is the sending user, or the people of the
 * sending business; side R the people of the receiving business. Unread counts and read receipts
 * are each side's, kept on the row whose lock orders the thread's messages.
 */
export const inquiryRequests = pgTable(
  'inquiry_requests',
  {
    requestId: uuid('request_id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id').notNull(),
    fromBusinessId: uuid('from_business_id'),
    toBusinessId: uuid('to_business_id').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    clientId: uuid('client_id'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    lastMessageAt: ts('last_message_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    lastMessage: text('last_message').notNull().default(''),
    unreadBySender: integer('unread_by_sender').notNull().default(0),
    unreadByReceiver: integer('unread_by_receiver').notNull().default(0),
    senderReadSeq: bigint('sender_read_seq', { mode: 'number' }).notNull().default(0),
    receiverReadSeq: bigint('receiver_read_seq', { mode: 'number' }).notNull().default(0),
    closedAt: ts('closed_at'),
    closedBy: uuid('closed_by'),
    /** Subject and both parties' names, lower case, for the thread list's search (kept by triggers). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The buying request a thread is about (decision 0023): its buyer business (`from`) writes to a
     * supplier that quoted (`to`) from the comparison; one open thread per request and supplier.
     */
    buyingRequestId: uuid('buying_request_id'),
  },
  (t) => [
    // Keys named as the migration's inline REFERENCES named them.
    foreignKey({
      name: 'inquiry_requests_from_user_id_fkey',
      columns: [t.fromUserId],
      foreignColumns: [users.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inquiry_requests_from_business_id_fkey',
      columns: [t.fromBusinessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inquiry_requests_to_business_id_fkey',
      columns: [t.toBusinessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inquiry_requests_closed_by_fkey',
      columns: [t.closedBy],
      foreignColumns: [users.userId],
    }).onDelete('set null'),
    foreignKey({
      name: 'inquiry_requests_buying_request_fkey',
      columns: [t.buyingRequestId],
      foreignColumns: [buyingRequests.requestId],
    }).onDelete('set null'),
    uniqueIndex('inquiry_requests_buying_request_idx')
      .on(t.buyingRequestId, t.toBusinessId)
      .where(sql`buying_request_id is not null and status = 'open'`),
    uniqueIndex('inquiry_requests_client_idx')
      .on(t.fromUserId, t.clientId)
      .where(sql`client_id is not null`),
    index('inquiry_requests_user_inbox_idx')
      .on(t.fromUserId, t.lastMessageAt.desc(), t.requestId.desc())
      .where(sql`from_business_id is null`),
    index('inquiry_requests_sender_inbox_idx')
      .on(t.fromBusinessId, t.lastMessageAt.desc(), t.requestId.desc())
      .where(sql`from_business_id is not null`),
    index('inquiry_requests_receiver_inbox_idx').on(
      t.toBusinessId,
      t.lastMessageAt.desc(),
      t.requestId.desc(),
    ),
    index('inquiry_requests_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('inquiry_requests_sent_idx').on(t.fromUserId, t.createdAt.desc()),
    // The inbox selector's unread sums (INCLUDE columns are in the migration).
    index('inquiry_requests_receiver_unread_idx')
      .on(t.toBusinessId)
      .where(sql`unread_by_receiver > 0`),
    index('inquiry_requests_sender_unread_idx')
      .on(t.fromBusinessId)
      .where(sql`unread_by_sender > 0 and from_business_id is not null`),
    check('inquiry_requests_status_check', sql`${t.status} in ('open', 'closed')`),
    check('inquiry_requests_subject_check', sql`length(${t.subject}) between 1 and 150`),
    check('inquiry_requests_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    check('inquiry_requests_not_self_check', sql`${t.fromBusinessId} is distinct from ${t.toBusinessId}`),
  ],
);

/** A thread's messages in the order they were stored (`seq`). */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    messageId: uuid('message_id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    requestId: uuid('request_id').notNull(),
    side: text('side', { enum: ['S', 'R'] }).notNull(),
    authorUserId: uuid('author_user_id'),
    content: text('content').notNull(),
    /** The language the message is written in (ISO 639-1), detected at write or set by its author (decision 0026). */
    language: text('language'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    clientId: uuid('client_id'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    foreignKey({
      name: 'inquiry_messages_request_id_fkey',
      columns: [t.requestId],
      foreignColumns: [inquiryRequests.requestId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inquiry_messages_author_user_id_fkey',
      columns: [t.authorUserId],
      foreignColumns: [users.userId],
    }).onDelete('set null'),
    uniqueIndex('inquiry_messages_seq_idx').on(t.requestId, t.seq),
    uniqueIndex('inquiry_messages_client_idx')
      .on(t.requestId, t.clientId)
      .where(sql`client_id is not null`),
    index('inquiry_messages_created_idx').on(t.createdAt),
    check('inquiry_messages_side_check', sql`${t.side} in ('S', 'R')`),
    check('inquiry_messages_content_check', sql`length(${t.content}) between 1 and 2000`),
  ],
);

/** Who did it, as the notification shows them (kept as it was then). */
export interface NotificationActor {
  kind: 'user' | 'business';
  id: string;
  name: string;
  picture: { url: string } | null;
}

/** A user's notifications; new messages of one thread gather on one unread row (`group_key`). */
export const notifications = pgTable(
  'notifications',
  {
    notificationId: uuid('notification_id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', {
      enum: [
        'inquiry',
        'message',
        'comment',
        'reply',
        'like',
        'follow',
        'buying-request',
        'quote',
        'quote-result',
        'moderation',
      ],
    }).notNull(),
    actor: jsonb('actor').$type<NotificationActor>().notNull(),
    subject: text('subject').notNull().default(''),
    link: text('link').notNull(),
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    readAt: ts('read_at'),
  },
  (t) => [
    foreignKey({
      name: 'notifications_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.userId],
    }).onDelete('cascade'),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.notificationId.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
    uniqueIndex('notifications_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`read_at is null and group_key is not null`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('inquiry', 'message', 'comment', 'reply', 'like', 'follow', 'buying-request', 'quote', 'quote-result', 'moderation')`,
    ),
  ],
);

/**
 * An inquiry held for review (decision 0033): its text had already gone to many businesses. No
 * thread exists while it waits; an operator's release makes the thread (`request_id`) and
 * delivers it, a dismissal drops it.
 */
export const inquiryHolds = pgTable(
  'inquiry_holds',
  {
    holdId: uuid('hold_id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id').notNull(),
    fromBusinessId: uuid('from_business_id'),
    toBusinessId: uuid('to_business_id').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    language: text('language'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    clientId: uuid('client_id'),
    /** Businesses the same text had gone to within the window, this one included. */
    sameTextBusinesses: integer('same_text_businesses').notNull(),
    status: text('status', { enum: ['held', 'released', 'dismissed'] })
      .notNull()
      .default('held'),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    decidedAt: ts('decided_at'),
    /** The thread its release made. */
    requestId: uuid('request_id'),
  },
  (t) => [
    foreignKey({
      name: 'inquiry_holds_from_user_fkey',
      columns: [t.fromUserId],
      foreignColumns: [users.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inquiry_holds_to_business_fkey',
      columns: [t.toBusinessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    // The sender's holds of the window (the same-text count) and the queue's held ones.
    index('inquiry_holds_sender_idx').on(t.fromUserId, t.createdAt),
    index('inquiry_holds_held_idx')
      .on(t.createdAt)
      .where(sql`status = 'held'`),
    check('inquiry_holds_status_check', sql`${t.status} in ('held', 'released', 'dismissed')`),
  ],
);
