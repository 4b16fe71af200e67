import { sql, type Queryable, type SQL } from '@wbn/db';
import type { InquiryAttachment, Party } from '@wbn/contracts';
import { businessPartyJson, partyJson } from '../../lib/party.ts';
import type { KeysetPosition } from '../../lib/keyset-cursor.ts';

export type Side = 'S' | 'R';

export interface ThreadRow {
  request_id: string;
  subject: string;
  status: 'open' | 'closed';
  from_user_id: string;
  from_business_id: string | null;
  to_business_id: string;
  created_at: string;
  last_message_at: string;
  /** last_message_at as PostgreSQL's text, for cursors. */
  at: string;
  last_message: string;
  unread_by_sender: number;
  unread_by_receiver: number;
  sender_read_seq: string;
  receiver_read_seq: string;
  closed_at: string | null;
  from_party: Party;
  to_party: Party;
}

export interface MessageRow {
  message_id: string;
  request_id: string;
  seq: string;
  side: Side;
  content: string;
  attachments: InquiryAttachment[];
  client_id: string | null;
  created_at: string;
  author_user_id: string | null;
  author_name: string | null;
}

const threadColumns = sql`r.request_id, r.subject, r.status, r.from_user_id, r.from_business_id,
  r.to_business_id, r.created_at, r.last_message_at, r.last_message_at::text AS at, r.last_message,
  r.unread_by_sender, r.unread_by_receiver, r.sender_read_seq, r.receiver_read_seq, r.closed_at,
  ${partyJson('fu', 'fb')} AS from_party, ${businessPartyJson('tb')} AS to_party`;
const threadJoins = sql`JOIN users fu ON fu.user_id = r.from_user_id
  LEFT JOIN businesses fb ON fb.business_id = r.from_business_id
  JOIN businesses tb ON tb.business_id = r.to_business_id`;

const messageColumns = sql`m.message_id, m.request_id, m.seq, m.side, m.content, m.attachments,
  m.client_id, m.created_at, m.author_user_id, trim(u.first_name || ' ' || u.last_name) AS author_name`;

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as unknown as T[];
}

/** Queries only; the rules are in inquiries.service.ts. */
export const inquiriesRepository = {
  /** The receiving business's name and its owner's address (for the new-inquiry mail). */
  async receiver(db: Queryable, businessID: string) {
    const [row] = await rows<{
      company_name: string;
      owner_email: string | null;
      owner_first_name: string | null;
    }>(
      db,
      sql`SELECT b.company_name, u.email AS owner_email, u.first_name AS owner_first_name
            FROM businesses b
            LEFT JOIN business_members m ON m.business_id = b.business_id AND m.role = 'owner'
            LEFT JOIN users u ON u.user_id = m.user_id
           WHERE b.business_id = ${businessID}::uuid`,
    );
    return row ?? null;
  },

  /** The viewer's role in a business (null: none). */
  async roleIn(db: Queryable, businessID: string, userID: string): Promise<string | null> {
    const [row] = await rows<{ role: string }>(
      db,
      sql`SELECT role FROM business_members WHERE business_id = ${businessID}::uuid AND user_id = ${userID}::uuid`,
    );
    return row?.role ?? null;
  },

  /** Serialises one user's new inquiries, so the hourly limit holds against parallel sends. */
  async lockSender(db: Queryable, userID: string): Promise<void> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('inquiry-sender:' || ${userID}))`);
  },

  async sentSince(db: Queryable, userID: string, since: Date): Promise<number> {
    const [row] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM inquiry_requests
           WHERE from_user_id = ${userID}::uuid AND created_at > ${since.toISOString()}::timestamptz`,
    );
    return row?.n ?? 0;
  },

  async byClientID(db: Queryable, userID: string, clientID: string) {
    const [row] = await rows<{ request_id: string; from_business_id: string | null }>(
      db,
      sql`SELECT request_id, from_business_id FROM inquiry_requests
           WHERE from_user_id = ${userID}::uuid AND client_id = ${clientID}::uuid`,
    );
    return row ?? null;
  },

  async insertRequest(
    db: Queryable,
    r: {
      fromUserID: string;
      fromBusinessID: string | null;
      toBusinessID: string;
      subject: string;
      clientID: string | null;
    },
  ): Promise<string> {
    const [row] = await rows<{ request_id: string }>(
      db,
      sql`INSERT INTO inquiry_requests (from_user_id, from_business_id, to_business_id, subject, client_id)
          VALUES (${r.fromUserID}::uuid, ${r.fromBusinessID}::uuid, ${r.toBusinessID}::uuid, ${r.subject},
                  ${r.clientID}::uuid)
          RETURNING request_id`,
    );
    return row!.request_id;
  },

  /** The thread, locked until the transaction ends when `lock` (a send, an end). */
  async thread(db: Queryable, requestID: string, lock = false): Promise<ThreadRow | null> {
    const [row] = await rows<ThreadRow>(
      db,
      lock
        ? sql`SELECT ${threadColumns} FROM inquiry_requests r ${threadJoins}
               WHERE r.request_id = ${requestID}::uuid FOR UPDATE OF r`
        : sql`SELECT ${threadColumns} FROM inquiry_requests r ${threadJoins}
               WHERE r.request_id = ${requestID}::uuid`,
    );
    return row ?? null;
  },

  async messageByClientID(db: Queryable, requestID: string, clientID: string): Promise<MessageRow | null> {
    const [row] = await rows<MessageRow>(
      db,
      sql`SELECT ${messageColumns} FROM inquiry_messages m LEFT JOIN users u ON u.user_id = m.author_user_id
           WHERE m.request_id = ${requestID}::uuid AND m.client_id = ${clientID}::uuid`,
    );
    return row ?? null;
  },

  /**
   * Stores a message and moves the thread on: its last message, the other side's unread count, and
   * the writing side's read mark (whoever answers has read the thread). The caller holds the lock.
   */
  async insertMessage(
    db: Queryable,
    m: {
      requestID: string;
      side: Side;
      authorUserID: string;
      content: string;
      attachments: InquiryAttachment[];
      clientID: string | null;
    },
  ): Promise<MessageRow> {
    const [row] = await rows<MessageRow>(
      db,
      sql`WITH m AS (
            INSERT INTO inquiry_messages (request_id, side, author_user_id, content, attachments, client_id)
            VALUES (${m.requestID}::uuid, ${m.side}, ${m.authorUserID}::uuid, ${m.content},
                    ${JSON.stringify(m.attachments)}::jsonb, ${m.clientID}::uuid)
            RETURNING *
          ), moved AS (
            UPDATE inquiry_requests r SET
              last_message_at = m.created_at,
              last_message = left(m.content, 140),
              unread_by_sender = CASE WHEN m.side = 'R' THEN r.unread_by_sender + 1 ELSE 0 END,
              unread_by_receiver = CASE WHEN m.side = 'S' THEN r.unread_by_receiver + 1 ELSE 0 END,
              sender_read_seq = CASE WHEN m.side = 'S' THEN m.seq ELSE r.sender_read_seq END,
              receiver_read_seq = CASE WHEN m.side = 'R' THEN m.seq ELSE r.receiver_read_seq END
            FROM m WHERE r.request_id = m.request_id
            RETURNING r.request_id
          )
          SELECT ${messageColumns} FROM m LEFT JOIN users u ON u.user_id = m.author_user_id
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
    return rows<MessageRow>(
      db,
      sql`SELECT ${messageColumns} FROM inquiry_messages m LEFT JOIN users u ON u.user_id = m.author_user_id
           WHERE m.request_id = ${requestID}::uuid
             ${
               beforeID
                 ? sql`AND m.seq < (SELECT seq FROM inquiry_messages
                                     WHERE message_id = ${beforeID}::uuid AND request_id = ${requestID}::uuid)`
                 : sql``
             }
           ORDER BY m.seq DESC LIMIT ${limit}`,
    );
  },

  /**
   * Marks the thread read for a side up to its newest message. Answers that message's id when the
   * side had unread messages of the other side (a read receipt to send), else null.
   */
  async markRead(db: Queryable, requestID: string, side: Side): Promise<string | null> {
    const unread = side === 'S' ? sql.raw('unread_by_sender') : sql.raw('unread_by_receiver');
    const readSeq = side === 'S' ? sql.raw('sender_read_seq') : sql.raw('receiver_read_seq');
    const [row] = await rows<{ message_id: string }>(
      db,
      sql`WITH newest AS (
            SELECT message_id, seq FROM inquiry_messages WHERE request_id = ${requestID}::uuid
             ORDER BY seq DESC LIMIT 1
          )
          UPDATE inquiry_requests r SET ${unread} = 0, ${readSeq} = newest.seq
            FROM newest
           WHERE r.request_id = ${requestID}::uuid AND (r.${unread} > 0 OR r.${readSeq} < newest.seq)
          RETURNING newest.message_id`,
    );
    return row?.message_id ?? null;
  },

  /** The newest message of `side` at or before the other side's read mark (read receipts). */
  async readUpTo(db: Queryable, requestID: string, side: Side, readSeq: string): Promise<string | null> {
    const [row] = await rows<{ message_id: string }>(
      db,
      sql`SELECT message_id FROM inquiry_messages
           WHERE request_id = ${requestID}::uuid AND side = ${side} AND seq <= ${readSeq}::bigint
           ORDER BY seq DESC LIMIT 1`,
    );
    return row?.message_id ?? null;
  },

  async close(db: Queryable, requestID: string, userID: string): Promise<string> {
    const [row] = await rows<{ closed_at: string }>(
      db,
      sql`UPDATE inquiry_requests SET status = 'closed', closed_at = clock_timestamp(), closed_by = ${userID}::uuid
           WHERE request_id = ${requestID}::uuid RETURNING closed_at`,
    );
    return row!.closed_at;
  },

  /** Everyone who reads the thread, with their side. */
  async people(db: Queryable, requestID: string): Promise<Array<{ user_id: string; side: Side }>> {
    return rows(
      db,
      sql`SELECT r.from_user_id AS user_id, 'S' AS side FROM inquiry_requests r
           WHERE r.request_id = ${requestID}::uuid AND r.from_business_id IS NULL
          UNION
          SELECT m.user_id, CASE WHEN m.business_id = r.to_business_id THEN 'R' ELSE 'S' END
            FROM inquiry_requests r
            JOIN business_members m ON m.business_id IN (r.from_business_id, r.to_business_id)
           WHERE r.request_id = ${requestID}::uuid`,
    );
  },

  /** The inboxes of a user: their own, then each business they belong to, with unread counts. */
  async inboxes(db: Queryable, userID: string) {
    return rows<{ ubid: string; kind: 'user' | 'business'; party: Party; unread: number }>(
      db,
      sql`SELECT u.user_id AS ubid, 'user' AS kind, ${partyJson('u', 'nb')} AS party,
                 (SELECT coalesce(sum(unread_by_sender), 0)::int FROM inquiry_requests
                   WHERE from_user_id = u.user_id AND from_business_id IS NULL) AS unread
            FROM users u LEFT JOIN businesses nb ON false
           WHERE u.user_id = ${userID}::uuid
          UNION ALL
          SELECT * FROM (
            SELECT b.business_id, 'business', ${businessPartyJson('b')},
                   ((SELECT coalesce(sum(unread_by_sender), 0) FROM inquiry_requests
                      WHERE from_business_id = b.business_id AND unread_by_sender > 0)
                  + (SELECT coalesce(sum(unread_by_receiver), 0) FROM inquiry_requests
                      WHERE to_business_id = b.business_id AND unread_by_receiver > 0))::int
              FROM business_members m JOIN businesses b ON b.business_id = m.business_id
             WHERE m.user_id = ${userID}::uuid
             ORDER BY b.company_name
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
    const like = filter.q ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const after = filter.after
      ? sql`AND (r.last_message_at, r.request_id) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`
      : sql``;
    const half = (where: SQL, side: Side) => {
      const unread = side === 'S' ? sql`AND r.unread_by_sender > 0` : sql`AND r.unread_by_receiver > 0`;
      return sql`(SELECT ${threadColumns} FROM inquiry_requests r ${threadJoins}
                   WHERE ${where} ${after} ${filter.unread ? unread : sql``}
                     ${like ? sql`AND r.search_text LIKE ${like}` : sql``}
                   ORDER BY r.last_message_at DESC, r.request_id DESC LIMIT ${limit})`;
    };
    const query =
      inbox.kind === 'user'
        ? half(sql`r.from_user_id = ${inbox.id}::uuid AND r.from_business_id IS NULL`, 'S')
        : sql`SELECT * FROM (${half(sql`r.from_business_id = ${inbox.id}::uuid`, 'S')}
                 UNION ALL ${half(sql`r.to_business_id = ${inbox.id}::uuid`, 'R')}) t
               ORDER BY last_message_at DESC, request_id DESC LIMIT ${limit}`;
    return rows<ThreadRow>(db, query);
  },

  /** Messages and closings a reconnecting stream of this user missed, in the threads they read. */
  async since(db: Queryable, userID: string, since: Date, limit: number) {
    const mine = sql`(SELECT business_id FROM business_members WHERE user_id = ${userID}::uuid)`;
    const visible = sql`((r.from_user_id = ${userID}::uuid AND r.from_business_id IS NULL)
      OR r.from_business_id IN ${mine} OR r.to_business_id IN ${mine})`;
    const at = sql`${since.toISOString()}::timestamptz`;
    const [messages, closed] = await Promise.all([
      rows<MessageRow>(
        db,
        sql`SELECT ${messageColumns} FROM inquiry_messages m
              JOIN inquiry_requests r ON r.request_id = m.request_id
              LEFT JOIN users u ON u.user_id = m.author_user_id
             WHERE m.created_at >= ${at} AND ${visible}
             ORDER BY m.created_at LIMIT ${limit}`,
      ),
      rows<{ request_id: string; closed_at: string }>(
        db,
        sql`SELECT r.request_id, r.closed_at FROM inquiry_requests r
             WHERE r.closed_at >= ${at} AND ${visible} ORDER BY r.closed_at LIMIT ${limit}`,
      ),
    ]);
    return { messages, closed };
  },
};
