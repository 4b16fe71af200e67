/**
 * The demo's living newsfeed: who follows which business, the posts of businesses and people,
 * their comments and replies, questions on products, and likes of posts and comments.
 *
 * Every user follows businesses, mostly of their own industry and country, so every demo user's
 * newsfeed (their own timeline, the businesses they follow and those they belong to) is full on
 * first start; the first user, the account the README tells people to sign in with, follows 40.
 * Some businesses follow others of their industry too. Dates fall in the half year before the
 * generator's reference day.
 */
import { Random, type Seed } from '../random.ts';
import type {
  DemoBusiness,
  DemoComment,
  DemoFollow,
  DemoLike,
  DemoProduct,
  DemoSocial,
  DemoUser,
} from '../types.ts';
import {
  commentsOnPost,
  commentsOnProduct,
  likesOfComments,
  likesOfPost,
  type Community,
} from './comments.ts';
import { HOUR, postsForBusiness, postsForUser, voiceOf, type PlannedPost } from './posts.ts';
import { REFERENCE_DATE } from './dates.ts';
import { groupBy } from './group-by.ts';

export {
  postsForBusiness,
  postsForUser,
  voiceOf,
  productText,
  type PlannedPost,
  type Voice,
} from './posts.ts';

/** The demo account the README names (michael.smith@example.net) is the first generated user. */
export const showcaseUserIndex = 0;
/** Businesses the showcase account follows. */
const showcaseFollows = 40;

/** A time between `since` and an hour before the reference day. */
function between(rng: Random, since: number): string {
  const until = REFERENCE_DATE - HOUR;
  return new Date(since + Math.floor(rng.next() * Math.max(0, until - since))).toISOString();
}

/**
 * The follows of one user: mostly businesses of their industry, then of their country, then any;
 * never a business they own (it is in their newsfeed anyway).
 */
function followsOfUser(
  seed: Seed,
  u: DemoUser,
  businesses: readonly DemoBusiness[],
  byIndustry: Map<string, DemoBusiness[]>,
  byCountry: Map<string, DemoBusiness[]>,
): DemoFollow[] {
  const rng = Random.derive(seed, 'follows', 'user', u.index);
  const wanted =
    u.index === showcaseUserIndex ? showcaseFollows : 4 + Math.floor(28 * Math.pow(rng.next(), 1.6));
  const sameIndustry = byIndustry.get(u.industryId.slice(1)) ?? [];
  const sameCountry = byCountry.get(u.countryCode) ?? [];
  const chosen = new Map<string, DemoBusiness>();
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 10; attempt++) {
    const r = rng.next();
    const list =
      r < 0.55 && sameIndustry.length
        ? sameIndustry
        : r < 0.75 && sameCountry.length
          ? sameCountry
          : businesses;
    const b = rng.pick(list);
    if (b.ownerUserID !== u.userID) chosen.set(b.businessID, b);
  }
  const userSince = Date.parse(u.createdAt);
  return [...chosen.values()].map((b) => ({
    id: rng.uuid(),
    followedBusinessID: b.businessID,
    userID: u.userID,
    businessID: null,
    createdAt: between(rng, Math.max(userSince, Date.parse(b.createdAt))),
  }));
}

/** A quarter of the businesses follow one to four others of their industry, as themselves. */
function followsOfBusiness(
  seed: Seed,
  b: DemoBusiness,
  byIndustry: Map<string, DemoBusiness[]>,
  ownerSince: number,
): DemoFollow[] {
  const rng = Random.derive(seed, 'follows', 'business', b.index);
  if (!b.ownerUserID || !rng.chance(0.25)) return [];
  const peers = (byIndustry.get(b.general.industryKey) ?? []).filter((x) => x.businessID !== b.businessID);
  return rng.sample(peers, rng.int(1, 4)).map((x) => ({
    id: rng.uuid(),
    followedBusinessID: x.businessID,
    userID: b.ownerUserID!,
    businessID: b.businessID,
    createdAt: between(rng, Math.max(ownerSince, Date.parse(b.createdAt), Date.parse(x.createdAt))),
  }));
}

/** The whole newsfeed of a generated directory. Deterministic per seed. */
export function generateSocial(
  seed: Seed,
  directory: { users: DemoUser[]; businesses: DemoBusiness[]; products: DemoProduct[] },
): DemoSocial {
  const { users, businesses, products } = directory;
  const userById = new Map(users.map((u) => [u.userID, u]));
  const productsOf = groupBy(products, (p) => p.businessID);
  const voices = businesses
    .filter((b) => b.ownerUserID && userById.has(b.ownerUserID))
    .map((b) => voiceOf(b, productsOf.get(b.businessID) ?? [], userById.get(b.ownerUserID!)!.createdAt));
  const voiceById = new Map(voices.map((v) => [v.business.businessID, v]));
  const community: Community = {
    users,
    userById,
    owned: groupBy(voices, (v) => v.business.ownerUserID!),
    voices,
    sellers: groupBy(
      voices.filter((v) => v.products.length && (v.style === 'goods' || v.style === 'service')),
      (v) => v.business.general.industryKey,
    ),
  };

  const byIndustry = groupBy(businesses, (b) => b.general.industryKey);
  const byCountry = groupBy(businesses, (b) => b.contactInfo.countryCode);
  const follows = [
    ...users.flatMap((u) => followsOfUser(seed, u, businesses, byIndustry, byCountry)),
    ...voices.flatMap((v) =>
      followsOfBusiness(
        seed,
        v.business,
        byIndustry,
        Date.parse(userById.get(v.business.ownerUserID!)!.createdAt),
      ),
    ),
  ];

  // An owner's profile names their first business, as the loader's user rows do.
  const company = new Map<string, string>();
  for (const v of voices)
    if (!company.has(v.business.ownerUserID!))
      company.set(v.business.ownerUserID!, v.business.general.companyName);

  const planned: PlannedPost[] = [];
  for (const v of voices) planned.push(...postsForBusiness(seed, v, planned.length));
  for (const u of users)
    planned.push(...postsForUser(seed, u, company.get(u.userID) ?? u.companyName, planned.length));

  const comments: DemoComment[] = [];
  const likes: DemoLike[] = [];
  for (const p of planned) {
    const thread = commentsOnPost(seed, p, community);
    comments.push(...thread);
    likes.push(...likesOfPost(seed, p, community));
    likes.push(...likesOfComments(seed, `post ${p.post.index}`, thread, p.voice, community));
  }
  for (const p of products) {
    const v = voiceById.get(p.businessID);
    if (!v) continue;
    const thread = commentsOnProduct(seed, p, v, community);
    comments.push(...thread);
    likes.push(...likesOfComments(seed, `product ${p.index}`, thread, null, community));
  }
  return { follows, posts: planned.map((p) => p.post), comments, likes };
}
