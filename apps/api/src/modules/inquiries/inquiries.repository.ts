import {
  alias,
  and,
  columnName,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  like,
  lt,
  lte,
  rawRow,
  rawRows,
  sql,
  tables,
  type Queryable,
  type RawRow,
  type SQL,
} from '@wbn/db';
import type { InquiryAttachment } from '@wbn/contracts';
import { union, unionAll } from 'drizzle-orm/pg-core';
import { businessPartyJson, partyJson } from '../../lib/party.ts';
import { languageColumns } from '../../lib/mail-texts.ts';
import type { KeysetPosition } from '../../lib/keyset-cursor.ts';
import { detectLanguage } from '../../lib/content-language.ts';

export type Side = 'S' | 'R';

const { businessMembers, businesses, inquiryMessages, inquiryRequests, users } = tables;

const r = alias(inquiryRequests, 'r');
const fu = alias(users, 'fu');
const fb = alias(businesses, 'fb');
const tb = alias(businesses, 'tb');
const m = alias(inquiryMessages, 'm');
const u = alias(users, 'u');

const threadFields = {
  requestId: r.requestId,
  subject: r.subject,
  status: r.status,
  fromUserId: r.fromUserId,
  fromBusinessId: r.fromBusinessId,
  toBusinessId: r.toBusinessId,
  createdAt: r.createdAt,
  lastMessageAt: r.lastMessageAt,
  /** last_message_at as PostgreSQL's text (to the microsecond), for cursors. */
  at: sql<string>`${r.lastMessageAt}::text`.as('at'),
  lastMessage: r.lastMessage,
  unreadBySender: r.unreadBySender,
  unreadByReceiver: r.unreadByReceiver,
  senderReadSeq: r.senderReadSeq,
  receiverReadSeq: r.receiverReadSeq,
  closedAt: r.closedAt,
  buyingRequestId: r.buyingRequestId,
  fromParty: partyJson(fu, fb),
  toParty: businessPartyJson(tb),
};

const messageFields = {
  messageId: m.messageId,
  requestId: m.requestId,
  seq: m.seq,
  side: m.side,
  content: m.content,
  language: m.language,
  attachments: m.attachments,
  clientId: m.clientId,
  createdAt: m.createdAt,
  authorUserId: m.authorUserId,
  authorName: sql<string | null>`trim(${u.firstName} || ' ' || ${u.lastName})`,
};

export type ThreadRow = RawRow<typeof threadFields>;
export type MessageRow = RawRow<typeof messageFields>;

/** Threads `r` with their parties' people and businesses. */
const threads = (db: Queryable) =>
  db
    .select(threadFields)
    .from(r)
    .innerJoin(fu, eq(fu.userId, r.fromUserId))
    .leftJoin(fb, eq(fb.businessId, r.fromBusinessId))
    .innerJoin(tb, eq(tb.businessId, r.toBusinessId))
    .$dynamic();

/** Messages `m` with their authors' names. */
const messageRows = (db: Queryable) =>
  db.select(messageFields).from(m).leftJoin(u, eq(u.userId, m.authorUserId)).$dynamic();

/** Queries only; the rules are in inquiries.service.ts. */
export const inquiriesRepository = {
  /** The receiving business's name and its owner's address and language (for the new-inquiry mail). */
  async receiver(db: Queryable, businessID: string) {
    const [row] = await db
      .select({
        companyName: businesses.companyName,
        ownerEmail: users.email,
        ownerFirstName: users.firstName,
        ...languageColumns(users),
      })
      .from(businesses)
      .leftJoin(
        businessMembers,
        and(eq(businessMembers.businessId, businesses.businessId), eq(businessMembers.role, 'owner')),
      )
      .leftJoin(users, eq(users.userId, businessMembers.userId))
      .where(eq(businesses.businessId, businessID));
    return row ?? null;
  },

  /** The viewer's role in a business (null: none). */
  async roleIn(db: Queryable, businessID: string, userID: string): Promise<string | null> {
    const [row] = await db
      .select({ role: businessMembers.role })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, businessID), eq(businessMembers.userId, userID)));
    return row?.role ?? null;
  },

  /** Serialises one user's new inquiries, so the hourly limit holds against parallel sends. */
  async lockSender(db: Queryable, userID: string): Promise<void> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('inquiry-sender:' || ${userID}))`);
  },

  async sentSince(db: Queryable, userID: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(inquiryRequests)
      .where(and(eq(inquiryRequests.fromUserId, userID), gt(inquiryRequests.createdAt, since)));
    return row?.n ?? 0;
  },

  async byClientID(db: Queryable, userID: string, clientID: string) {
    const [row] = await db
      .select({ requestId: inquiryRequests.requestId, fromBusinessId: inquiryRequests.fromBusinessId })
      .from(inquiryRequests)
      .where(and(eq(inquiryRequests.fromUserId, userID), eq(inquiryRequests.clientId, clientID)));
    return row ?? null;
  },

  /** Serialises the threads about one buying request with one supplier (one open at a time). */
  async lockAbout(db: Queryable, buyingRequestID: string, toBusinessID: string): Promise<void> {
    await db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('inquiry-about:' || ${buyingRequestID} || ':' || ${toBusinessID}))`,
    );
  },

  /** The open thread about a buying request with one supplier, if there is one. */
  async openAbout(db: Queryable, buyingRequestID: string, toBusinessID: string): Promise<string | null> {
    const [row] = await db
      .select({ requestId: inquiryRequests.requestId })
      .from(inquiryRequests)
      .where(
        and(
          eq(inquiryRequests.buyingRequestId, buyingRequestID),
          eq(inquiryRequests.toBusinessId, toBusinessID),
          eq(inquiryRequests.status, 'open'),
        ),
      );
    return row?.requestId ?? null;
  },

  async insertRequest(
    db: Queryable,
    request: {
      fromUserID: string;
      fromBusinessID: string | null;
      toBusinessID: string;
      subject: string;
      clientID: string | null;
      buyingRequestID?: string | null;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(inquiryRequests)
      .values({
        fromUserId: request.fromUserID,
        fromBusinessId: request.fromBusinessID,
        toBusinessId: request.toBusinessID,
        subject: request.subject,
        clientId: request.clientID,
        buyingRequestId: request.buyingRequestID ?? null,
      })
      .returning({ requestId: inquiryRequests.requestId });
    return row!.requestId;
  },

  /** The thread, locked until the transaction ends when `lock` (a send, an end). */
  async thread(db: Queryable, requestID: string, lock = false): Promise<ThreadRow | null> {
    const query = threads(db).where(eq(r.requestId, requestID));
    const [row] = await (lock ? query.for('update', { of: r }) : query);
    return row ?? null;
  },

  async messageByClientID(db: Queryable, requestID: string, clientID: string): Promise<MessageRow | null> {
    const [row] = await messageRows(db).where(and(eq(m.requestId, requestID), eq(m.clientId, clientID)));
    return row ?? null;
  },

  /**
   * Stores a message and moves the thread on: its last message, the other side's unread count, and
   * the writing side's read mark (whoever answers has read the thread). The caller holds the lock.
   */
  async insertMessage(
    db: Queryable,
    message: {
      requestID: string;
      side: Side;
      authorUserID: string;
      content: string;
      attachments: InquiryAttachment[];
      clientID: string | null;
      /** As its author names it; detected from the content when absent (decision 0026). */
      language?: string | undefined;
    },
  ): Promise<MessageRow> {
    const im = inquiryMessages;
    const ir = inquiryRequests;
    // `m` is the inserted row (RETURNING *), so the message columns of alias m name its columns.
    const row = await rawRow(
      db,
      messageFields,
      (list) => sql`WITH m AS (
          INSERT INTO ${im} (${columnName(im.requestId)}, ${columnName(im.side)}, ${columnName(im.authorUserId)},
                             ${columnName(im.content)}, ${columnName(im.attachments)}, ${columnName(im.clientId)},
                             ${columnName(im.language)})
          VALUES (${message.requestID}::uuid, ${message.side}, ${message.authorUserID}::uuid, ${message.content},
                  ${JSON.stringify(message.attachments)}::jsonb, ${message.clientID}::uuid,
                  ${message.language ?? detectLanguage(message.content)})
          RETURNING *
        ), moved AS (
          UPDATE ${ir} ${r} SET
            ${columnName(ir.lastMessageAt)} = ${m.createdAt},
            ${columnName(ir.lastMessage)} = left(${m.content}, 140),
            ${columnName(ir.unreadBySender)} = CASE WHEN ${m.side} = 'R' THEN ${r.unreadBySender} + 1 ELSE 0 END,
            ${columnName(ir.unreadByReceiver)} = CASE WHEN ${m.side} = 'S' THEN ${r.unreadByReceiver} + 1 ELSE 0 END,
            ${columnName(ir.senderReadSeq)} = CASE WHEN ${m.side} = 'S' THEN ${m.seq} ELSE ${r.senderReadSeq} END,
            ${columnName(ir.receiverReadSeq)} = CASE WHEN ${m.side} = 'R' THEN ${m.seq} ELSE ${r.receiverReadSeq} END
          FROM m WHERE ${r.requestId} = ${m.requestId}
          RETURNING ${r.requestId}
        )
        SELECT ${list} FROM m LEFT JOIN ${users} ${u} ON ${u.userId} = ${m.authorUserId}
         WHERE EXISTS (SELECT 1 FROM moved)`,
    );
    return row!;
  },

  /** A page of messages, newest first (the caller turns it round), older than `beforeID`. */
  async messages(
    db: Queryable,
    requestID: string,
    beforeID: string | null,
    limit: number,
  ): Promise<MessageRow[]> {
    const before = (id: string) =>
      db
        .select({ seq: inquiryMessages.seq })
        .from(inquiryMessages)
        .where(and(eq(inquiryMessages.messageId, id), eq(inquiryMessages.requestId, requestID)));
    return messageRows(db)
      .where(and(eq(m.requestId, requestID), beforeID ? lt(m.seq, before(beforeID)) : undefined))
      .orderBy(desc(m.seq))
      .limit(limit);
  },

  /**
   * Marks the thread read for a side up to its newest message. Answers that message's id when the
   * side had unread messages of the other side (a read receipt to send), else null.
   */
  async markRead(db: Queryable, requestID: string, side: Side): Promise<string | null> {
    const unread = side === 'S' ? 'unreadBySender' : 'unreadByReceiver';
    const readSeq = side === 'S' ? 'senderReadSeq' : 'receiverReadSeq';
    const newest = alias(inquiryMessages, 'newest');
    const row = await rawRow(
      db,
      { messageId: newest.messageId },
      (list) => sql`WITH newest AS (
          SELECT ${inquiryMessages.messageId}, ${inquiryMessages.seq} FROM ${inquiryMessages}
           WHERE ${inquiryMessages.requestId} = ${requestID}::uuid
           ORDER BY ${inquiryMessages.seq} DESC LIMIT 1
        )
        UPDATE ${inquiryRequests} ${r}
           SET ${columnName(r[unread])} = 0, ${columnName(r[readSeq])} = ${newest.seq}
          FROM newest
         WHERE ${r.requestId} = ${requestID}::uuid AND (${r[unread]} > 0 OR ${r[readSeq]} < ${newest.seq})
        RETURNING ${list}`,
    );
    return row?.messageId ?? null;
  },

  /** The newest message of `side` at or before the other side's read mark (read receipts). */
  async readUpTo(db: Queryable, requestID: string, side: Side, readSeq: number): Promise<string | null> {
    const [row] = await db
      .select({ messageId: inquiryMessages.messageId })
      .from(inquiryMessages)
      .where(
        and(
          eq(inquiryMessages.requestId, requestID),
          eq(inquiryMessages.side, side),
          lte(inquiryMessages.seq, readSeq),
        ),
      )
      .orderBy(desc(inquiryMessages.seq))
      .limit(1);
    return row?.messageId ?? null;
  },

  async close(db: Queryable, requestID: string, userID: string): Promise<Date> {
    const [row] = await db
      .update(inquiryRequests)
      .set({ status: 'closed', closedAt: sql`clock_timestamp()`, closedBy: userID })
      .where(eq(inquiryRequests.requestId, requestID))
      .returning({ closedAt: inquiryRequests.closedAt });
    return row!.closedAt!;
  },

  /** Everyone who reads the thread, with their side. */
  async people(db: Queryable, requestID: string): Promise<Array<{ userId: string; side: Side }>> {
    const members = alias(businessMembers, 'm');
    return union(
      db
        .select({ userId: r.fromUserId, side: sql<Side>`'S'` })
        .from(r)
        .where(and(eq(r.requestId, requestID), isNull(r.fromBusinessId))),
      db
        .select({
          userId: members.userId,
          side: sql<Side>`CASE WHEN ${members.businessId} = ${r.toBusinessId} THEN 'R' ELSE 'S' END`,
        })
        .from(r)
        .innerJoin(members, sql`${members.businessId} IN (${r.fromBusinessId}, ${r.toBusinessId})`)
        .where(eq(r.requestId, requestID)),
    );
  },

  /** The inboxes of a user: their own, then each business they belong to, with unread counts. */
  async inboxes(db: Queryable, userID: string) {
    const ir = inquiryRequests;
    const nb = alias(businesses, 'nb');
    const b = alias(businesses, 'b');
    const members = alias(businessMembers, 'm');
    return rawRows(
      db,
      {
        ubid: u.userId,
        kind: sql<'user' | 'business'>`'user'`,
        party: partyJson(u, nb),
        unread: sql<number>`(SELECT coalesce(sum(${ir.unreadBySender}), 0)::int FROM ${ir}
           WHERE ${ir.fromUserId} = ${u.userId} AND ${ir.fromBusinessId} IS NULL)`,
      },
      (list) => sql`SELECT ${list}
          FROM ${users} ${u} LEFT JOIN ${businesses} ${nb} ON false
         WHERE ${u.userId} = ${userID}::uuid
        UNION ALL
        SELECT * FROM (
          SELECT ${b.businessId}, 'business', ${businessPartyJson(b)},
                 ((SELECT coalesce(sum(${ir.unreadBySender}), 0) FROM ${ir}
                    WHERE ${ir.fromBusinessId} = ${b.businessId} AND ${ir.unreadBySender} > 0)
                + (SELECT coalesce(sum(${ir.unreadByReceiver}), 0) FROM ${ir}
                    WHERE ${ir.toBusinessId} = ${b.businessId} AND ${ir.unreadByReceiver} > 0))::int
            FROM ${businessMembers} ${members} JOIN ${businesses} ${b} ON ${b.businessId} = ${members.businessId}
           WHERE ${members.userId} = ${userID}::uuid
           ORDER BY ${b.companyName}
        ) businesses`,
    );
  },

  /**
   * A page of an inbox, newest activity first: the user's own threads (`user`), or a business's
   * sent and received ones. Each half walks its own index; the two are merged.
   */
  async inbox(
    db: Queryable,
    inbox: { kind: 'user' | 'business'; id: string },
    filter: { q: string | null; unread: boolean; after: KeysetPosition | null },
    limit: number,
  ): Promise<ThreadRow[]> {
    const pattern = filter.q ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const after = filter.after
      ? sql`(${r.lastMessageAt}, ${r.requestId}) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`
      : undefined;
    const half = (where: SQL | undefined, side: Side) =>
      threads(db)
        .where(
          and(
            where,
            after,
            filter.unread ? sql`${side === 'S' ? r.unreadBySender : r.unreadByReceiver} > 0` : undefined,
            pattern ? like(r.searchText, pattern) : undefined,
          ),
        )
        .orderBy(desc(r.lastMessageAt), desc(r.requestId))
        .limit(limit);
    if (inbox.kind === 'user') {
      return half(and(eq(r.fromUserId, inbox.id), isNull(r.fromBusinessId)), 'S');
    }
    return unionAll(half(eq(r.fromBusinessId, inbox.id), 'S'), half(eq(r.toBusinessId, inbox.id), 'R'))
      .orderBy(desc(r.lastMessageAt), desc(r.requestId))
      .limit(limit);
  },

  /** Messages and closings a reconnecting stream of this user missed, in the threads they read. */
  async since(db: Queryable, userID: string, since: Date, limit: number) {
    const mine = db
      .select({ businessId: businessMembers.businessId })
      .from(businessMembers)
      .where(eq(businessMembers.userId, userID));
    const visible = sql`((${r.fromUserId} = ${userID}::uuid AND ${r.fromBusinessId} IS NULL)
      OR ${r.fromBusinessId} IN ${mine} OR ${r.toBusinessId} IN ${mine})`;
    const [messages, closed] = await Promise.all([
      messageRows(db)
        .innerJoin(r, eq(r.requestId, m.requestId))
        .where(and(gte(m.createdAt, since), visible))
        .orderBy(m.createdAt)
        .limit(limit),
      db
        // Every row found has closed: its closed_at is there.
        .select({ requestId: r.requestId, closedAt: sql`${r.closedAt}`.mapWith(r.closedAt) })
        .from(r)
        .where(and(gte(r.closedAt, since), visible))
        .orderBy(r.closedAt)
        .limit(limit),
    ]);
    return { messages, closed };
  },
};
