/**
 * The local showcase: besides the generated directory (English), a few businesses per portal
 * language written by their owners in that language (es for Mexico and Spain, it, pt for Brazil,
 * de, fr, zh), with their products, posts and inquiry threads between local buyers and suppliers;
 * their `language` columns (decision 0026) say which. Hand-written in local/<language>.ts; added to
 * the demo's rows by one call at the end of `planDemoDirectory`, through the same row builders
 * and picture plan as the generated directory, so the loader writes them in its one transaction
 * (the search documents come from the database's triggers, as for any row).
 */
import type * as t from '../../schema/index.ts';
import type { NotificationActor } from '../../schema/inquiries.ts';
import { DAY, REFERENCE_DATE } from '../generate/dates.ts';
import type { DemoPicturePlan } from '../pictures.ts';
import { Random, type Seed } from '../random.ts';
import {
  authAccountRow,
  businessCategoryRows,
  businessRow,
  certificateRows,
  inquiryMessageRow,
  inquiryRequestRow,
  notificationRow,
  ownerMemberRow,
  postRow,
  productRow,
  userRow,
} from '../rows.ts';
import type { DemoActor } from '../types.ts';
import { buildLocalDirectory, type LocalDirectory } from './build.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import type { LocalShowcase } from './types.ts';
import { zh } from './zh.ts';

export type { LocalLanguage, LocalShowcase } from './types.ts';

/** The hand-written showcases, one per portal language other than English. */
export const localShowcases: readonly LocalShowcase[] = [es, it, pt, de, fr, zh];

/** Every language's showcase as the generator's objects (deterministic per seed). */
export function buildLocalDirectories(seed: Seed): LocalDirectory[] {
  let offset = 0;
  return localShowcases.map((showcase) => {
    const directory = buildLocalDirectory(seed, showcase, offset);
    offset += 100;
    return directory;
  });
}

/** The rows of the demo (`planDemoDirectory`) the showcase adds to. */
interface DemoRows {
  authAccounts: (typeof t.authAccounts.$inferInsert)[];
  users: (typeof t.users.$inferInsert)[];
  businesses: (typeof t.businesses.$inferInsert)[];
  businessCategories: (typeof t.businessCategories.$inferInsert)[];
  businessMembers: (typeof t.businessMembers.$inferInsert)[];
  certificates: (typeof t.businessCertificates.$inferInsert)[];
  products: (typeof t.products.$inferInsert)[];
  follows: (typeof t.follows.$inferInsert)[];
  posts: (typeof t.posts.$inferInsert)[];
  inquiryRequests: (typeof t.inquiryRequests.$inferInsert)[];
  inquiryMessages: (typeof t.inquiryMessages.$inferInsert)[];
  notifications: (typeof t.notifications.$inferInsert)[];
}

/** Each showcase user sees at least this many posts in their newsfeed (as every demo user does). */
const feedPosts = 25;

/**
 * Adds the local showcase to the demo's rows: its people with sign-in accounts (the demo
 * password), its businesses, products (pictures from the plan, as the generated ones), posts,
 * follows, inquiry threads and their notifications, each row with its `language`. `shiftMs` moves
 * the newsfeed's and the threads' dates as the loader moves the generated ones (`newsfeedShift`).
 */
export function addLocalShowcase(
  rows: DemoRows,
  pictures: DemoPicturePlan,
  options: { seed: Seed; shiftMs: number; passwordHash: string },
): void {
  const { seed, shiftMs, passwordHash } = options;
  const move = (d: Date | null | undefined) => (d ? new Date(d.getTime() + shiftMs) : null);
  const generatedPosts = postsByTimeline(rows.posts);
  const generatedBusinesses = rows.businesses.map((b) => ({ id: b.businessId!, country: b.countryCode }));

  for (const local of buildLocalDirectories(seed)) {
    const { language } = local;
    const ownedName = new Map(local.businesses.map((b) => [b.ownerUserID!, b.general.companyName]));
    rows.authAccounts.push(...local.users.map((u) => authAccountRow(u, passwordHash)));
    rows.users.push(...local.users.map((u) => userRow(u, pictures.user(u), ownedName.get(u.userID))));
    for (const b of local.businesses) {
      // A name in another script draws its logo's initials from its Latin trade name.
      const drawn = b.logoName ? { ...b, general: { ...b.general, companyName: b.logoName } } : b;
      rows.businesses.push({ ...businessRow(b, pictures.business(drawn)), language });
    }
    rows.businessCategories.push(...local.businesses.flatMap(businessCategoryRows));
    rows.businessMembers.push(...local.businesses.map(ownerMemberRow));
    rows.certificates.push(...local.businesses.flatMap(certificateRows));
    rows.products.push(...local.products.map((p) => ({ ...productRow(p, pictures.product(p)), language })));
    const posts = local.posts.map((p) => {
      const row = postRow(p, pictures.post(p));
      return { ...row, createdAt: move(row.createdAt)!, language };
    });
    rows.posts.push(...posts);
    rows.follows.push(
      ...localFollows(seed, local, generatedBusinesses, generatedPosts, postsByTimeline(posts), move),
    );

    for (const inquiry of local.inquiries) {
      const row = inquiryRequestRow(inquiry);
      rows.inquiryRequests.push({
        ...row,
        createdAt: move(row.createdAt)!,
        lastMessageAt: move(row.lastMessageAt)!,
        closedAt: move(row.closedAt),
      });
      for (const m of inquiry.messages) {
        const message = inquiryMessageRow(m, inquiry.requestID);
        rows.inquiryMessages.push({ ...message, createdAt: move(message.createdAt)!, language });
      }
    }
    const party = parties(local);
    rows.notifications.push(
      ...local.notifications.map((n) => {
        const row = notificationRow(n, party(n.actor, rows));
        return { ...row, createdAt: move(row.createdAt)!, readAt: move(row.readAt) };
      }),
    );
  }
  // The database numbers messages in insertion order: keep it the order they were written in.
  rows.inquiryMessages.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}

const postsByTimeline = (posts: { timelineId: string }[]) => {
  const count = new Map<string, number>();
  for (const p of posts) count.set(p.timelineId, (count.get(p.timelineId) ?? 0) + 1);
  return count;
};

/**
 * Whom the showcase's people follow: the other businesses of their language, then the busiest
 * generated businesses of their own country (then of any), until their newsfeed has `feedPosts`
 * posts. Dated one to five months back, before the bell's fortnight.
 */
function localFollows(
  seed: Seed,
  local: LocalDirectory,
  generated: { id: string; country: string }[],
  generatedPosts: Map<string, number>,
  localPosts: Map<string, number>,
  move: (d: Date) => Date | null,
): (typeof t.follows.$inferInsert)[] {
  const out: (typeof t.follows.$inferInsert)[] = [];
  const owned = new Map(local.businesses.map((b) => [b.ownerUserID!, b.businessID]));
  const busiest = [...generated].sort(
    (a, b) => (generatedPosts.get(b.id) ?? 0) - (generatedPosts.get(a.id) ?? 0) || a.id.localeCompare(b.id),
  );
  for (const u of local.users) {
    const rng = Random.derive(seed, 'local', local.language, 'follows', u.userID);
    const mine = owned.get(u.userID);
    let seen = (localPosts.get(u.userID) ?? 0) + (mine ? (localPosts.get(mine) ?? 0) : 0);
    const follow = (businessId: string, posts: number) => {
      const joined = Date.parse(u.createdAt);
      const day = Math.max(joined + DAY, REFERENCE_DATE - rng.int(30, 150) * DAY);
      out.push({
        id: rng.uuid(),
        followedBusinessId: businessId,
        userId: u.userID,
        businessId: null,
        createdAt: move(new Date(day + rng.int(8, 20) * 3_600_000))!,
      });
      seen += posts;
    };
    for (const b of local.businesses)
      if (b.businessID !== mine) follow(b.businessID, localPosts.get(b.businessID) ?? 0);
    const candidates = [
      ...busiest.filter((b) => b.country === u.countryCode),
      ...busiest.filter((b) => b.country !== u.countryCode),
    ];
    for (const b of candidates) {
      if (seen >= feedPosts) break;
      follow(b.id, generatedPosts.get(b.id) ?? 0);
    }
  }
  return out;
}

/** A notification's actor as the API shows a party: a person's name and photo, a business's name and logo. */
function parties(local: LocalDirectory) {
  const users = new Set(local.users.map((u) => u.userID));
  const businesses = new Set(local.businesses.map((b) => b.businessID));
  return (actor: DemoActor, rows: DemoRows): NotificationActor => {
    if (actor.kind === 'business') {
      const b = businesses.has(actor.id) ? rows.businesses.find((x) => x.businessId === actor.id) : undefined;
      if (!b) throw new Error(`local showcase ${local.language}: no business ${actor.id}`);
      return {
        kind: 'business',
        id: actor.id,
        name: b.companyName,
        picture: b.logoUrl ? { url: b.logoUrl } : null,
      };
    }
    const u = users.has(actor.id) ? rows.users.find((x) => x.userId === actor.id) : undefined;
    if (!u) throw new Error(`local showcase ${local.language}: no user ${actor.id}`);
    return {
      kind: 'user',
      id: actor.id,
      name: `${u.firstName} ${u.lastName}`.trim(),
      picture: u.profilePhotoUrl ? { url: u.profilePhotoUrl } : null,
    };
  };
}
