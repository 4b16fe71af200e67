/**
 * The demo's notifications (decision 0016): what the bell shows each user, made from what the demo
 * already holds, the way the API makes them when these things happen.
 *
 * - `inquiry`: a new thread to a business, to its owner (the demo's businesses have no other
 *   members); from the sending person or business; read once the owner has read the first message.
 * - `message`: the latest messages of the other side in a thread, gathered on one row
 *   (`group_key` `thread:<id>`, `count` = how many): unread while the thread's are, for every
 *   thread with unread messages, and read for those answered in the last 30 days.
 * - `comment` on a user's post or on a product of their business, `reply` to their comment, `like`
 *   of their post, `follow` of their business, over the 14 days before the reference day. Recent
 *   ones are mostly unread, older ones mostly read; the README's account has every one of the last
 *   four days unread.
 *
 * Links are the web app's paths: a thread in the user's inbox (`/business/<inbox>/requests/<id>`,
 * the inbox being the user's own id for a thread they sent as themselves), a post
 * (`/timeline/<timeline>?post=<id>`), a product (`/business-product/<id>`), the follower's profile or
 * business page. Each draws from its own sub-stream (`'notification', kind, id`).
 */
import { Random, type Seed } from '../random.ts';
import type {
  DemoActor,
  DemoBusiness,
  DemoInquiry,
  DemoNotification,
  DemoProduct,
  DemoSocial,
  DemoUser,
} from '../types.ts';
import { DAY, REFERENCE_DATE } from './dates.ts';
import { cutWords } from './text.ts';

const MINUTE = 60_000;
/** The social notifications cover this many days before the reference day. */
export const NOTIFICATIONS_SINCE = REFERENCE_DATE - 14 * DAY;
/** Read message notifications are kept for threads answered this recently. */
const MESSAGES_SINCE = REFERENCE_DATE - 30 * DAY;
const showcaseIndex = 0;

type Side = 'S' | 'R';

export const threadLink = (inbox: string, requestID: string) => `/business/${inbox}/requests/${requestID}`;
export const postLink = (p: { timelineID: string; postID: string }) =>
  `/timeline/${p.timelineID}?post=${p.postID}`;
export const productLink = (productID: string) => `/business-product/${productID}`;
const actorLink = (a: DemoActor) => (a.kind === 'business' ? `/business/${a.id}` : `/profile/${a.id}`);
const actorOf = (x: { userID: string; businessID: string | null }): DemoActor =>
  x.businessID ? { kind: 'business', id: x.businessID } : { kind: 'user', id: x.userID };

/** When a thread's side read message `i`: just before it next wrote, or a while after it arrived. */
function readTime(rng: Random, t: DemoInquiry, side: Side, i: number): string {
  const arrived = Date.parse(t.messages[i]!.createdAt);
  const next = t.messages.findIndex((m, k) => k > i && m.side === side);
  if (next >= 0) {
    const wrote = Date.parse(t.messages[next]!.createdAt);
    return new Date(Math.max(arrived + MINUTE, wrote - rng.int(2, 60) * MINUTE)).toISOString();
  }
  const room = REFERENCE_DATE - arrived;
  return new Date(arrived + Math.min(rng.int(10, 12 * 60) * MINUTE, room / 2)).toISOString();
}

/** A thread's notifications: the inquiry to the receiver, the latest messages to each side. */
function threadNotifications(seed: Seed, t: DemoInquiry, ownerOf: Map<string, string>): DemoNotification[] {
  const rng = Random.derive(seed, 'notification', 'thread', t.requestID);
  const receiver = ownerOf.get(t.toBusinessID)!;
  const people: Record<Side, { user: string; inbox: string; read: number }> = {
    S: { user: t.fromUserID, inbox: t.fromBusinessID ?? t.fromUserID, read: t.readBySender },
    R: { user: receiver, inbox: t.toBusinessID, read: t.readByReceiver },
  };
  const party: Record<Side, DemoActor> = {
    S: t.fromBusinessID ? { kind: 'business', id: t.fromBusinessID } : { kind: 'user', id: t.fromUserID },
    R: { kind: 'business', id: t.toBusinessID },
  };
  const out: DemoNotification[] = [
    {
      notificationID: rng.uuid(),
      userID: receiver,
      kind: 'inquiry',
      actor: party.S,
      subject: t.subject,
      link: threadLink(t.toBusinessID, t.requestID),
      groupKey: null,
      count: 1,
      createdAt: t.messages[0]!.createdAt,
      readAt: people.R.read > 0 ? readTime(rng, t, 'R', 0) : null,
    },
  ];
  for (const side of ['S', 'R'] as const) {
    const writer: Side = side === 'S' ? 'R' : 'S';
    // The other side's latest run of messages (the first message has its own notification).
    const last = t.messages.map((m) => m.side).lastIndexOf(writer);
    if (last < 1) continue;
    let first = last;
    while (first > 1 && t.messages[first - 1]!.side === writer) first--;
    const unread = people[side].read <= last;
    if (!unread && Date.parse(t.messages[last]!.createdAt) < MESSAGES_SINCE) continue;
    const count = unread
      ? t.messages.filter((m, k) => k >= Math.max(1, people[side].read) && m.side === writer).length
      : last - first + 1;
    out.push({
      notificationID: rng.uuid(),
      userID: people[side].user,
      kind: 'message',
      actor: party[writer],
      subject: t.subject,
      link: threadLink(people[side].inbox, t.requestID),
      groupKey: `thread:${t.requestID}`,
      count,
      createdAt: t.messages[last]!.createdAt,
      readAt: unread ? null : readTime(rng, t, side, last),
    });
  }
  return out;
}

/** Unread by age (the showcase's last four days always), else read a little after it came. */
function readAt(rng: Random, createdAt: string, showcase: boolean): string | null {
  const at = Date.parse(createdAt);
  const age = REFERENCE_DATE - at;
  if (showcase && age < 4 * DAY) return null;
  const unread = age < DAY ? 0.9 : age < 3 * DAY ? 0.7 : age < 7 * DAY ? 0.35 : 0.1;
  if (rng.chance(unread)) return null;
  return new Date(at + Math.min(rng.int(10, 48 * 60) * MINUTE, (REFERENCE_DATE - at) * 0.9)).toISOString();
}

/** All the notifications of a directory, its newsfeed and its threads. Deterministic per seed. */
export function generateNotifications(
  seed: Seed,
  directory: {
    users: DemoUser[];
    businesses: DemoBusiness[];
    products: DemoProduct[];
    social: DemoSocial;
    inquiries: DemoInquiry[];
  },
): DemoNotification[] {
  const { users, businesses, products, social, inquiries } = directory;
  const ownerOf = new Map(businesses.map((b) => [b.businessID, b.ownerUserID!]));
  const nameOf = new Map(businesses.map((b) => [b.businessID, b.general.companyName]));
  const showcase = users[showcaseIndex]?.userID;
  const posts = new Map(social.posts.map((p) => [p.postID, p]));
  const productById = new Map(products.map((p) => [p.productID, p]));
  const comments = new Map(social.comments.map((c) => [c.commentID, c]));
  const recent = (x: { createdAt: string }) => Date.parse(x.createdAt) >= NOTIFICATIONS_SINCE;

  const out: DemoNotification[] = inquiries.flatMap((t) => threadNotifications(seed, t, ownerOf));
  const add = (
    id: string,
    n: Omit<DemoNotification, 'notificationID' | 'readAt' | 'count' | 'groupKey'> & { groupKey?: string },
  ) => {
    const rng = Random.derive(seed, 'notification', n.kind, id);
    out.push({
      notificationID: rng.uuid(),
      ...n,
      groupKey: n.groupKey ?? null,
      count: 1,
      readAt: readAt(rng, n.createdAt, n.userID === showcase),
    });
  };

  for (const c of social.comments) {
    if (!recent(c)) continue;
    const actor = actorOf({ userID: c.authorUserID, businessID: c.businessID });
    const text = cutWords(c.content, 80);
    if (c.resourceType === 'post') {
      const post = posts.get(c.resourceID);
      if (post && post.authorUserID !== c.authorUserID)
        add(c.commentID, {
          userID: post.authorUserID,
          kind: 'comment',
          actor,
          subject: text,
          link: postLink(post),
          createdAt: c.createdAt,
        });
    } else if (c.resourceType === 'product') {
      const product = productById.get(c.resourceID);
      const owner = product && ownerOf.get(product.businessID);
      if (product && owner && owner !== c.authorUserID)
        add(c.commentID, {
          userID: owner,
          kind: 'comment',
          actor,
          subject: `${product.name}: ${text}`,
          link: productLink(product.productID),
          createdAt: c.createdAt,
        });
    } else {
      const answered = comments.get(c.resourceID);
      if (!answered || answered.authorUserID === c.authorUserID) continue;
      const post = answered.resourceType === 'post' ? posts.get(answered.resourceID) : undefined;
      add(c.commentID, {
        userID: answered.authorUserID,
        kind: 'reply',
        actor,
        subject: text,
        link: post ? postLink(post) : productLink(answered.resourceID),
        createdAt: c.createdAt,
      });
    }
  }
  for (const l of social.likes) {
    if (l.resourceType !== 'post' || !recent(l)) continue;
    const post = posts.get(l.resourceID);
    if (!post || post.authorUserID === l.userID) continue;
    add(l.id, {
      userID: post.authorUserID,
      kind: 'like',
      actor: actorOf(l),
      subject: cutWords(post.content, 80),
      link: postLink(post),
      groupKey: `like:${post.postID}:${l.businessID ?? l.userID}`,
      createdAt: l.createdAt,
    });
  }
  for (const f of social.follows) {
    const owner = ownerOf.get(f.followedBusinessID);
    if (!recent(f) || !owner || owner === f.userID) continue;
    const actor = actorOf(f);
    add(f.id, {
      userID: owner,
      kind: 'follow',
      actor,
      subject: nameOf.get(f.followedBusinessID)!,
      link: actorLink(actor),
      groupKey: `follow:${f.followedBusinessID}:${f.businessID ?? f.userID}`,
      createdAt: f.createdAt,
    });
  }
  return out;
}
