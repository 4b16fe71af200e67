import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness } from '../../../test/business-fixtures.ts';

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let other: SignedInUser;
let businessID: string;
let productID: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
  admin = await createSignedInUser(t);
  member = await createSignedInUser(t);
  other = await createSignedInUser(t);
  for (const u of [admin, member, other]) {
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(u.token) });
  }
  businessID = (await createBusiness(t, owner, { companyName: 'Liked Co' })).businessID;
  await addMember(t, owner, businessID, admin, 'admin');
  await addMember(t, owner, businessID, member, 'member');
  const p = await t.app.inject({
    method: 'POST',
    url: '/api/product',
    headers: authHeaders(owner.token),
    payload: { businessID, name: 'Gear', industry: 'i0001', category: 'c0001-01' },
  });
  expect(p.statusCode, p.body).toBe(200);
  productID = p.json().data.productID;
});
afterAll(() => t.close());

const inject = (
  user: SignedInUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const like = (user: SignedInUser | null, type: string, resourceID: string, businessID?: string) =>
  inject(user, 'POST', `/api/social/reaction/react/${type}`, {
    resourceID,
    reactionType: 'like',
    businessID,
  });
const unlike = (user: SignedInUser | null, type: string, resourceID: string, businessID?: string) =>
  inject(user, 'DELETE', `/api/social/reaction/react/${type}`, { resourceID, businessID });
const likes = async (id: string) =>
  (await inject(null, 'GET', `/api/social/reaction/summary/${id}`)).json().data.reactionCount.like as number;
const followers = async (id: string) =>
  (await inject(null, 'GET', `/api/social/follow/${id}/summary`)).json().data.followersCount as number;

describe('likes', () => {
  it('a like counts once however often it is sent; check and unlike follow', async () => {
    const target = (await createBusiness(t, owner, { companyName: 'Once Co' })).businessID;
    const check = async () =>
      (await inject(other, 'GET', `/api/social/reaction/check/${target}`)).json().data.reactionType;
    expect(await check()).toBe(null);
    for (let i = 0; i < 5; i++) {
      const res = await like(other, 'business', target);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ reacted: true, reactionCount: { like: 1 } });
    }
    expect(await likes(target)).toBe(1);
    expect(await check()).toBe('like');
    const profile = (await inject(null, 'GET', `/api/business/profile/${target}`)).json().data.data;
    expect(profile.reactions.reactionCount.like).toBe(1);
    for (let i = 0; i < 2; i++) {
      const res = await unlike(other, 'business', target);
      expect(res.json().data).toEqual({ reacted: false, reactionCount: { like: 0 } });
    }
    expect(await check()).toBe(null);
  });

  it('acting as a business: allowed to its owner, admin and member, once for the business', async () => {
    // Another company's product: a business does not like its own (see test/inflated-counts.test.ts).
    const maker = (await createBusiness(t, other, { companyName: 'Maker Co' })).businessID;
    const made = await inject(other, 'POST', '/api/product', {
      businessID: maker,
      name: 'Bearing',
      industry: 'i0001',
      category: 'c0001-01',
    });
    expect(made.statusCode, made.body).toBe(200);
    const target: string = made.json().data.productID;
    expect((await like(other, 'product', target, businessID)).statusCode).toBe(403);
    for (const user of [owner, admin, member]) {
      expect((await like(user, 'product', target, businessID)).statusCode).toBe(200);
    }
    expect(await likes(target)).toBe(1);
    // The business's like and a person's own like are different actors.
    await like(member, 'product', target);
    expect(await likes(target)).toBe(2);
    const asBiz = await inject(admin, 'GET', `/api/social/reaction/check/${target}?businessID=${businessID}`);
    expect(asBiz.json().data.reactionType).toBe('like');
    const asSelf = await inject(admin, 'GET', `/api/social/reaction/check/${target}`);
    expect(asSelf.json().data.reactionType).toBe(null);
    const outsider = await inject(
      other,
      'GET',
      `/api/social/reaction/check/${target}?businessID=${businessID}`,
    );
    expect(outsider.statusCode).toBe(403);
    expect((await unlike(other, 'product', target, businessID)).statusCode).toBe(403);
    expect((await unlike(member, 'product', target, businessID)).json().data.reactionCount.like).toBe(1);
  });

  it('refuses visitors, bad input and unknown resources', async () => {
    const visitor = await like(null, 'business', businessID);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().name).toBe('TokenNotFound');
    expect((await unlike(null, 'business', businessID)).statusCode).toBe(401);
    expect(
      (await inject(null, 'GET', `/api/social/reaction/check/${businessID}`)).json().data.reactionType,
    ).toBe(null);

    const badType = await like(other, 'planet', businessID);
    expect(badType.statusCode).toBe(400);
    const badId = await like(other, 'business', 'nope');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].path).toBe('body.resourceID');
    const badReaction = await inject(other, 'POST', '/api/social/reaction/react/business', {
      resourceID: businessID,
      reactionType: 'love',
    });
    expect(badReaction.statusCode).toBe(400);
    // A product id liked as a business, and ids that are nothing: 404.
    expect((await like(other, 'business', productID)).statusCode).toBe(404);
    expect((await like(other, 'post', crypto.randomUUID())).statusCode).toBe(404);
    expect(
      (await inject(null, 'GET', `/api/social/reaction/summary/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await inject(null, 'GET', '/api/social/reaction/summary/nope')).statusCode).toBe(400);
  });

  it('50 concurrent likes from 50 users give exactly 50', async () => {
    const target = (await createBusiness(t, owner, { companyName: 'Popular Co' })).businessID;
    const users = await Promise.all(Array.from({ length: 50 }, () => createSignedInUser(t)));
    // Each sends its like twice at once, all 100 requests concurrently.
    const results = await Promise.all(
      users.flatMap((u) => [like(u, 'business', target), like(u, 'business', target)]),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likes(target)).toBe(50);
    const follows = await Promise.all(
      users.flatMap((u) => [
        inject(u, 'POST', '/api/social/follow/business', { resourceID: target }),
        inject(u, 'POST', '/api/social/follow/business', { resourceID: target }),
      ]),
    );
    expect(follows.every((r) => r.statusCode === 200)).toBe(true);
    expect(await followers(target)).toBe(50);
  });

  it('concurrent repeats from one user give 1 (on every database)', async () => {
    const target = (await createBusiness(t, owner, { companyName: 'Repeat Co' })).businessID;
    const results = await Promise.all(Array.from({ length: 10 }, () => like(other, 'business', target)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likes(target)).toBe(1);
  });
});

describe('follows', () => {
  it('follows once, as a user or as a business, and unfollows', async () => {
    const target = (await createBusiness(t, other, { companyName: 'Followed Co' })).businessID;
    const summary = (user: SignedInUser | null, as?: string) =>
      inject(user, 'GET', `/api/social/follow/${target}/summary${as ? `?businessID=${as}` : ''}`);
    expect((await summary(null)).json().data).toEqual({ followersCount: 0, session: null });
    for (let i = 0; i < 3; i++) {
      const res = await inject(member, 'POST', '/api/social/follow/business', { resourceID: target });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ followersCount: 1, session: { following: true } });
    }
    expect((await summary(member)).json().data).toEqual({ followersCount: 1, session: { following: true } });
    // As the business (any of its people), once.
    for (const user of [owner, admin, member]) {
      const res = await inject(user, 'POST', '/api/social/follow/business', {
        resourceID: target,
        businessID,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await followers(target)).toBe(2);
    expect((await summary(admin, businessID)).json().data.session).toEqual({ following: true });
    expect((await summary(admin)).json().data.session).toEqual({ following: false });
    // Outsiders cannot act as the business; a business cannot follow itself.
    const outsider = await inject(other, 'POST', '/api/social/follow/business', {
      resourceID: target,
      businessID,
    });
    expect(outsider.statusCode).toBe(403);
    const self = await inject(other, 'POST', '/api/social/follow/business', {
      resourceID: target,
      businessID: target,
    });
    expect(self.statusCode).toBe(400);

    const un = await inject(member, 'DELETE', `/api/social/follow/${target}`);
    expect(un.json().data).toEqual({ followersCount: 1, session: { following: false } });
    const unBiz = await inject(owner, 'DELETE', `/api/social/follow/${target}?businessID=${businessID}`);
    expect(unBiz.json().data.followersCount).toBe(0);
  });

  it('refuses visitors (401), unknown businesses (404) and bad ids (400)', async () => {
    const visitor = await inject(null, 'POST', '/api/social/follow/business', { resourceID: businessID });
    expect(visitor.statusCode).toBe(401);
    expect((await inject(null, 'DELETE', `/api/social/follow/${businessID}`)).statusCode).toBe(401);
    expect(
      (await inject(other, 'POST', '/api/social/follow/business', { resourceID: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
    expect((await inject(other, 'POST', '/api/social/follow/business', { resourceID: 'x' })).statusCode).toBe(
      400,
    );
    expect((await inject(null, 'GET', `/api/social/follow/${crypto.randomUUID()}/summary`)).statusCode).toBe(
      404,
    );
    expect((await inject(null, 'GET', '/api/social/follow/nope/summary')).statusCode).toBe(400);
  });

  it('authorization matrix of acting as a business', async () => {
    const target = (await createBusiness(t, other, { companyName: 'Matrix Target' })).businessID;
    const people: [string, SignedInUser | null][] = [
      ['owner', owner],
      ['admin', admin],
      ['member', member],
      ['other', other],
      ['visitor', null],
    ];
    const got: Record<string, Record<string, number>> = { like: {}, unlike: {}, follow: {}, unfollow: {} };
    for (const [who, user] of people) {
      got.like![who] = (await like(user, 'business', target, businessID)).statusCode;
      got.unlike![who] = (await unlike(user, 'business', target, businessID)).statusCode;
      got.follow![who] = (
        await inject(user, 'POST', '/api/social/follow/business', { resourceID: target, businessID })
      ).statusCode;
      got.unfollow![who] = (
        await inject(user, 'DELETE', `/api/social/follow/${target}?businessID=${businessID}`)
      ).statusCode;
    }
    const expected = { owner: 200, admin: 200, member: 200, other: 403, visitor: 401 };
    expect(got).toEqual({ like: expected, unlike: expected, follow: expected, unfollow: expected });
  });
});
