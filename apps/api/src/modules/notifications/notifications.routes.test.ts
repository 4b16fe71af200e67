import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@wbn/contracts';
import { tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';

let t: TestApp;
let author: SignedInUser;
let fan: SignedInUser;
let businessID: string;
let productID: string;
let postID: string;

const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(user ? { headers: authHeaders(user.token) } : {}),
    ...(payload ? { payload } : {}),
  });

async function latest(user: SignedInUser): Promise<Notification[]> {
  const res = await call(user, 'GET', '/api/notifications?size=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.notifications;
}

beforeAll(async () => {
  t = await createTestApp();
  [author, fan] = (await Promise.all([createSignedInUser(t), createSignedInUser(t)])) as [
    SignedInUser,
    SignedInUser,
  ];
  for (const u of [author, fan]) await call(u, 'GET', '/api/user/profile');
  businessID = (await createBusiness(t, author, { companyName: 'Northgate Fasteners' })).businessID;
  const [product] = await t.db
    .insert(tables.products)
    .values({ businessId: businessID, name: 'M12 hex bolts', industryId: 'i0001', categoryId: 'c0001-01' })
    .returning({ id: tables.products.productId });
  productID = product!.id;
  postID = (
    await call(author, 'POST', '/api/social/posts/make-post', {
      content: 'Our new zinc-flake coating line is running',
      timelineType: 'user',
      timelineID: author.userID,
    })
  ).json().data.postID;
});
afterAll(() => t.close());

describe('notifications', () => {
  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/notifications/unread')).statusCode).toBe(401);
  });

  it('tells the author of a comment on their post, and the commenter of a reply', async () => {
    const comment = await call(fan, 'POST', '/api/social/comments/make-comment', {
      resourceID: postID,
      resourceType: 'post',
      content: 'Which salt-spray hours do you reach?',
    });
    const [first] = await latest(author);
    expect(first).toMatchObject({
      kind: 'comment',
      actor: { kind: 'user', id: fan.userID },
      subject: 'Which salt-spray hours do you reach?',
      link: `/timeline/${author.userID}?post=${postID}`,
      readAt: null,
    });
    await call(author, 'POST', '/api/social/comments/make-comment', {
      resourceID: comment.json().data.commentID,
      resourceType: 'comment',
      content: 'Over 720 hours.',
    });
    expect((await latest(fan))[0]).toMatchObject({ kind: 'reply', actor: { id: author.userID } });
    // Nobody is told of their own doing.
    expect((await latest(author)).filter((n) => n.kind === 'reply')).toEqual([]);
  });

  it('tells the business of a comment on its product, a like and a new follower, as the business acted as', async () => {
    await call(fan, 'POST', '/api/social/comments/make-comment', {
      resourceID: productID,
      resourceType: 'product',
      content: 'Do you stock A4 stainless?',
    });
    expect((await latest(author))[0]).toMatchObject({
      kind: 'comment',
      link: `/business-product/${productID}`,
      subject: 'M12 hex bolts: Do you stock A4 stainless?',
    });
    const fanCo = (await createBusiness(t, fan, { companyName: 'Eastfield Assembly' })).businessID;
    await call(fan, 'POST', '/api/social/reaction/react/product', {
      resourceID: productID,
      businessID: fanCo,
    });
    expect((await latest(author))[0]).toMatchObject({
      kind: 'like',
      subject: 'M12 hex bolts',
      actor: { kind: 'business', id: fanCo, name: 'Eastfield Assembly' },
    });
    await call(fan, 'POST', '/api/social/reaction/react/post', { resourceID: postID });
    await call(fan, 'POST', '/api/social/reaction/react/business', { resourceID: businessID });
    await call(fan, 'POST', '/api/social/follow/business', { resourceID: businessID });
    const kinds = (await latest(author)).slice(0, 3).map((n) => `${n.kind}:${n.link}`);
    expect(kinds).toEqual([
      `follow:/profile/${fan.userID}`,
      `like:/business/${businessID}`,
      `like:/timeline/${author.userID}?post=${postID}`,
    ]);
  });

  it('keeps one unread notification for a like taken back and given again', async () => {
    const before = (await latest(author)).length;
    await call(fan, 'DELETE', '/api/social/reaction/react/post', { resourceID: postID });
    await call(fan, 'POST', '/api/social/reaction/react/post', { resourceID: postID });
    expect(await latest(author)).toHaveLength(before);
  });

  it('pages with a cursor, counts unread and marks one or all read', async () => {
    const all = await latest(author);
    const first = (await call(author, 'GET', '/api/notifications?size=2')).json().data;
    expect(first.notifications.map((n: Notification) => n.notificationID)).toEqual(
      all.slice(0, 2).map((n) => n.notificationID),
    );
    const second = (await call(author, 'GET', `/api/notifications?size=2&cursor=${first.nextCursor}`)).json()
      .data;
    expect(second.notifications.map((n: Notification) => n.notificationID)).toEqual(
      all.slice(2, 4).map((n) => n.notificationID),
    );
    expect(first.unread).toBe(all.length);
    const one = await call(author, 'POST', '/api/notifications/read', { ids: [all[0]!.notificationID] });
    expect(one.json().data.unread).toBe(all.length - 1);
    // Someone else's ids change nothing of theirs.
    await call(fan, 'POST', '/api/notifications/read', { ids: [all[1]!.notificationID] });
    expect((await call(author, 'GET', '/api/notifications/unread')).json().data.unread).toBe(all.length - 1);
    await call(author, 'POST', '/api/notifications/read', {});
    expect((await call(author, 'GET', '/api/notifications/unread')).json().data.unread).toBe(0);
    // Times are Unix seconds, as in every other call: made, then read.
    const now = Date.now() / 1000;
    for (const n of await latest(author)) {
      expect(Number.isInteger(n.createdAt) && Math.abs(n.createdAt - now) < 120).toBe(true);
      expect(Number.isInteger(n.readAt) && n.readAt! >= n.createdAt && n.readAt! <= now + 1).toBe(true);
    }
    const bad = await call(author, 'POST', '/api/notifications/read', { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toMatch(/^body\.ids/);
  });

  it('marks all read when the body is left out altogether', async () => {
    await call(fan, 'POST', '/api/social/follow/business', { resourceID: businessID });
    await call(fan, 'DELETE', `/api/social/follow/${businessID}`);
    await call(author, 'POST', '/api/social/comments/make-comment', {
      resourceID: postID,
      resourceType: 'post',
      content: 'A note to myself',
    });
    await call(fan, 'POST', '/api/social/comments/make-comment', {
      resourceID: postID,
      resourceType: 'post',
      content: 'One more question',
    });
    expect((await call(author, 'GET', '/api/notifications/unread')).json().data.unread).toBeGreaterThan(0);
    const res = await call(author, 'POST', '/api/notifications/read');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.unread).toBe(0);
  });
});
