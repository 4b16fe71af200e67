import type { InquiryAttachment } from '@wbn/contracts';
import { and, alias, asc, eq, gte, ne, sql, tables, type Queryable } from '@wbn/db';

const h = tables.inquiryHolds;
const ir = tables.inquiryRequests;
const im = tables.inquiryMessages;

/** A text as the same-text hold compares it: trimmed, runs of white space as one, lower case. */
const normalised = (text: unknown) => sql`lower(regexp_replace(btrim(${text}), '\\s+', ' ', 'g'))`;

/**
 * Queries of inquiries held for review (decision 0033): the same-text count, the holds, their
 * release or dismissal. The rules are in inquiries.service.ts.
 */
export const inquiryHoldsRepository = {
  /**
   * Other businesses the sender wrote this same text to since `since`: delivered threads (the
   * sender's own messages in them) and held ones. The caller holds the sender's lock.
   */
  async sameTextBusinesses(
    db: Queryable,
    senderID: string,
    toBusinessID: string,
    text: string,
    since: Date,
  ): Promise<number> {
    const sent = await db
      .selectDistinct({ id: ir.toBusinessId })
      .from(im)
      .innerJoin(ir, eq(ir.requestId, im.requestId))
      .where(
        and(
          eq(ir.fromUserId, senderID),
          eq(im.authorUserId, senderID),
          gte(im.createdAt, since),
          ne(ir.toBusinessId, toBusinessID),
          sql`${normalised(im.content)} = ${normalised(text)}`,
        ),
      );
    const held = await db
      .selectDistinct({ id: h.toBusinessId })
      .from(h)
      .where(
        and(
          eq(h.fromUserId, senderID),
          gte(h.createdAt, since),
          ne(h.toBusinessId, toBusinessID),
          sql`${normalised(h.content)} = ${normalised(text)}`,
        ),
      );
    return new Set([...sent, ...held].map((row) => row.id)).size;
  },

  async insert(
    db: Queryable,
    hold: {
      fromUserID: string;
      fromBusinessID: string | null;
      toBusinessID: string;
      subject: string;
      content: string;
      language: string | null;
      attachments: InquiryAttachment[];
      clientID: string | null;
      sameTextBusinesses: number;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(h)
      .values({
        fromUserId: hold.fromUserID,
        fromBusinessId: hold.fromBusinessID,
        toBusinessId: hold.toBusinessID,
        subject: hold.subject,
        content: hold.content,
        language: hold.language,
        attachments: hold.attachments,
        clientId: hold.clientID,
        sameTextBusinesses: hold.sameTextBusinesses,
      })
      .returning({ id: h.holdId });
    return row!.id;
  },

  /** The holds waiting for review, oldest first, with the names the queue shows. */
  async held(db: Queryable, limit: number) {
    const u = tables.users;
    const to = alias(tables.businesses, 'to_business');
    const from = alias(tables.businesses, 'from_business');
    return db
      .select({
        holdId: h.holdId,
        fromUserId: h.fromUserId,
        firstName: u.firstName,
        lastName: u.lastName,
        fromBusinessId: h.fromBusinessId,
        fromBusinessName: from.companyName,
        toBusinessId: h.toBusinessId,
        toBusinessName: to.companyName,
        subject: h.subject,
        content: h.content,
        sameTextBusinesses: h.sameTextBusinesses,
        createdAt: h.createdAt,
      })
      .from(h)
      .innerJoin(u, eq(u.userId, h.fromUserId))
      .innerJoin(to, eq(to.businessId, h.toBusinessId))
      .leftJoin(from, eq(from.businessId, h.fromBusinessId))
      .where(eq(h.status, 'held'))
      .orderBy(asc(h.createdAt))
      .limit(limit);
  },

  /** A hold still waiting, locked until the decision commits; null when decided or gone. */
  async lockHeld(db: Queryable, holdID: string) {
    const [row] = await db
      .select()
      .from(h)
      .where(and(eq(h.holdId, holdID), eq(h.status, 'held')))
      .for('update');
    return row ?? null;
  },

  async decide(db: Queryable, holdID: string, status: 'released' | 'dismissed', requestID: string | null) {
    await db
      .update(h)
      .set({ status, decidedAt: sql`clock_timestamp()`, requestId: requestID })
      .where(eq(h.holdId, holdID));
  },
};
