import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateBusinesses,
  generateDemoDirectory,
  generateProducts,
  generateSocial,
  generateUsers,
  productText,
  showcaseUserIndex,
  type DemoBusiness,
  type DemoComment,
  type DemoPost,
  type DemoProduct,
  type DemoSocial,
  type DemoUser,
} from '@wbn/db/demo';
import { drawings } from '../src/demo/drawings.ts';
import { REFERENCE_DATE } from '../src/demo/generate/dates.ts';
import { familyOf } from '../src/demo/generate/families.ts';
import { POSTS_SINCE } from '../src/demo/generate/posts.ts';

// The demo's living newsfeed (issue 24, point 7), checked on the generator's output: enough posts,
// comments and likes, every post on the timeline its rules allow, replies one level deep, no
// business liking its own things, dates in the half year before the reference day, and posts that
// talk about what the business sells. The loaded rows are checked in demo-load.test.ts.

const SEED = 'wbn-demo';
let users: DemoUser[];
let businesses: DemoBusiness[];
let products: DemoProduct[];
let social: DemoSocial;

beforeAll(() => {
  ({ users, businesses, products } = generateDemoDirectory(SEED));
  social = generateSocial(SEED, { users, businesses, products });
});

const byId = <T, K extends keyof T>(items: readonly T[], key: K) => new Map(items.map((i) => [i[key], i]));
const time = (iso: string) => Date.parse(iso);

describe('the demo newsfeed', () => {
  it('is deterministic: same seed deep-equal, another seed different', () => {
    expect(generateSocial(SEED, { users, businesses, products })).toEqual(social);
    const otherUsers = generateUsers('another-seed', 40);
    const otherBusinesses = generateBusinesses('another-seed', 40, otherUsers);
    const other = generateSocial('another-seed', {
      users: otherUsers,
      businesses: otherBusinesses,
      products: generateProducts('another-seed', otherBusinesses),
    });
    expect(other.posts.length).toBeGreaterThan(100);
    expect(other.posts.slice(0, 20).map((p) => p.content)).not.toEqual(
      social.posts.slice(0, 20).map((p) => p.content),
    );
  });

  it('has at least 2,000 posts, 5,000 comments and replies, likes of posts and comments, and follows', () => {
    const { posts, comments, likes, follows } = social;
    expect(posts.length).toBeGreaterThanOrEqual(2000);
    expect(posts.filter((p) => p.businessID).length).toBeGreaterThan(1000);
    expect(posts.filter((p) => !p.businessID).length).toBeGreaterThan(300);
    expect(comments.length).toBeGreaterThanOrEqual(5000);
    expect(comments.filter((c) => c.resourceType === 'comment').length).toBeGreaterThan(1000);
    expect(comments.filter((c) => c.resourceType === 'product').length).toBeGreaterThan(300);
    expect(likes.filter((l) => l.resourceType === 'post').length).toBeGreaterThan(2000);
    expect(likes.filter((l) => l.resourceType === 'comment').length).toBeGreaterThan(1000);
    expect(follows.length).toBeGreaterThan(users.length * 5);
    expect(posts.filter((p) => p.picture).length).toBeGreaterThan(200);
    // Every id is unique across the lot.
    const ids = [
      ...posts.map((p) => p.postID),
      ...comments.map((c) => c.commentID),
      ...likes.map((l) => l.id),
      ...follows.map((f) => f.id),
      ...users.map((u) => u.userID),
      ...businesses.map((b) => b.businessID),
      ...products.map((p) => p.productID),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts every post on the timeline its rules allow, by the business owner when posted as a business', () => {
    const business = byId(businesses, 'businessID');
    const userIds = new Set(users.map((u) => u.userID));
    for (const p of social.posts) {
      expect(userIds.has(p.authorUserID)).toBe(true);
      if (p.businessID === null) {
        expect(p.timelineType).toBe('user');
        expect(p.timelineID).toBe(p.authorUserID);
      } else {
        expect(p.timelineType).toBe('business');
        expect(p.timelineID).toBe(p.businessID);
        expect(business.get(p.businessID)!.ownerUserID).toBe(p.authorUserID);
      }
      expect(p.content.length).toBeGreaterThan(0);
      expect(p.content.length).toBeLessThanOrEqual(3000);
      expect(p.content).toBe(p.content.trim());
    }
  });

  it('writes comments as a person or as a business they own, replies always on a top-level comment', () => {
    const business = byId(businesses, 'businessID');
    const comment = byId(social.comments, 'commentID');
    const postIds = new Set(social.posts.map((p) => p.postID));
    const productIds = new Set(products.map((p) => p.productID));
    for (const c of social.comments) {
      if (c.businessID) expect(business.get(c.businessID)!.ownerUserID).toBe(c.authorUserID);
      if (c.resourceType === 'post') expect(postIds.has(c.resourceID)).toBe(true);
      if (c.resourceType === 'product') expect(productIds.has(c.resourceID)).toBe(true);
      if (c.resourceType === 'comment') {
        const parent = comment.get(c.resourceID);
        expect(parent, c.content).toBeDefined();
        expect(parent!.resourceType).not.toBe('comment');
        expect(time(c.createdAt)).toBeGreaterThan(time(parent!.createdAt));
      }
      expect(c.content.length).toBeGreaterThan(0);
      expect(c.content.length).toBeLessThanOrEqual(512);
    }
  });

  it('likes once per actor, never by a business of its own post or comment, nor by the author', () => {
    const post = byId(social.posts, 'postID');
    const comment = byId(social.comments, 'commentID');
    const business = byId(businesses, 'businessID');
    const once = new Set<string>();
    for (const l of social.likes) {
      const key = `${l.resourceID} ${l.businessID ? `b:${l.businessID}` : `u:${l.userID}`}`;
      expect(once.has(key), key).toBe(false);
      once.add(key);
      const item = l.resourceType === 'post' ? post.get(l.resourceID) : comment.get(l.resourceID);
      expect(item).toBeDefined();
      if (l.businessID) {
        expect(business.get(l.businessID)!.ownerUserID).toBe(l.userID);
        expect(item!.businessID).not.toBe(l.businessID);
      } else expect(item!.authorUserID).not.toBe(l.userID);
      expect(time(l.createdAt)).toBeGreaterThan(time(item!.createdAt));
    }
    const followed = new Set<string>();
    for (const f of social.follows) {
      const key = `${f.followedBusinessID} ${f.businessID ? `b:${f.businessID}` : `u:${f.userID}`}`;
      expect(followed.has(key)).toBe(false);
      followed.add(key);
      expect(f.businessID).not.toBe(f.followedBusinessID);
      if (!f.businessID) expect(business.get(f.followedBusinessID)!.ownerUserID).not.toBe(f.userID);
    }
  });

  it('dates everything in the half year before the reference day, after whatever it answers', () => {
    const post = byId(social.posts, 'postID');
    const product = byId(products, 'productID');
    const user = byId(users, 'userID');
    const business = byId(businesses, 'businessID');
    const since = (a: { authorUserID?: string; userID?: string; businessID: string | null }) =>
      Math.max(
        time(user.get((a.authorUserID ?? a.userID)!)!.createdAt),
        a.businessID ? time(business.get(a.businessID)!.createdAt) : 0,
      );
    const all: { createdAt: string }[] = [
      ...social.posts,
      ...social.comments,
      ...social.likes,
      ...social.follows,
    ];
    for (const x of all) {
      expect(x.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(time(x.createdAt)).toBeLessThanOrEqual(REFERENCE_DATE);
    }
    for (const p of social.posts) {
      expect(time(p.createdAt)).toBeGreaterThanOrEqual(POSTS_SINCE);
      expect(time(p.createdAt)).toBeGreaterThan(since(p));
    }
    for (const c of social.comments) {
      expect(time(c.createdAt)).toBeGreaterThan(since(c));
      if (c.resourceType === 'post')
        expect(time(c.createdAt)).toBeGreaterThan(time(post.get(c.resourceID)!.createdAt));
      if (c.resourceType === 'product') {
        expect(time(c.createdAt)).toBeGreaterThan(time(product.get(c.resourceID)!.createdAt));
        expect(time(c.createdAt)).toBeGreaterThanOrEqual(POSTS_SINCE);
      }
    }
    for (const l of social.likes) expect(time(l.createdAt)).toBeGreaterThan(since(l));
    const months = new Set(social.posts.map((p) => p.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it('has businesses post about what they sell, with their products’ pictures', () => {
    const byBusiness = new Map<string, DemoProduct[]>();
    for (const p of products) byBusiness.set(p.businessID, [...(byBusiness.get(p.businessID) ?? []), p]);
    let productPosts = 0;
    for (const post of social.posts.filter((p) => p.businessID)) {
      const own = byBusiness.get(post.businessID!) ?? [];
      if (post.kind === 'product') {
        productPosts++;
        const named = own.filter(
          (p) => post.content.includes(p.name) || post.content.includes(productText(p)),
        );
        expect(named.length, post.content).toBeGreaterThan(0);
        expect(
          named.some((p) => time(p.createdAt) < time(post.createdAt)),
          post.content,
        ).toBe(true);
        if (post.picture)
          expect(
            named.map((p) => familyOf(p)),
            post.content,
          ).toContain(post.picture.family);
      } else if (post.picture && own.length) {
        expect(
          own.map((p) => familyOf(p)),
          post.content,
        ).toContain(post.picture.family);
      }
      if (post.picture) expect(drawings[post.picture.family]).toBeDefined();
    }
    expect(productPosts).toBeGreaterThan(300);
  });

  it('answers product questions with the product’s own figures', () => {
    const product = byId(products, 'productID');
    const replies = new Map<string, DemoComment[]>();
    for (const c of social.comments)
      if (c.resourceType === 'comment') replies.set(c.resourceID, [...(replies.get(c.resourceID) ?? []), c]);
    let checked = 0;
    for (const q of social.comments.filter(
      (c) => c.resourceType === 'product' && /in stock/.test(c.content),
    )) {
      const p = product.get(q.resourceID)!;
      const answer = (replies.get(q.commentID) ?? []).find((r) => r.businessID === p.businessID);
      if (!answer) continue;
      checked++;
      if (p.stock > 0) expect(answer.content).toContain(p.stock.toLocaleString('en-US'));
      else expect(answer.content).toContain(`${p.leadTime} days`);
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('fills the newsfeed of every demo user, the README’s account most', () => {
    // The account the README and docs/demo-data.md tell people to sign in with.
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const email = /`([a-z.]+@example\.(?:com|net|org))`/.exec(readme)?.[1];
    expect(email).toBe(users[showcaseUserIndex]!.email);
    const postsOn = new Map<string, DemoPost[]>();
    for (const p of social.posts) postsOn.set(p.timelineID, [...(postsOn.get(p.timelineID) ?? []), p]);
    const feed = (u: DemoUser) => {
      const timelines = new Set([
        u.userID,
        ...social.follows
          .filter((f) => f.userID === u.userID && !f.businessID)
          .map((f) => f.followedBusinessID),
        ...businesses.filter((b) => b.ownerUserID === u.userID).map((b) => b.businessID),
      ]);
      return [...timelines].flatMap((t) => postsOn.get(t) ?? []);
    };
    const sizes = users.map((u) => feed(u).length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(20);
    expect(sizes[showcaseUserIndex]).toBeGreaterThanOrEqual(200);
    expect(
      social.follows.filter((f) => f.userID === users[showcaseUserIndex]!.userID).length,
    ).toBeGreaterThanOrEqual(40);
  });
});
