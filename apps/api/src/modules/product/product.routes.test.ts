import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFromRouteParam, productHref, productLimitMessage } from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness, uploadImage } from '../../../test/business-fixtures.ts';

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let other: SignedInUser;
let businessID: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
  admin = await createSignedInUser(t);
  member = await createSignedInUser(t);
  other = await createSignedInUser(t);
  for (const u of [admin, member, other]) {
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(u.token) });
  }
  businessID = (await createBusiness(t, owner, { companyName: 'Robo Parts' })).businessID;
  await addMember(t, owner, businessID, admin, 'admin');
  await addMember(t, owner, businessID, member, 'member');
});
afterAll(() => t.close());

const inject = (
  user: SignedInUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const productBody = (overrides: Record<string, unknown> = {}) => ({
  businessID,
  name: 'Six-axis arm',
  keywords: ['robot', 'arm', 'robot'],
  description: 'A six-axis articulated robot arm with 10 kg payload for pick and place.',
  industry: 'i0001',
  category: 'c0001-01',
  subCategory: 's0001-01-01',
  specs: [
    { key: 'Payload', value: '10 kg' },
    { key: 'Reach', value: '1400 mm' },
  ],
  leadTime: 45,
  stock: true,
  videos: [{ url: 'https://www.youtube.com/watch?v=abc' }],
  ...overrides,
});

async function createProduct(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  return inject(user, 'POST', '/api/product', productBody(overrides));
}

describe('products', () => {
  it('creates a product with images, reads it publicly, updates and deletes it', async () => {
    const main = await uploadImage(t, owner, 'productImage', businessID);
    const gallery = await uploadImage(t, owner, 'productImage', businessID);
    const res = await createProduct(owner, { mainImage: { token: main }, images: [{ token: gallery }] });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      businessID,
      name: 'Six-axis arm',
      keywords: ['robot', 'arm'],
      industry: { id: 'i0001', name: 'Automation' },
      category: { id: 'c0001-01', name: 'Industrial Robots' },
      subCategory: { id: 's0001-01-01', name: 'Articulated Robots' },
      leadTime: 45,
      stock: true,
      mainImage: { url: expect.stringMatching(/^\/files\/images\/product-image\//) },
      images: [{ url: expect.any(String) }],
      videos: [{ videoID: expect.any(String), url: 'https://www.youtube.com/watch?v=abc' }],
      businessProfile: { businessID, general: { companyName: 'Robo Parts' } },
    });
    expect(p.photos).toHaveLength(2);

    const got = await inject(null, 'GET', `/api/product/${p.productID}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(p);

    // Update: keep the main image by URL, drop the gallery, change the name.
    const upd = await inject(admin, 'PUT', `/api/product/${p.productID}`, {
      ...productBody({ name: 'Six-axis arm II', mainImage: p.mainImage, images: [] }),
      businessID: undefined,
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data).toMatchObject({ name: 'Six-axis arm II', mainImage: p.mainImage, images: [] });
    expect(upd.json().data.videos[0].videoID).toBe(p.videos[0].videoID);
    // A URL the product never had is refused.
    const foreign = await inject(owner, 'PUT', `/api/product/${p.productID}`, {
      ...productBody({ mainImage: { url: '/files/images/logo/x.webp' } }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('body.mainImage');

    const liked = await inject(other, 'POST', '/api/social/reaction/react/product', {
      resourceID: p.productID,
    });
    expect(liked.json().data.reactionCount.like).toBe(1);
    const del = await inject(owner, 'DELETE', `/api/product/${p.productID}`);
    expect(del.statusCode).toBe(200);
    // Its likes go with it.
    const left = await t.db
      .select()
      .from(tables.reactions)
      .where(eq(tables.reactions.resourceId, p.productID));
    expect(left).toEqual([]);
    expect((await inject(null, 'GET', `/api/product/${p.productID}`)).statusCode).toBe(404);
  });

  it('lists a business’s products (data.data); management also gets the cap', async () => {
    await createProduct(owner, { name: 'Listed' });
    const visitor = await inject(null, 'GET', `/api/product/by-business?bid=${businessID}`);
    expect(visitor.statusCode).toBe(200);
    const body = visitor.json().data;
    expect(body.data.map((x: { name: string }) => x.name)).toContain('Listed');
    expect(body.total).toBe(body.data.length);
    expect(body.session).toEqual({ access: null });
    const asOwner = (await inject(owner, 'GET', `/api/product/by-business?bid=${businessID}`)).json().data;
    expect(asOwner.session).toMatchObject({ access: 'owner', productLimit: 7, productCount: body.total });
    expect(asOwner.session.limitMessage).toBe(productLimitMessage(null));
    const asMember = (await inject(member, 'GET', `/api/product/by-business?bid=${businessID}`)).json().data;
    expect(asMember.session).toEqual({ access: 'member' });
    expect(
      (await inject(null, 'GET', `/api/product/by-business?bid=${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await inject(null, 'GET', '/api/product/by-business?bid=nope')).statusCode).toBe(400);
  });

  it('round-trips a slug with spaces, accents and slashes', async () => {
    const res = await createProduct(owner, { name: 'Válvula 3/4" de acero / inox' });
    const p = res.json().data;
    const href = productHref('Robo Parts', p.name, p.productID);
    const param = decodeURIComponent(href.replace(/^\/business-product\//, ''));
    expect(idFromRouteParam(param)).toBe(p.productID);
    const got = await inject(null, 'GET', `/api/product/${encodeURIComponent(param)}`);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().data.name).toBe('Válvula 3/4" de acero / inox');
  });

  it.each([
    ['no name', { name: '' }, 'body.name'],
    ['an unknown industry', { industry: 'i9999' }, 'body.industry'],
    ['a category of another industry', { category: 'c0002-01' }, 'body.category'],
    ['a subcategory of another category', { subCategory: 's0001-02-01' }, 'body.subCategory'],
    ['a negative lead time', { leadTime: -1 }, 'body.leadTime'],
    ['a spec without a value', { specs: [{ key: 'Weight', value: '' }] }, 'body.specs.0.value'],
    ['a bad video address', { videos: [{ url: 'not a url' }] }, 'body.videos.0.url'],
    ['stock that is not a boolean', { stock: 'yes' }, 'body.stock'],
    ['an image URL on a new product', { images: [{ url: '/files/images/x.webp' }] }, 'body.images'],
    ['a token that is not an upload', { mainImage: { token: crypto.randomUUID() } }, 'body.mainImage'],
  ])('refuses %s with 400 naming the field', async (_name, change, path) => {
    const res = await createProduct(owner, change);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('authorization matrix of product writes', async () => {
    const people: [string, SignedInUser | null][] = [
      ['owner', owner],
      ['admin', admin],
      ['member', member],
      ['other', other],
      ['visitor', null],
    ];
    const got: Record<string, Record<string, number>> = { create: {}, update: {}, delete: {} };
    for (const [who, user] of people) {
      got.create![who] = (
        await createProduct(user as SignedInUser, { name: `By ${who}` }).catch(() => ({ statusCode: 0 }))
      ).statusCode;
      // Clean up so the cap is never what decides.
      await t.db.delete(tables.products).where(eq(tables.products.businessId, businessID));
      const target = (await createProduct(owner)).json().data.productID;
      got.update![who] = (
        await inject(user, 'PUT', `/api/product/${target}`, { ...productBody(), businessID: undefined })
      ).statusCode;
      got.delete![who] = (await inject(user, 'DELETE', `/api/product/${target}`)).statusCode;
      await t.db.delete(tables.products).where(eq(tables.products.businessId, businessID));
    }
    const expected = { owner: 200, admin: 200, member: 403, other: 403, visitor: 401 };
    expect(got).toEqual({ create: expected, update: expected, delete: expected });
  });
});

describe('the tier cap', () => {
  it('refuses the 8th product of a standard business, allows it after an upgrade', async () => {
    const biz = (await createBusiness(t, owner, { companyName: 'Capped Co' })).businessID;
    for (let i = 1; i <= 7; i++) {
      const res = await createProduct(owner, { businessID: biz, name: `Product ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const eighth = await createProduct(owner, { businessID: biz, name: 'Product 8' });
    expect(eighth.statusCode).toBe(422);
    expect(eighth.json()).toMatchObject({
      name: 'LimitReached',
      message: 'Your Standard membership allows up to 7 products. Upgrade your membership to add more.',
    });
    const view = (await inject(owner, 'GET', `/api/product/by-business?bid=${biz}`)).json().data.session;
    expect(view).toMatchObject({ productLimit: 7, productCount: 7 });

    await t.db
      .update(tables.businesses)
      .set({ subscription: 'gold' })
      .where(eq(tables.businesses.businessId, biz));
    const after = await createProduct(owner, { businessID: biz, name: 'Product 8' });
    expect(after.statusCode, after.body).toBe(200);
    const gold = (await inject(owner, 'GET', `/api/product/by-business?bid=${biz}`)).json().data.session;
    expect(gold).toMatchObject({ productLimit: 20, productCount: 8 });
    const profile = (await inject(owner, 'GET', `/api/business/profile/${biz}`)).json().data.session;
    expect(profile).toMatchObject({ access: 'owner', productLimit: 20, productCount: 8 });
  });

  it('holds under concurrent creations', async () => {
    const biz = (await createBusiness(t, owner, { companyName: 'Race Co' })).businessID;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createProduct(owner, { businessID: biz, name: `Race ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(5);
  });
});
