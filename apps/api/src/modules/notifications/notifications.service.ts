import type { FastifyBaseLogger } from 'fastify';
import type { Notification, NotificationsResponse, Party } from '@wbn/contracts';
import type { Database } from '@wbn/db';
import { cutText } from '../../lib/text.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.ts';
import type { EventsService, StreamEvent } from '../events/events.service.ts';
import {
  notificationsRepository as repo,
  type Actor,
  type NotificationInput,
  type NotificationRow,
} from './notifications.repository.ts';

export type { Actor, NotificationInput } from './notifications.repository.ts';

const toNotification = (r: NotificationRow): Notification => ({
  notificationID: r.notificationId,
  kind: r.kind,
  actor: r.actor,
  subject: r.subject,
  link: r.link,
  count: r.count,
  createdAt: unixSeconds(r.createdAt),
  readAt: r.readAt ? unixSeconds(r.readAt) : null,
});

const partyLink = (p: Party) => (p.kind === 'business' ? `/business/${p.id}` : `/profile/${p.id}`);
const snippet = (text: string) => cutText(text, 79);
/** A post's lasting address: its timeline, scrolled to it. */
const postLink = (timelineID: string, postID: string) => `/timeline/${timelineID}?post=${postID}`;

/** Replays carry at most this many; more and the client re-reads everything. */
const replayLimit = 50;

/**
 * Notifications (decision 0016): stored per user, counted unread, sent live over the events
 * stream. The producers (comments, likes, follows, inquiries) call this after their write
 * commits; a notification that fails is logged, never the write's failure.
 */
export function createNotificationsService(
  db: Database,
  { events, log }: { events: EventsService; log: FastifyBaseLogger },
) {
  async function notify(items: NotificationInput[]): Promise<void> {
    try {
      const stored = await repo.insert(db, items);
      if (stored.length === 0) return;
      const unread = await repo.unreadCounts(
        db,
        stored.map((r) => r.userId),
      );
      await Promise.all(
        stored.map((r) =>
          events.publish([r.userId], {
            name: 'notification',
            id: String(r.createdAt.getTime()),
            data: { notification: toNotification(r), unread: unread.get(r.userId) ?? 0 },
          }),
        ),
      );
    } catch (err) {
      log.warn({ err }, 'notifications: could not notify');
    }
  }

  /** `notify` for these users, from the actor (as `party`), but never the actor themselves. */
  async function tell(
    users: Iterable<string>,
    actor: Actor,
    party: Party | null,
    what: Omit<NotificationInput, 'userID' | 'actor'>,
  ) {
    const others = [...new Set(users)].filter((u) => u !== actor.userID);
    const who = others.length > 0 ? (party ?? (await repo.party(db, actor))) : null;
    if (!who) return;
    await notify(others.map((userID) => ({ ...what, userID, actor: who })));
  }

  /** Keeps a producer's write from failing on its notification. */
  const guarded =
    <A extends unknown[]>(fn: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      try {
        await fn(...args);
      } catch (err) {
        log.warn({ err }, 'notifications: could not notify');
      }
    };

  return {
    notify,

    /** A comment was made: the post's author, the product's business, or the answered comment's author. */
    commented: guarded(async (actor: Actor, commentID: string) => {
      const comment = await repo.comment(db, commentID);
      if (!comment) return;
      const text = snippet(comment.content);
      if (comment.resourceType === 'post') {
        const post = await repo.post(db, comment.resourceId);
        if (post) {
          await tell([post.authorUserId], actor, null, {
            kind: 'comment',
            subject: text,
            link: postLink(post.timelineId, comment.resourceId),
          });
        }
      } else if (comment.resourceType === 'product') {
        const product = await repo.product(db, comment.resourceId);
        if (product) {
          await tell(await repo.managers(db, product.businessId), actor, null, {
            kind: 'comment',
            subject: `${product.name}: ${text}`,
            link: `/business-product/${comment.resourceId}`,
          });
        }
      } else {
        const answered = await repo.comment(db, comment.resourceId);
        if (!answered) return;
        const post = answered.resourceType === 'post' ? await repo.post(db, answered.resourceId) : null;
        await tell([answered.authorUserId], actor, null, {
          kind: 'reply',
          subject: text,
          link: post
            ? postLink(post.timelineId, answered.resourceId)
            : `/business-product/${answered.resourceId}`,
        });
      }
    }),

    /** A like of a post, a product or a business. */
    liked: guarded(async (actor: Actor, type: 'post' | 'product' | 'business' | 'comment', id: string) => {
      const groupKey = `like:${id}:${actor.businessID ?? actor.userID}`;
      if (type === 'post') {
        const post = await repo.post(db, id);
        if (post) {
          await tell([post.authorUserId], actor, null, {
            kind: 'like',
            subject: snippet(post.content),
            link: postLink(post.timelineId, id),
            groupKey,
          });
        }
      } else if (type === 'product') {
        const product = await repo.product(db, id);
        if (product) {
          await tell(await repo.managers(db, product.businessId), actor, null, {
            kind: 'like',
            subject: product.name,
            link: `/business-product/${id}`,
            groupKey,
          });
        }
      } else if (type === 'business') {
        const business = await repo.business(db, id);
        if (business) {
          await tell(await repo.managers(db, id), actor, null, {
            kind: 'like',
            subject: business.companyName,
            link: `/business/${id}`,
            groupKey,
          });
        }
      }
    }),

    /** A new follower of a business. */
    followed: guarded(async (actor: Actor, businessID: string) => {
      const business = await repo.business(db, businessID);
      const party = await repo.party(db, actor);
      if (!business || !party) return;
      await tell(await repo.managers(db, businessID), actor, party, {
        kind: 'follow',
        subject: business.companyName,
        link: partyLink(party),
        groupKey: `follow:${businessID}:${actor.businessID ?? actor.userID}`,
      });
    }),

    /** GET /api/notifications. */
    async page(userID: string, cursor: string | undefined, size: number, unreadOnly = false) {
      const after = cursor
        ? decodeKeyset(cursor, 'query.cursor', 'Not a notifications cursor: start again from the first page')
        : null;
      const found = await repo.page(db, userID, after, size + 1, unreadOnly);
      const page = found.slice(0, size);
      const last = page.at(-1);
      const unread = (await repo.unreadCounts(db, [userID])).get(userID) ?? 0;
      return {
        notifications: page.map(toNotification),
        unread,
        nextCursor:
          found.length > size && last ? encodeKeyset({ at: last.at, id: last.notificationId }) : null,
      } satisfies NotificationsResponse;
    },

    async unread(userID: string): Promise<number> {
      return (await repo.unreadCounts(db, [userID])).get(userID) ?? 0;
    },

    /** POST /api/notifications/read: these, or all; answers the unread count left. */
    async markRead(userID: string, ids: string[] | null): Promise<number> {
      await repo.markRead(db, userID, ids);
      return (await repo.unreadCounts(db, [userID])).get(userID) ?? 0;
    },

    /**
     * The user has read what these notifications are about (a thread they opened): they are read
     * too, so the bell does not ask again. Answers how many.
     */
    readLink: (userID: string, link: string) => repo.markReadByLink(db, userID, link),

    /** What a reconnecting stream missed. */
    async replay(userID: string, sinceMs: number): Promise<StreamEvent[] | 'too-many'> {
      const found = await repo.since(db, userID, new Date(sinceMs), replayLimit + 1);
      if (found.length > replayLimit) return 'too-many';
      if (found.length === 0) return [];
      const unread = (await repo.unreadCounts(db, [userID])).get(userID) ?? 0;
      return found.map((r) => ({
        name: 'notification' as const,
        id: String(r.createdAt.getTime()),
        data: { notification: toNotification(r), unread },
      }));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
