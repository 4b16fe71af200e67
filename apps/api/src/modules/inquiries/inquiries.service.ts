import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  inquiryLimits,
  messages,
  type InboxResponse,
  type InboxesResponse,
  type InquiryAttachment,
  type InquiryMessage,
  type InquiryThread,
  type SendInquiryResponse,
  type ThreadMessagesResponse,
  type Throttles,
  type inboxQuerySchema,
  type sendInquirySchema,
  type sendMessageSchema,
} from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import type { z } from 'zod';
import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.ts';
import { throttleNewAccount } from '../../lib/throttles.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { everyone, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { EventsService, StreamEvent } from '../events/events.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { inquiryHoldsRepository as holds } from './inquiries.holds.ts';
import { toMessage, toThread } from './inquiries.mapper.ts';
import { mailNewInquiry, type InquiryMailConfig } from './inquiries.mail.ts';
import {
  inquiriesRepository as repo,
  type MessageRow,
  type Side,
  type ThreadRow,
} from './inquiries.repository.ts';

type SendInquiry = z.output<typeof sendInquirySchema>;
type SendMessage = z.output<typeof sendMessageSchema>;
type InboxQuery = z.output<typeof inboxQuerySchema>;

export interface InquiriesDeps {
  business: BusinessService;
  files: FilesService;
  events: EventsService;
  notifications: NotificationsService;
  mail: InquiryMailConfig;
  log: FastifyBaseLogger;
  /** New accounts' hourly limit and the same-text hold (decision 0033). */
  throttles: Throttles;
}

const HOUR = 3_600_000;
/** Replays carry at most this many; more and the client re-reads everything. */
const replayLimit = 100;
const notFound = () => AppError.notFound('The request');
/** A thread's page in the message center of inbox `bid` (what its notifications open). */
const threadLink = (bid: string, requestID: string) => `/business/${bid}/requests/${requestID}`;

/**
 * Inquiries and the message center (decisions 0008 and 0016). A thread is read as an inbox: the
 * sending user's own, or a business of theirs on either side. Anyone else is told it does not
 * exist. Writes take the thread's row lock, so a thread's messages have one order, a retried
 * message is stored once, and nothing is added after the end.
 */
export function createInquiriesService(db: Database, deps: InquiriesDeps) {
  const { business, files, events, notifications, log } = deps;
  /** Every message leaves with freshly signed attachment links (the stored URLs stay unsigned). */
  const present = (m: MessageRow) => toMessage(m, (url) => files.readerUrl(url));

  /** The side the viewer reads the thread as, through inbox `bid`; 404 when not theirs. */
  async function sideOf(conn: Queryable, thread: ThreadRow, viewer: Viewer, bid: string): Promise<Side> {
    if (bid === viewer.userID) {
      if (thread.fromBusinessId === null && thread.fromUserId === viewer.userID) return 'S';
      throw notFound();
    }
    if (bid !== thread.fromBusinessId && bid !== thread.toBusinessId) throw notFound();
    if (!(await repo.roleIn(conn, bid, viewer.userID))) throw notFound();
    return bid === thread.toBusinessId ? 'R' : 'S';
  }

  async function attach(viewer: Viewer, tokens: string[], tx: Queryable): Promise<InquiryAttachment[]> {
    const attached: InquiryAttachment[] = [];
    for (const [i, token] of tokens.entries()) {
      try {
        attached.push(
          await files.attachFile({ token, userID: viewer.userID, purposes: ['inquiryAttachment'] }, tx),
        );
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          throw new AppError(err.name, err.message, [
            { path: `body.attachments.${i}`, message: err.message },
          ]);
        }
        throw err;
      }
    }
    return attached;
  }

  /** Tells every reader of the thread, live: a message, a closing, a read receipt. */
  async function broadcast(
    requestID: string,
    event: StreamEvent,
  ): Promise<Array<{ userId: string; side: Side }>> {
    const people = await repo.people(db, requestID);
    await events.publish(
      people.map((p) => p.userId),
      event,
    );
    return people;
  }

  /** The inbox a side reads the thread in, for a user of that side (links in notifications). */
  const inboxOf = (thread: ThreadRow, side: Side, userID: string) =>
    side === 'R' ? thread.toBusinessId : (thread.fromBusinessId ?? userID);

  async function afterMessage(
    thread: ThreadRow,
    stored: MessageRow,
    message: InquiryMessage,
    isNew: boolean,
  ) {
    // The author's own side hears the message too (their other tabs and colleagues); the other
    // side is also notified. The event's id is the stored time in milliseconds (the resume point;
    // the message's own `datetime` is whole seconds).
    const people = await broadcast(thread.requestId, {
      name: 'message',
      id: String(stored.createdAt.getTime()),
      data: { message },
    });
    const actorSide = message.from;
    const readers = people.filter((p) => p.side !== actorSide);
    const party = actorSide === 'S' ? thread.fromParty : thread.toParty;
    await notifications.notify(
      readers.map((p) => ({
        userID: p.userId,
        kind: isNew ? ('inquiry' as const) : ('message' as const),
        actor: party,
        subject: thread.subject,
        link: threadLink(inboxOf(thread, p.side, p.userId), thread.requestId),
        groupKey: isNew ? null : `thread:${thread.requestId}`,
      })),
    );
  }

  /**
   * A new thread with its first message, in the caller's transaction; null when the sender's
   * client id already made one (`earlier`). `about` links it to a buying request.
   */
  async function startThread(
    tx: Queryable,
    viewer: Viewer,
    body: SendInquiry,
    about: string | null,
  ): Promise<
    | { requestID: string; fromBusinessID: string | null; fresh: null; held?: true }
    | {
        requestID: string;
        fromBusinessID: string | null;
        fresh: { message: MessageRow; receiver: NonNullable<Awaited<ReturnType<typeof repo.receiver>>> };
        held?: undefined;
      }
  > {
    const fromBusinessID = body.from ?? null;
    const receiver = await repo.receiver(tx, body.to);
    if (!receiver) throw AppError.notFound('The business');
    if (fromBusinessID) await business.authorise(viewer, fromBusinessID, everyone, tx);
    if (await repo.roleIn(tx, body.to, viewer.userID)) {
      throw AppError.badRequest(
        'body.to',
        'You belong to this business: its requests are in its message center',
      );
    }
    await repo.lockSender(tx, viewer.userID);
    // Without a client id (the spec's call sends none) the server makes one: nothing to find.
    if (body.clientID) {
      const earlier = await repo.byClientID(tx, viewer.userID, body.clientID);
      if (earlier)
        return { requestID: earlier.requestId, fromBusinessID: earlier.fromBusinessId, fresh: null };
    }
    const sent = await repo.sentSince(tx, viewer.userID, new Date(Date.now() - HOUR));
    if (sent >= inquiryLimits.perHour) {
      throw new AppError(
        'TooManyRequests',
        `You have sent ${inquiryLimits.perHour} requests in the last hour. Please wait a little before sending another.`,
      );
    }
    const attachments = await attach(viewer, body.attachments ?? [], tx);
    // A direct inquiry (not a buying request's) from a new account counts against its hourly
    // limit; one whose text already went to many businesses waits for a moderator (decision 0033).
    if (!about) {
      await throttleNewAccount(tx, deps.throttles, 'inquiries', viewer.userID);
      const { sameTextBusinesses: holdAt, sameTextHours } = deps.throttles;
      const since = new Date(Date.now() - sameTextHours * HOUR);
      const others = await holds.sameTextBusinesses(tx, viewer.userID, body.to, body.message, since);
      if (others + 1 >= holdAt) {
        const holdID = await holds.insert(tx, {
          fromUserID: viewer.userID,
          fromBusinessID,
          toBusinessID: body.to,
          subject: body.subject,
          content: body.message,
          language: body.language ?? null,
          attachments,
          clientID: body.clientID ?? null,
          sameTextBusinesses: others + 1,
        });
        return { requestID: holdID, fromBusinessID, fresh: null, held: true };
      }
    }
    const requestID = await repo.insertRequest(tx, {
      fromUserID: viewer.userID,
      fromBusinessID,
      toBusinessID: body.to,
      subject: body.subject,
      clientID: body.clientID ?? randomUUID(),
      buyingRequestID: about,
    });
    const message = await repo.insertMessage(tx, {
      requestID,
      side: 'S',
      authorUserID: viewer.userID,
      content: body.message,
      attachments,
      clientID: null,
      language: body.language,
    });
    return { requestID, fromBusinessID, fresh: { message, receiver } };
  }

  /** Tells the thread's readers of its first message, and mails the receiving business's owner. */
  async function announceThread(
    requestID: string,
    fresh: { message: MessageRow; receiver: NonNullable<Awaited<ReturnType<typeof repo.receiver>>> },
    text: string,
  ) {
    const thread = (await repo.thread(db, requestID))!;
    await afterMessage(thread, fresh.message, present(fresh.message), true);
    await mailNewInquiry(deps.mail, log, thread, fresh.receiver, text);
  }

  async function sendMessage(
    viewer: Viewer,
    requestID: string,
    bid: string,
    body: SendMessage,
  ): Promise<InquiryMessage> {
    const clientID = body.clientID ?? randomUUID();
    const outcome = await db.transaction(async (tx) => {
      const thread = await repo.thread(tx, requestID, true);
      if (!thread) throw notFound();
      const side = await sideOf(tx, thread, viewer, bid);
      const earlier = body.clientID ? await repo.messageByClientID(tx, requestID, body.clientID) : null;
      if (earlier) return { thread, message: earlier, fresh: false };
      if (thread.status === 'closed') throw new AppError('Conflict', messages.chatEnded);
      const message = await repo.insertMessage(tx, {
        requestID,
        side,
        authorUserID: viewer.userID,
        content: body.content,
        attachments: [],
        clientID,
        language: body.language,
      });
      return { thread, message, fresh: true };
    });
    const message = present(outcome.message);
    if (outcome.fresh) await afterMessage(outcome.thread, outcome.message, message, false);
    return message;
  }

  return {
    /** POST /api/business/request: a new thread with its first message. */
    async send(viewer: Viewer, body: SendInquiry): Promise<SendInquiryResponse> {
      const created = await db.transaction((tx) => startThread(tx, viewer, body, null));
      if (created.fresh) await announceThread(created.requestID, created.fresh, body.message);
      const bid = created.fromBusinessID ?? viewer.userID;
      if (created.held) {
        log.info({ holdID: created.requestID, userID: viewer.userID }, 'inquiry held for review');
        return { requestID: created.requestID, bid, held: true };
      }
      return { requestID: created.requestID, bid };
    },

    /** Inquiries held for review, oldest first (the operators' queue). */
    heldForReview: (limit: number) => holds.held(db, limit),

    /**
     * Delivers a held inquiry, in the operator's transaction: the thread and its first message as
     * the sender wrote them (no limit applies again). Answers the announcement to make once the
     * transaction has committed, or null when the hold is no longer waiting.
     */
    async releaseHold(tx: Queryable, holdID: string) {
      const hold = await holds.lockHeld(tx, holdID);
      if (!hold) return null;
      const receiver = await repo.receiver(tx, hold.toBusinessId);
      if (!receiver) return null;
      const requestID = await repo.insertRequest(tx, {
        fromUserID: hold.fromUserId,
        fromBusinessID: hold.fromBusinessId,
        toBusinessID: hold.toBusinessId,
        subject: hold.subject,
        clientID: hold.clientId ?? randomUUID(),
      });
      const message = await repo.insertMessage(tx, {
        requestID,
        side: 'S',
        authorUserID: hold.fromUserId,
        content: hold.content,
        attachments: hold.attachments,
        clientID: null,
        language: hold.language ?? undefined,
      });
      await holds.decide(tx, holdID, 'released', requestID);
      return {
        hold,
        requestID,
        announce: () => announceThread(requestID, { message, receiver }, hold.content),
      };
    },

    /** Drops a held inquiry, in the operator's transaction; null when it is no longer waiting. */
    async dismissHold(tx: Queryable, holdID: string) {
      const hold = await holds.lockHeld(tx, holdID);
      if (!hold) return null;
      await holds.decide(tx, holdID, 'dismissed', null);
      return { hold };
    },

    /**
     * A message from a buying request's buyer business (`from`) to a supplier (`to`) about the
     * request (decision 0023): it goes into their open thread about it, or starts one with this
     * subject. The buying-requests service has checked that the viewer may write as the buyer and
     * that `to` quoted; a retry with the same client id is stored once.
     */
    async sendAbout(
      viewer: Viewer,
      about: { buyingRequestID: string; from: string; to: string; subject: string },
      body: SendMessage,
    ): Promise<SendInquiryResponse> {
      const clientID = body.clientID ?? randomUUID();
      const outcome = await db.transaction(async (tx) => {
        await business.authorise(viewer, about.from, everyone, tx);
        await repo.lockAbout(tx, about.buyingRequestID, about.to);
        const open = await repo.openAbout(tx, about.buyingRequestID, about.to);
        if (open && !(await repo.byClientID(tx, viewer.userID, clientID))) {
          return { requestID: open, fresh: null, append: true };
        }
        const started = await startThread(
          tx,
          viewer,
          {
            from: about.from,
            to: about.to,
            subject: about.subject,
            message: body.content,
            clientID,
            language: body.language,
          },
          about.buyingRequestID,
        );
        return { requestID: started.requestID, fresh: started.fresh, append: false };
      });
      if (outcome.fresh) await announceThread(outcome.requestID, outcome.fresh, body.content);
      if (outcome.append) await sendMessage(viewer, outcome.requestID, about.from, { ...body, clientID });
      return { requestID: outcome.requestID, bid: about.from };
    },

    /** GET /api/business/request/inboxes: the selector, with unread counts. */
    async inboxes(viewer: Viewer): Promise<InboxesResponse> {
      const found = await repo.inboxes(db, viewer.userID);
      const inboxes = found.map((r) => ({
        ubid: r.ubid,
        kind: r.kind,
        name: r.party.name,
        picture: r.party.picture,
        unread: r.unread,
      }));
      return { inboxes, unread: inboxes.reduce((sum, i) => sum + i.unread, 0) };
    },

    /** GET /api/business/request?ubid=: a page of an inbox (404 for an inbox not the viewer's). */
    async inbox(viewer: Viewer, query: InboxQuery): Promise<InboxResponse> {
      const kind = query.ubid === viewer.userID ? 'user' : 'business';
      if (kind === 'business' && !(await repo.roleIn(db, query.ubid, viewer.userID))) {
        throw AppError.notFound('The inbox');
      }
      const after = query.cursor
        ? decodeKeyset(query.cursor, 'query.cursor', 'Not an inbox cursor: start again from the first page')
        : null;
      const size = inquiryLimits.threadsPageSize;
      const found = await repo.inbox(
        db,
        { kind, id: query.ubid },
        { q: query.q || null, unread: query.unread === 'true', after },
        size + 1,
      );
      const page = found.slice(0, size);
      const last = page.at(-1);
      return {
        threads: page.map((r) =>
          toThread(r, kind === 'business' && r.toBusinessId === query.ubid ? 'R' : 'S'),
        ),
        nextCursor: found.length > size && last ? encodeKeyset({ at: last.at, id: last.requestId }) : null,
      };
    },

    /** GET .../{rid}/get-messages?bid=: a page of messages; the newest page marks the thread read. */
    async messages(
      viewer: Viewer,
      requestID: string,
      bid: string,
      before: string | null,
    ): Promise<ThreadMessagesResponse> {
      const thread = await repo.thread(db, requestID);
      if (!thread) throw notFound();
      const side = await sideOf(db, thread, viewer, bid);
      const size = inquiryLimits.messagesPageSize;
      const found = await repo.messages(db, requestID, before, size + 1);
      let current = thread;
      if (!before) {
        // Its notifications (the new inquiry, the gathered messages) link to it in this inbox.
        await notifications.readLink(viewer.userID, threadLink(bid, requestID));
        const read = await repo.markRead(db, requestID, side);
        if (read) {
          current = (await repo.thread(db, requestID)) ?? thread;
          await broadcast(requestID, {
            name: 'thread-read',
            id: String(Date.now()),
            data: { requestID, side, messageID: read },
          });
        }
      }
      const counterpartSeq = side === 'S' ? current.receiverReadSeq : current.senderReadSeq;
      return {
        thread: toThread(current, side),
        messages: found.slice(0, size).reverse().map(present),
        hasOlder: found.length > size,
        readByCounterpart: await repo.readUpTo(db, requestID, side, counterpartSeq),
      };
    },

    /**
     * POST .../{rid}/send-message?bid=: stored once per clientID (made here when the body has
     * none, so such a retry is stored again); refused once the thread is closed.
     */
    sendMessage,

    /** POST .../{rid}/end-request?bid=: closes the thread for good (again: answers it as it is). */
    async end(viewer: Viewer, requestID: string, bid: string): Promise<InquiryThread> {
      const outcome = await db.transaction(async (tx) => {
        const thread = await repo.thread(tx, requestID, true);
        if (!thread) throw notFound();
        const side = await sideOf(tx, thread, viewer, bid);
        if (thread.status === 'closed') return { side, closedAt: null };
        return { side, closedAt: await repo.close(tx, requestID, viewer.userID) };
      });
      if (outcome.closedAt) {
        await broadcast(requestID, {
          name: 'thread-closed',
          id: String(outcome.closedAt.getTime()),
          data: { requestID, closedAt: unixSeconds(outcome.closedAt) },
        });
      }
      return toThread((await repo.thread(db, requestID))!, outcome.side);
    },

    /** What a reconnecting stream missed: messages and closings in the threads the user reads. */
    async replay(userID: string, sinceMs: number): Promise<StreamEvent[] | 'too-many'> {
      const { messages: missed, closed } = await repo.since(db, userID, new Date(sinceMs), replayLimit + 1);
      if (missed.length > replayLimit || closed.length > replayLimit) return 'too-many';
      return [
        ...missed.map((m) => ({
          name: 'message' as const,
          id: String(m.createdAt.getTime()),
          data: { message: present(m) },
        })),
        ...closed.map((c) => ({
          name: 'thread-closed' as const,
          id: String(c.closedAt.getTime()),
          data: { requestID: c.requestId, closedAt: unixSeconds(c.closedAt) },
        })),
      ];
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
