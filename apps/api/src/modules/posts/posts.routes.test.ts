import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLimits, type Post } from '@wbn/contracts';
import { sql, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness, uploadImage } from '../../../test/business-fixtures.ts';
import { countStatements } from '../../../test/statement-counter.ts';

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let stranger: SignedInUser;
let businessID: string;

const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(user ? { headers: authHeaders(user.token) } : {}),
    ...(payload ? { payload } : {}),
  });

const asBusiness = (content: string, id = businessID) => ({
  content,
  timelineType: 'business',
  timelineID: id,
  businessID: id,
});
const asUser = (user: SignedInUser, content: string) => ({
  content,
  timelineType: 'user',
  timelineID: user.userID,
});

async function post(user: SignedInUser, body: object): Promise<Post> {
  const res = await call(user, 'POST', '/api/social/posts/make-post', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, stranger] = await Promise.all([
    createSignedInUser(t),
    createSignedInUser(t),
    createSignedInUser(t),
  ]);
  for (const u of [admin, stranger]) await call(u, 'GET', '/api/user/profile');
  businessID = (await createBusiness(t, owner, { companyName: 'Posting Presses' })).businessID;
  await t.db
    .insert(tables.businessMembers)
    .values({ businessId: businessID, userId: admin.userID, role: 'admin' });
});
afterAll(() => t.close());

describe('posting', () => {
  it('posts as the user on their own timeline, and as a managed business on its timeline', async () => {
    const mine = await post(stranger, asUser(stranger, '  Looking for hydraulic presses  '));
    expect(mine).toMatchObject({
      content: 'Looking for hydraulic presses',
      timelineType: 'user',
      timelineID: stranger.userID,
      businessID: null,
      author: { kind: 'user', id: stranger.userID },
      commentCount: 0,
      reactions: { reactionCount: { like: 0 } },
      session: { canRemove: true },
    });
    const theirs = await post(admin, asBusiness('New 200 t press line'));
    expect(theirs.author).toMatchObject({ kind: 'business', id: businessID, name: 'Posting Presses' });
    expect(theirs.header.metadata.resourceID).toBe(theirs.postID);
  });

  it('refuses a business the user does not manage (403), and another timeline (400)', async () => {
    expect(
      (await call(stranger, 'POST', '/api/social/posts/make-post', asBusiness('Not mine'))).statusCode,
    ).toBe(403);
    const elsewhere = await call(
      stranger,
      'POST',
      '/api/social/posts/make-post',
      asUser(owner, 'On your wall'),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].path).toBe('body.timelineID');
  });

  it('refuses empty and too long texts and visitors, storing nothing', async () => {
    const before = (await t.db.execute(sql`select count(*)::int as n from posts`)).rows[0]!.n;
    for (const content of ['   ', 'x'.repeat(postLimits.contentMax + 1)]) {
      const res = await call(stranger, 'POST', '/api/social/posts/make-post', asUser(stranger, content));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.content');
    }
    expect((await call(null, 'POST', '/api/social/posts/make-post', asUser(stranger, 'hi'))).statusCode).toBe(
      401,
    );
    expect((await t.db.execute(sql`select count(*)::int as n from posts`)).rows[0]!.n).toBe(before);
  });

  it('attaches a picture uploaded for posts', async () => {
    const token = await uploadImage(t, stranger, 'postImage');
    const withPicture = await post(stranger, { ...asUser(stranger, 'Our new plant'), picture: token });
    expect(withPicture.body.picture?.url).toMatch(/^\/files\/images\/post-image\//);
    const reused = await call(stranger, 'POST', '/api/social/posts/make-post', {
      ...asUser(stranger, 'Again'),
      picture: token,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This upload was already used');
  });
});

describe('removal', () => {
  it('lets the author and the business managers remove a post; others get 403; then 404', async () => {
    const byOwner = await post(owner, asBusiness('Removable by the admin'));
    expect(
      (await call(stranger, 'DELETE', '/api/social/posts/remove-post', { postID: byOwner.postID }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'GET', `/api/social/posts/${byOwner.postID}`)).json().data.session.canRemove,
    ).toBe(true);
    expect(
      (await call(stranger, 'GET', `/api/social/posts/${byOwner.postID}`)).json().data.session.canRemove,
    ).toBe(false);
    expect(
      (await call(admin, 'DELETE', '/api/social/posts/remove-post', { postID: byOwner.postID })).statusCode,
    ).toBe(200);
    expect((await call(null, 'GET', `/api/social/posts/${byOwner.postID}`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'DELETE', '/api/social/posts/remove-post', { postID: byOwner.postID })).statusCode,
    ).toBe(404);

    const own = await post(stranger, asUser(stranger, 'Mine to remove'));
    expect(
      (await call(owner, 'DELETE', '/api/social/posts/remove-post', { postID: own.postID })).statusCode,
    ).toBe(403);
    expect(
      (await call(stranger, 'DELETE', '/api/social/posts/remove-post', { postID: own.postID })).statusCode,
    ).toBe(200);
    const timeline = (await call(null, 'GET', `/api/timeline/load/${stranger.userID}`)).json().data
      .posts as Post[];
    expect(timeline.map((p) => p.postID)).not.toContain(own.postID);
  });
});

describe('timelines', () => {
  it('pages a timeline 10 at a time, newest first, for visitors too', async () => {
    const writer = await createSignedInUser(t);
    for (let i = 1; i <= 12; i++) await post(writer, asUser(writer, `Update ${i}`));
    const first = await call(null, 'GET', `/api/timeline/load/${writer.userID}`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1.timelineType).toBe('user');
    expect(page1.posts.map((p: Post) => p.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Update ${12 - i}`),
    );
    expect(page1.posts[0].session).toBeNull();
    const page2 = (await call(null, 'GET', `/api/timeline/load/${writer.userID}?skip=10`)).json().data;
    expect(page2.posts.map((p: Post) => p.content)).toEqual(['Update 2', 'Update 1']);
    const business = (await call(null, 'GET', `/api/timeline/load/${businessID}`)).json().data;
    expect(business.timelineType).toBe('business');
  });

  it('answers 404 for an unknown timeline and 400 for a skip beyond its bound', async () => {
    expect((await call(null, 'GET', `/api/timeline/load/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const deep = await call(
      null,
      'GET',
      `/api/timeline/load/${businessID}?skip=${postLimits.timelineSkipMax + 1}`,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0].path).toBe('querystring.skip');
  });
});

describe('the newsfeed', () => {
  it('pages with nextID over 25 posts while new ones arrive, each post seen once, newest first', async () => {
    const reader = await createSignedInUser(t);
    const followed = await createSignedInUser(t);
    const company = (await createBusiness(t, followed, { companyName: 'Feed Foundry' })).businessID;
    const follow = await call(reader, 'POST', '/api/social/follow/business', { resourceID: company });
    expect(follow.statusCode, follow.body).toBe(200);
    const expected: string[] = [];
    for (let i = 1; i <= 20; i++)
      expected.unshift((await post(followed, asBusiness(`Foundry ${i}`, company))).postID);
    for (let i = 1; i <= 5; i++) expected.unshift((await post(reader, asUser(reader, `Reader ${i}`))).postID);
    // Not in the feed: someone the reader does not follow.
    await post(stranger, asUser(stranger, 'Unrelated'));

    const seen: string[] = [];
    let nextID: string | null = null;
    let pages = 0;
    do {
      const res = await call(reader, 'GET', `/api/newsfeed/load${nextID ? `?nextID=${nextID}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { posts: Post[]; nextID: string | null };
      seen.push(...data.posts.map((p) => p.postID));
      nextID = data.nextID;
      // A new post after the first page goes on top, not into the pages being read.
      if (pages++ === 0) await post(followed, asBusiness('Arrived meanwhile', company));
    } while (nextID);
    expect(seen).toEqual(expected);
  });

  it('suggests businesses to follow when the feed is empty', async () => {
    const newcomer = await createSignedInUser(t);
    const res = await call(newcomer, 'GET', '/api/newsfeed/load');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.posts).toEqual([]);
    expect(res.json().data.suggestions.length).toBeGreaterThan(0);
  });

  it('refuses a malformed cursor with 400 naming it, and visitors with 401', async () => {
    const bad = await call(owner, 'GET', '/api/newsfeed/load?nextID=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('query.nextID');
    expect((await call(null, 'GET', '/api/newsfeed/load')).statusCode).toBe(401);
  });
});

describe('statements per page', () => {
  it('reads a newsfeed page and a timeline page in at most 3 SQL statements each', async () => {
    for (let i = 0; i < 3; i++) await post(owner, asBusiness(`Counted ${i}`));
    // Warm: the session check and the profile creation are cached after the first request.
    await call(owner, 'GET', '/api/newsfeed/load');
    const feed = await countStatements(t.db, () => call(owner, 'GET', '/api/newsfeed/load'));
    expect(feed.result.statusCode).toBe(200);
    expect(feed.statements).toBeLessThanOrEqual(3);
    const timeline = await countStatements(t.db, () =>
      call(owner, 'GET', `/api/timeline/load/${businessID}`),
    );
    expect(timeline.result.statusCode).toBe(200);
    expect(timeline.statements).toBeLessThanOrEqual(3);
  });
});
