/**
 * Comments, replies and likes of the demo's posts and products (decision 0013).
 *
 * A comment is a topic of words/posts.ts that fits what it is under: a question about the MOQ,
 * the lead time or a certificate under a product post, congratulations under a certificate, an
 * offer from a supplier of the same industry under a person's sourcing post. The answer comes
 * from the post's author, as the business the post was made as, or from the product's business,
 * with that business's real figures (lead time, stock, certificates, Incoterms); the asker may
 * thank them. Every reply points at the top-level comment, so a thread is one level.
 *
 * Times: an answer comes after what it answers, and nobody acts before they signed up (a business
 * before it was created); everything stays before the reference day.
 */
import { Random, type Seed } from '../random.ts';
import type { DemoComment, DemoLike, DemoProduct, DemoUser } from '../types.ts';
import {
  businessPostComments,
  followUps,
  offerThanks,
  orderQuantities,
  peerReplies,
  personPostComments,
  productComments,
  supplierOffers,
  warranties,
  type CommentTopic,
} from '../words/posts.ts';
import { DAY, REFERENCE_DATE } from './dates.ts';
import {
  HOUR,
  POSTS_SINCE,
  countryInSentence,
  usable,
  write,
  type PlannedPost,
  type Voice,
} from './posts.ts';
import { joinList, lowerTitle } from './text.ts';

const MINUTE = 60_000;

/** Someone who comments or likes: a user as themselves, or as a business they own. */
export interface Actor {
  userID: string;
  businessID: string | null;
  firstName: string;
  countryCode: string;
  /** When they could first act (sign-up, or the business's creation). */
  since: number;
}

/** Who is around to comment and like. */
export interface Community {
  users: readonly DemoUser[];
  userById: Map<string, DemoUser>;
  /** The businesses each user owns. */
  owned: Map<string, Voice[]>;
  voices: readonly Voice[];
  /** Businesses that sell something, by industry key. */
  sellers: Map<string, Voice[]>;
}

export function personActor(u: DemoUser): Actor {
  return {
    userID: u.userID,
    businessID: null,
    firstName: u.firstName,
    countryCode: u.countryCode,
    since: Date.parse(u.createdAt),
  };
}

export function businessActor(v: Voice, owner: DemoUser): Actor {
  return {
    userID: owner.userID,
    businessID: v.business.businessID,
    firstName: owner.firstName,
    countryCode: v.business.contactInfo.countryCode,
    since: Math.max(v.since, Date.parse(owner.createdAt)),
  };
}

/**
 * A time after `from` (mostly within days, never beyond part of what is left before the reference
 * day, so an answer to it still fits) and not before `since` plus an hour.
 */
export function later(rng: Random, from: number, since: number): number {
  const room = REFERENCE_DATE - from;
  const delay = Math.min(room * rng.float(0.05, 0.6), 2 * MINUTE + Math.pow(rng.next(), 3) * 14 * DAY);
  return Math.max(Math.floor(from + delay), since + HOUR);
}

/** Anyone but the users in `not`: a person, or now and then one of their businesses. */
function pickActor(
  rng: Random,
  c: Community,
  not: Set<string>,
  asBusiness: number,
  notBusiness?: string | null,
): Actor {
  let user = rng.pick(c.users);
  for (let i = 0; i < 20 && not.has(user.userID); i++) user = rng.pick(c.users);
  const owned = (c.owned.get(user.userID) ?? []).filter((v) => v.business.businessID !== notBusiness);
  return owned.length && rng.chance(asBusiness) ? businessActor(rng.pick(owned), user) : personActor(user);
}

function ownerActor(c: Community, v: Voice): Actor {
  return businessActor(v, c.userById.get(v.business.ownerUserID!)!);
}

class Thread {
  readonly out: DemoComment[] = [];
  constructor(
    private readonly rng: Random,
    private readonly resourceType: 'post' | 'product',
    private readonly resourceID: string,
  ) {}

  comment(actor: Actor, content: string, at: number, on?: DemoComment): DemoComment {
    const c: DemoComment = {
      commentID: this.rng.uuid(),
      resourceType: on ? 'comment' : this.resourceType,
      // A reply to a reply is stored against the top-level comment (decision 0013).
      resourceID: on ? (on.resourceType === 'comment' ? on.resourceID : on.commentID) : this.resourceID,
      authorUserID: actor.userID,
      businessID: actor.businessID,
      content,
      createdAt: new Date(at).toISOString(),
    };
    this.out.push(c);
    return c;
  }
}

type Values = Record<string, string | number | undefined>;

/** One topic whose question can be asked with these values, and the question. */
function ask(rng: Random, topics: readonly CommentTopic[], values: Values) {
  const open = topics.filter((t) => usable(t.ask, values).length);
  if (!open.length) return null;
  const topic = rng.pick(open);
  return { topic, text: write(rng, topic.ask, values) };
}

function topLevelCount(rng: Random, p: PlannedPost): number {
  const n = rng.weighted([0, 1, 2, 3, 4, 5, 7, 10], [36, 30, 15, 9, 5, 3, 1.5, 0.5]);
  return p.voice && p.voice.business.subscription !== 'standard' ? n + rng.int(0, 1) : n;
}

/**
 * Values a comment under something of `voice` may use: the asker's name and country, the
 * business's figures, a product's when there is one.
 */
function businessValues(rng: Random, v: Voice, asker: Actor, product: DemoProduct | null): Values {
  const q = orderQuantities[v.group];
  const spec = product ? rng.pick(product.specs) : undefined;
  const lead = product?.leadTime ?? v.business.tradeCapabilities.averageLeadTime;
  return {
    name: asker.firstName,
    moq: rng.pick(q.moq),
    qty: rng.pick(q.qty),
    lead,
    // Nobody asks whether a business ships to its own country.
    country:
      asker.countryCode === v.business.contactInfo.countryCode
        ? undefined
        : countryInSentence(asker.countryCode),
    incoterm: v.incoterms.length ? rng.pick(v.incoterms) : 'FOB',
    cert: v.certs.length ? rng.pick(v.certs) : undefined,
    products: joinList(v.bases.slice(0, 2)),
    spec: spec ? lowerTitle(spec.key) : undefined,
    value: spec?.value,
    warranty: rng.pick(warranties),
    stock: product
      ? product.stock > 0
        ? `Yes, ${product.stock.toLocaleString('en-US')} ready to ship.`
        : `It is made to order, about ${lead} days from confirmation.`
      : undefined,
  };
}

/** The comments and replies under one post. */
export function commentsOnPost(seed: Seed, p: PlannedPost, c: Community): DemoComment[] {
  const rng = Random.derive(seed, 'post-comments', p.post.index);
  const thread = new Thread(rng, 'post', p.post.postID);
  const posted = Date.parse(p.post.createdAt);
  const authorUser = c.userById.get(p.post.authorUserID)!;
  const author = p.voice ? ownerActor(c, p.voice) : personActor(authorUser);
  const not = new Set([p.post.authorUserID]);
  const count = topLevelCount(rng, p);
  // A supplier of the same industry answers a person's sourcing post as its business.
  const sellers =
    p.post.kind === 'sourcing'
      ? (c.sellers.get(p.industryKey) ?? []).filter((v) => v.business.ownerUserID !== authorUser.userID)
      : [];
  for (let n = 0; n < count; n++) {
    if (sellers.length && rng.chance(0.6)) {
      const seller = rng.pick(sellers);
      const actor = ownerActor(c, seller);
      const at = later(rng, posted, actor.since);
      const offer = thread.comment(
        actor,
        write(rng, supplierOffers, {
          products: joinList(seller.bases.slice(0, 2)),
          country: countryInSentence(seller.business.contactInfo.countryCode),
          market: seller.markets[0] ?? 'export markets',
        }),
        at,
      );
      if (rng.chance(0.6)) thread.comment(author, rng.pick(offerThanks), later(rng, at, author.since), offer);
      continue;
    }
    // People apply for jobs and congratulate on new roles; businesses may comment on the rest.
    const asBusiness = p.post.kind === 'hiring' || p.post.kind === 'career' ? 0 : 0.12;
    const asker = pickActor(rng, c, not, asBusiness, p.post.businessID);
    const values: Values = p.voice
      ? businessValues(rng, p.voice, asker, p.product)
      : { name: asker.firstName, author: authorUser.firstName };
    const topics = p.voice
      ? businessPostComments[p.post.kind as keyof typeof businessPostComments]
      : personPostComments[p.post.kind as keyof typeof personPostComments];
    const q = ask(rng, topics, values);
    if (!q) continue;
    const at = later(rng, posted, asker.since);
    const top = thread.comment(asker, q.text, at);
    const answers = usable(q.topic.answer, values);
    if (!answers.length || !rng.chance(0.7)) continue;
    const answered = later(rng, at, author.since);
    thread.comment(author, write(rng, answers, values), answered, top);
    if (rng.chance(0.3)) thread.comment(asker, rng.pick(followUps), later(rng, answered, asker.since), top);
    else if (p.voice && rng.chance(0.08)) {
      const peer = pickActor(rng, c, new Set([...not, asker.userID]), 0);
      thread.comment(peer, rng.pick(peerReplies), later(rng, answered, peer.since), top);
    }
  }
  return thread.out;
}

function productTopics(v: Voice): CommentTopic[] {
  if (v.style === 'service') return productComments.service;
  return [
    ...productComments.goods,
    ...(v.group === 'equipment' ? productComments.equipment : []),
    ...(v.group === 'consumer' || v.group === 'food' || v.group === 'furniture' ? productComments.label : []),
  ];
}

/** Questions about a product and its business's answers (about a third of the products get some). */
export function commentsOnProduct(seed: Seed, product: DemoProduct, v: Voice, c: Community): DemoComment[] {
  const rng = Random.derive(seed, 'product-comments', product.index);
  const created = Date.parse(product.createdAt);
  if (!rng.chance(0.32) || created > POSTS_UNTIL_PRODUCT) return [];
  const from = Math.max(POSTS_SINCE, created) + rng.int(0, 30) * DAY;
  if (from > POSTS_UNTIL_PRODUCT) return [];
  const thread = new Thread(rng, 'product', product.productID);
  const owner = ownerActor(c, v);
  const not = new Set([v.business.ownerUserID!]);
  const count = rng.weighted([1, 2, 3, 4], [45, 30, 15, 10]);
  const topics = productTopics(v);
  for (let n = 0; n < count; n++) {
    const asker = pickActor(rng, c, not, 0.1, v.business.businessID);
    const values = businessValues(rng, v, asker, product);
    const q = ask(rng, topics, values);
    if (!q) continue;
    const at = later(rng, from, asker.since);
    const top = thread.comment(asker, q.text, at);
    const answers = usable(q.topic.answer, values);
    if (!answers.length || !rng.chance(0.85)) continue;
    const answered = later(rng, at, owner.since);
    thread.comment(owner, write(rng, answers, values), answered, top);
    if (rng.chance(0.25)) thread.comment(asker, rng.pick(followUps), later(rng, answered, asker.since), top);
  }
  return thread.out;
}
/** Products are asked about only when they were listed at least a day before the reference day. */
const POSTS_UNTIL_PRODUCT = REFERENCE_DATE - DAY;

/**
 * Up to `count` distinct items of a list, none that `skip` refuses, in the order drawn. Draws
 * indices rather than shuffling the list: a like picks a few people out of thousands.
 */
function distinct<T>(rng: Random, items: readonly T[], count: number, skip: (item: T) => boolean): T[] {
  const want = Math.min(count, items.length - 1);
  const seen = new Set<number>();
  const out: T[] = [];
  for (let attempt = 0; out.length < want && attempt < want * 4 + 8; attempt++) {
    const i = rng.int(0, items.length - 1);
    if (seen.has(i)) continue;
    seen.add(i);
    if (!skip(items[i]!)) out.push(items[i]!);
  }
  return out;
}

/** How many likes: most items get a few, a handful many (a power law). */
function likeCount(rng: Random, exponent: number, cap: number): number {
  return Math.min(cap, Math.floor(Math.pow(1 - rng.next(), -exponent)) - 1);
}

/**
 * Likes of one post: people other than its author, and now and then a business (never the one
 * the post was made as: a business does not like its own things).
 */
export function likesOfPost(seed: Seed, p: PlannedPost, c: Community): DemoLike[] {
  const rng = Random.derive(seed, 'post-likes', p.post.index);
  const paid = p.voice && p.voice.business.subscription !== 'standard';
  const n = likeCount(rng, 0.9, 60) + rng.int(0, paid ? 5 : 2);
  const posted = Date.parse(p.post.createdAt);
  const out: DemoLike[] = [];
  const add = (actor: Actor) =>
    out.push({
      id: rng.uuid(),
      resourceType: 'post',
      resourceID: p.post.postID,
      userID: actor.userID,
      businessID: actor.businessID,
      createdAt: new Date(later(rng, posted, actor.since)).toISOString(),
    });
  const asBusinesses = Math.round(n * 0.12);
  for (const u of distinct(rng, c.users, n - asBusinesses, (u) => u.userID === p.post.authorUserID))
    add(personActor(u));
  for (const v of distinct(rng, c.voices, asBusinesses, (v) => v.business.businessID === p.post.businessID))
    add(ownerActor(c, v));
  return out;
}

/**
 * Likes of the comments of one thread (a post's or a product's), from a stream of their own: a
 * few people other than each comment's author; under a business's post, the business itself
 * likes some of its customers' comments (never one written as itself).
 */
export function likesOfComments(
  seed: Seed,
  thread: string,
  comments: readonly DemoComment[],
  postVoice: Voice | null,
  c: Community,
): DemoLike[] {
  if (!comments.length) return [];
  const rng = Random.derive(seed, 'comment-likes', thread);
  const out: DemoLike[] = [];
  for (const comment of comments) {
    const at = Date.parse(comment.createdAt);
    const add = (actor: Actor) =>
      out.push({
        id: rng.uuid(),
        resourceType: 'comment',
        resourceID: comment.commentID,
        userID: actor.userID,
        businessID: actor.businessID,
        createdAt: new Date(later(rng, at, actor.since)).toISOString(),
      });
    const n = rng.weighted([0, 1, 2, 3, 5], [68, 20, 7, 3, 2]);
    for (const u of distinct(rng, c.users, n, (u) => u.userID === comment.authorUserID)) add(personActor(u));
    if (
      postVoice &&
      comment.resourceType === 'post' &&
      comment.businessID !== postVoice.business.businessID &&
      rng.chance(0.3)
    )
      add(ownerActor(c, postVoice));
  }
  return out;
}
