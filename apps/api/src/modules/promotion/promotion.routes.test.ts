import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boostLimits,
  promotionMessages,
  type Boost,
  type Post,
  type ProductResult,
  type PromotionState,
} from '@wbn/contracts';
import { eq, sql, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness } from '../../../test/business-fixtures.ts';

// The clock the app runs by: the allowance is per calendar month, the frequency cap per day.
let clock = new Date(Date.UTC(2031, 4, 10, 12));
let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
/** A Premium maker of pumps (industry i0001), a Gold one of valves (i0004), a Standard one. */
let pumps: string;
let valves: string;
let standard: string;

const call = (
  user: SignedInUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  address = '127.0.0.1',
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: address,
    ...(user ? { headers: authHeaders(user.token) } : {}),
    ...(payload ? { payload } : {}),
  });

async function product(user: SignedInUser, businessID: string, name: string, description: string) {
  const res = await call(user, 'POST', '/api/product', {
    businessID,
    name,
    keywords: [],
    description,
    industry: 'i0001',
    category: 'c0001-01',
    specs: [],
    stock: true,
    videos: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.productID as string;
}

async function post(user: SignedInUser, body: object): Promise<Post> {
  const res = await call(user, 'POST', '/api/social/posts/make-post', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const asBusiness = (businessID: string, content: string) => ({
  content,
  timelineType: 'business',
  timelineID: businessID,
  businessID,
});

async function boost(user: SignedInUser, body: object) {
  return call(user, 'POST', '/api/promotion/boosts', body);
}

async function boosted(user: SignedInUser, body: object): Promise<Boost> {
  const res = await boost(user, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function state(user: SignedInUser, businessID: string): Promise<PromotionState> {
  const res = await call(user, 'GET', `/api/promotion/business/${businessID}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function searchProducts(textQuery: string, address: string, user: SignedInUser | null = null) {
  const res = await call(user, 'POST', '/api/search/product', { textQuery }, address);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results as ProductResult[];
}

const boostCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(tables.boosts))[0]!.n;

const setTier = (businessID: string, subscription: 'gold' | 'premium' | 'platinum' | null) =>
  t.db.update(tables.businesses).set({ subscription }).where(eq(tables.businesses.businessId, businessID));

let pumpProduct: string;
let pumpSeals: string;
let otherPump: string;
let valveProduct: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  [owner, admin, member, stranger] = await Promise.all([
    createSignedInUser(t),
    createSignedInUser(t),
    createSignedInUser(t),
    createSignedInUser(t),
  ]);
  for (const u of [admin, member, stranger]) await call(u, 'GET', '/api/user/profile');
  pumps = (await createBusiness(t, owner, { companyName: 'Bajío Pumps' })).businessID;
  valves = (await createBusiness(t, owner, { companyName: 'Valvulas Norte', categories: ['i0004.c0004-03'] }))
    .businessID;
  standard = (await createBusiness(t, owner, { companyName: 'Plain Listing' })).businessID;
  await addMember(t, owner, pumps, admin, 'admin');
  await addMember(t, owner, pumps, member, 'member');
  await setTier(pumps, 'premium');
  await setTier(valves, 'gold');
  pumpProduct = await product(owner, pumps, 'Centrifugal pump', 'Stainless centrifugal pump for water.');
  pumpSeals = await product(owner, pumps, 'Pump seal kit', 'Mechanical seal kit for centrifugal pumps.');
  otherPump = await product(owner, pumps, 'Booster pump', 'Pressure booster pump set.');
  valveProduct = await product(owner, valves, 'Gate valve', 'Cast iron gate valve for water lines.');
  await product(owner, standard, 'Plain pump', 'A pump of a standard listing.');
});
afterAll(() => t.close());

describe('starting a boost', () => {
  it('refuses a standard business with 403, and its screen shows no allowance', async () => {
    const plainProduct = (
      await t.db
        .select({ id: tables.products.productId })
        .from(tables.products)
        .where(eq(tables.products.businessId, standard))
    )[0]!.id;
    const res = await boost(owner, {
      businessID: standard,
      targetType: 'product',
      targetID: plainProduct,
      days: 3,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ name: 'Forbidden', message: promotionMessages.noBoosts });
    expect(await state(owner, standard)).toMatchObject({ subscription: 'standard', allowance: 0, left: 0 });
    expect(await boostCount()).toBe(0);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const good = { businessID: pumps, targetType: 'product', targetID: pumpProduct, days: 5 };
    const cases: [object, string][] = [
      [{ ...good, days: 0 }, 'body.days'],
      [{ ...good, days: 31 }, 'body.days'],
      [{ ...good, days: 1.5 }, 'body.days'],
      [{ ...good, days: '5' }, 'body.days'],
      [{ ...good, targetType: 'video' }, 'body.targetType'],
      [{ ...good, targetID: 'not-an-id' }, 'body.targetID'],
      [{ ...good, businessID: undefined }, 'body.businessID'],
      // A product of another business, and a post that is no product at all.
      [{ ...good, targetID: valveProduct }, 'body.targetID'],
      [{ ...good, targetType: 'post' }, 'body.targetID'],
    ];
    for (const [body, path] of cases) {
      const res = await boost(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await boostCount()).toBe(0);
  });

  it('lets the owner and admins boost, not members, strangers or visitors', async () => {
    const body = { businessID: pumps, targetType: 'product', targetID: pumpProduct, days: 5 };
    expect((await boost(member, body)).statusCode).toBe(403);
    expect((await boost(stranger, body)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/promotion/boosts', payload: body })).statusCode,
    ).toBe(401);
    expect((await call(member, 'GET', `/api/promotion/business/${pumps}`)).statusCode).toBe(403);
    expect(await boostCount()).toBe(0);

    const made = await boosted(admin, body);
    expect(made).toMatchObject({
      businessID: pumps,
      targetType: 'product',
      targetID: pumpProduct,
      targetName: 'Centrifugal pump',
      days: 5,
      status: 'active',
      impressions: 0,
      clicks: 0,
    });
    expect(made.endsAt - made.startsAt).toBe(5 * 86_400);
    // One running boost per product.
    const again = await boost(owner, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This product is already boosted until /);
  });

  it('counts boosts started in the calendar month against the tier (Gold: 3), cancelled ones too', async () => {
    const posts = await Promise.all(
      ['Valves for the season', 'New gate valves', 'Plant visit', 'Stock update'].map((c) =>
        post(owner, asBusiness(valves, c)),
      ),
    );
    const first = await boosted(owner, {
      businessID: valves,
      targetType: 'post',
      targetID: posts[0]!.postID,
      days: 2,
    });
    const cancelled = await call(owner, 'DELETE', `/api/promotion/boosts/${first.boostID}`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    await boosted(owner, { businessID: valves, targetType: 'post', targetID: posts[1]!.postID, days: 30 });
    await boosted(owner, { businessID: valves, targetType: 'product', targetID: valveProduct, days: 1 });
    expect(await state(owner, valves)).toMatchObject({ allowance: 3, startedThisMonth: 3, left: 0 });

    const fourth = await boost(owner, {
      businessID: valves,
      targetType: 'post',
      targetID: posts[2]!.postID,
      days: 3,
    });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({
      name: 'LimitReached',
      message: promotionMessages.boostsUsed('gold', '1 June 2031'),
    });
    expect(await boostCount()).toBe(4);

    // A new month, a new allowance.
    clock = new Date(Date.UTC(2031, 5, 1, 0, 5));
    try {
      await boosted(owner, { businessID: valves, targetType: 'post', targetID: posts[2]!.postID, days: 3 });
      expect(await state(owner, valves)).toMatchObject({ startedThisMonth: 1, left: 2 });
    } finally {
      clock = new Date(Date.UTC(2031, 4, 10, 12));
    }
  });
});

describe('sponsored products in searches', () => {
  it('puts a matching boosted product first, marked, and not again among the results', async () => {
    const results = await searchProducts('pump', '10.9.0.1');
    const boostID = (await state(owner, pumps)).boosts.find((b) => b.targetID === pumpProduct)!.boostID;
    expect(results[0]).toMatchObject({ productID: pumpProduct, sponsored: { boostID } });
    expect(results.filter((r) => r.productID === pumpProduct)).toHaveLength(1);
    expect(results.slice(1).every((r) => r.sponsored === undefined)).toBe(true);
    // A search that does not find it shows it nowhere (the valve's own day-long boost instead).
    const valvesFound = await searchProducts('gate valve', '10.9.0.1');
    expect(valvesFound.some((r) => r.productID === pumpProduct)).toBe(false);
    expect(valvesFound).toHaveLength(1);
    expect(valvesFound[0]).toMatchObject({
      productID: valveProduct,
      sponsored: { boostID: expect.any(String) },
    });
  });

  it('shows at most two a page, and a viewer one boost at most three times a day', async () => {
    await boosted(owner, { businessID: pumps, targetType: 'product', targetID: pumpSeals, days: 3 });
    await boosted(owner, { businessID: pumps, targetType: 'product', targetID: otherPump, days: 3 });
    const address = '10.9.1.1';
    const shown = new Map<string, number>();
    const perPage: number[] = [];
    for (let i = 0; i < 6; i++) {
      const sponsored = (await searchProducts('pump', address)).filter((r) => r.sponsored);
      perPage.push(sponsored.length);
      for (const r of sponsored) shown.set(r.productID, (shown.get(r.productID) ?? 0) + 1);
      // The counts go to the database half-way: what was written and what waits add up.
      if (i === 2) await state(owner, pumps);
    }
    expect(Math.max(...perPage)).toBe(boostLimits.perSearchPage);
    expect([...shown.values()]).toEqual(Array(3).fill(boostLimits.viewsPerViewerPerDay));
    expect(perPage.slice(-2)).toEqual([1, 0]);
    // Another viewer still sees them; the next day this one does again.
    expect((await searchProducts('pump', '10.9.1.2')).filter((r) => r.sponsored)).toHaveLength(2);
    clock = new Date(Date.UTC(2031, 4, 11, 12));
    try {
      expect((await searchProducts('pump', address)).filter((r) => r.sponsored)).toHaveLength(2);
    } finally {
      clock = new Date(Date.UTC(2031, 4, 10, 12));
    }
  });

  it('never shows the people of a business its own boosts', async () => {
    for (const user of [owner, member]) {
      expect((await searchProducts('pump', '10.9.2.1', user)).filter((r) => r.sponsored)).toEqual([]);
    }
    expect((await searchProducts('pump', '10.9.2.1', stranger)).filter((r) => r.sponsored)).toHaveLength(2);
  });

  it('counts impressions and one click per viewer who was shown it, for the owner to see', async () => {
    const before = (await state(owner, pumps)).boosts.find((b) => b.targetID === pumpProduct)!;
    const seen = (await searchProducts('centrifugal', '10.9.3.1')).find((r) => r.productID === pumpProduct)!;
    expect(seen.sponsored).toBeDefined();
    const click = (address: string) =>
      call(null, 'POST', `/api/promotion/boosts/${seen.sponsored!.boostID}/click`, undefined, address);
    expect((await click('10.9.3.1')).json().data).toEqual({ counted: true });
    expect((await click('10.9.3.1')).json().data).toEqual({ counted: false });
    // Never shown to this address: not a click of the boost.
    expect((await click('10.9.3.99')).json().data).toEqual({ counted: false });
    expect((await call(null, 'POST', '/api/promotion/boosts/nope/click')).statusCode).toBe(400);

    const after = (await state(owner, pumps)).boosts.find((b) => b.targetID === pumpProduct)!;
    expect(after.impressions).toBe(before.impressions + 1);
    expect(after.clicks).toBe(before.clicks + 1);
    const [stats] = await t.db
      .select({ impressions: sql<number>`sum(${tables.boostStats.impressions})::int` })
      .from(tables.boostStats)
      .where(eq(tables.boostStats.boostId, after.boostID));
    expect(stats!.impressions).toBe(after.impressions);
  });

  it('stops showing a boost once it is ended early or its days are over', async () => {
    const s = await state(owner, pumps);
    const seals = s.boosts.find((b) => b.targetID === pumpSeals)!;
    expect((await call(member, 'DELETE', `/api/promotion/boosts/${seals.boostID}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/promotion/boosts/${seals.boostID}`)).statusCode).toBe(200);
    const shownNow = (await searchProducts('seal', '10.9.4.1')).filter((r) => r.sponsored);
    expect(shownNow).toEqual([]);
    clock = new Date(Date.UTC(2031, 4, 20, 12));
    try {
      expect((await searchProducts('pump', '10.9.4.2')).filter((r) => r.sponsored)).toEqual([]);
      expect((await state(owner, pumps)).boosts.every((b) => b.status !== 'active')).toBe(true);
    } finally {
      clock = new Date(Date.UTC(2031, 4, 10, 12));
    }
  });
});

describe('sponsored posts in newsfeeds', () => {
  let reader: SignedInUser;
  let elsewhere: SignedInUser;
  let boostedPost: Post;

  beforeAll(async () => {
    [reader, elsewhere] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    for (const u of [reader, elsewhere]) {
      await call(u, 'GET', '/api/user/profile');
      for (let i = 1; i <= 8; i++)
        await post(u, { content: `My post ${i}`, timelineType: 'user', timelineID: u.userID });
    }
    // The reader works in the pumps' industry; the other reader in neither's.
    await t.db
      .update(tables.users)
      .set({ industryId: 'i0001' })
      .where(eq(tables.users.userId, reader.userID));
    await t.db
      .update(tables.users)
      .set({ industryId: 'i0002' })
      .where(eq(tables.users.userId, elsewhere.userID));
    boostedPost = await post(owner, asBusiness(pumps, 'Our pumps at the Monterrey fair'));
    await boosted(owner, { businessID: pumps, targetType: 'post', targetID: boostedPost.postID, days: 7 });
  });

  const feed = async (user: SignedInUser) => {
    const res = await call(user, 'GET', '/api/newsfeed/load');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.posts as Post[];
  };

  it('puts it in the feeds of its industry, after the second post, marked, at most three times a day', async () => {
    const page = await feed(reader);
    expect(page).toHaveLength(9);
    expect(page[2]).toMatchObject({ postID: boostedPost.postID, sponsored: { boostID: expect.any(String) } });
    expect(page.filter((p) => p.sponsored)).toHaveLength(1);
    await feed(reader);
    await feed(reader);
    expect((await feed(reader)).some((p) => p.sponsored)).toBe(false);
  });

  it("leaves it out of other industries' feeds and of its own people's", async () => {
    expect((await feed(elsewhere)).some((p) => p.sponsored)).toBe(false);
    await t.db
      .update(tables.users)
      .set({ industryId: 'i0001' })
      .where(eq(tables.users.userId, member.userID));
    expect((await feed(member)).some((p) => p.sponsored)).toBe(false);
  });

  it('never puts more than the page has slots for, and never before its second post', async () => {
    clock = new Date(Date.UTC(2031, 5, 2, 12));
    try {
      for (const text of ['Pump school', 'Spare parts day', 'Open house']) {
        const p = await post(owner, asBusiness(pumps, text));
        await boosted(owner, { businessID: pumps, targetType: 'post', targetID: p.postID, days: 7 });
      }
      const page = await feed(reader);
      expect(page.filter((p) => p.sponsored)).toHaveLength(boostLimits.feedSlots.length);
      expect(page.map((p, i) => (p.sponsored ? i : -1)).filter((i) => i >= 0)).toEqual([2, 8]);
    } finally {
      clock = new Date(Date.UTC(2031, 4, 10, 12));
    }
  });
});
