import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessProfileResponse, Product } from '@wbn/contracts';
import { eq, sql, tables, type Queryable } from '@wbn/db';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { eventually, generalBody, injector, productBody } from './read-cache-helpers.ts';
import { addMember, createBusiness, uploadImage } from './business-fixtures.ts';

/**
 * Every write that changes what GET /api/business/profile/{id} or GET /api/product/{id} shows is
 * seen by the next read, although both reads are served from the read cache. Each case reads
 * first, so the write has a cached entry to invalidate.
 */

let t: TestApp;
let inject: ReturnType<typeof injector>;
let owner: SignedInUser;
let member: SignedInUser;
let fan: SignedInUser;
let businessID: string;
let productID: string;

beforeAll(async () => {
  t = await createTestApp();
  inject = injector(t);
  owner = await createSignedInUser(t);
  member = await createSignedInUser(t);
  fan = await createSignedInUser(t);
  for (const u of [member, fan]) {
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(u.token) });
  }
  businessID = (await createBusiness(t, owner, { companyName: 'Cached Co' })).businessID;
  await addMember(t, owner, businessID, member, 'member');
  const created = await inject(owner, 'POST', '/api/product', { ...productBody(), businessID });
  expect(created.statusCode, created.body).toBe(200);
  productID = created.json().data.productID;
});
afterAll(() => t.close());

const profile = async (user: SignedInUser | null = null) => {
  const res = await inject(user, 'GET', `/api/business/profile/${businessID}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BusinessProfileResponse;
};
const product = async (id = productID) => {
  const res = await inject(null, 'GET', `/api/product/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Product;
};
const setVerified = (verified: boolean, db: Queryable = t.db) =>
  db.update(tables.businesses).set({ verified }).where(eq(tables.businesses.businessId, businessID));

/** Sets `verified` with no trigger firing (replica mode): a change the read caches cannot hear of. */
const setVerifiedUnheard = (verified: boolean) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await setVerified(verified, tx);
  });

describe('the read cache', () => {
  it('serves repeated reads from memory, and drops them for any committed change, SQL included', async () => {
    await setVerified(false);
    await inject(owner, 'PUT', `/api/business/profile/${businessID}/general`, generalBody('Cached Co'));
    expect((await profile()).data.verified).toBe(false);
    expect((await product()).businessProfile.verified).toBe(false);
    // Behind the triggers' back (replica mode fires no triggers): the cache keeps answering.
    await setVerifiedUnheard(true);
    expect((await profile()).data.verified).toBe(false);
    expect((await product()).businessProfile.verified).toBe(false);

    const res = await inject(
      owner,
      'PUT',
      `/api/business/profile/${businessID}/general`,
      generalBody('Renamed Co'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await profile();
    expect(after.data).toMatchObject({ verified: true, general: { companyName: 'Renamed Co' } });
    // The product embeds a summary of its business: cached before, it follows the business.
    expect((await product()).businessProfile).toMatchObject({
      verified: true,
      general: { companyName: 'Renamed Co' },
    });

    // A change made in SQL, not through the API, is heard as well.
    await setVerified(false);
    const heard = await eventually(profile, (p) => p.data.verified === false);
    expect(heard.data.verified).toBe(false);
    expect((await eventually(product, (p) => !p.businessProfile.verified)).businessProfile.verified).toBe(
      false,
    );
  });

  it('answers a hit exactly as the write path answers', async () => {
    const written = await inject(
      owner,
      'PUT',
      `/api/business/profile/${businessID}/general`,
      generalBody('Same Co'),
    );
    const miss = await inject(owner, 'GET', `/api/business/profile/${businessID}`);
    const hit = await inject(owner, 'GET', `/api/business/profile/${businessID}`);
    expect(miss.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(miss.json()).toEqual(written.json());
    expect(hit.body).toBe(miss.body);

    const updated = await inject(owner, 'PUT', `/api/product/${productID}`, productBody({ name: 'Arm A' }));
    const productMiss = await inject(null, 'GET', `/api/product/${productID}`);
    const productHit = await inject(null, 'GET', `/api/product/${productID}`);
    expect(productMiss.json()).toEqual(updated.json());
    expect(productHit.body).toBe(productMiss.body);
  });

  it('shows a contact-info update', async () => {
    await profile();
    const res = await inject(owner, 'PUT', `/api/business/profile/${businessID}/contactInfo`, {
      city: 'Guadalajara',
      country: 'MX',
      state: 'MX-JAL',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile()).data.contactInfo).toMatchObject({
      city: 'Guadalajara',
      state: { stateID: 'MX-JAL' },
    });
  });

  it('shows certificates added, edited and deleted', async () => {
    expect((await profile()).data.certificates).toEqual([]);
    const add = await inject(owner, 'POST', `/api/business/${businessID}/certificates`, { name: 'ISO 9001' });
    expect(add.statusCode, add.body).toBe(200);
    const cert = add.json().data;
    expect((await profile()).data.certificates).toEqual([cert]);

    const edit = await inject(owner, 'PUT', `/api/business/${businessID}/certificates/${cert.id}`, {
      name: 'ISO 9001:2015',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await profile()).data.certificates).toEqual([edit.json().data]);

    await inject(owner, 'DELETE', `/api/business/${businessID}/certificates/${cert.id}`);
    expect((await profile()).data.certificates).toEqual([]);
  });

  it('shows a new logo on the profile and in the cached product', async () => {
    await profile();
    await product();
    const logo = await uploadImage(t, owner, 'logo', businessID);
    const res = await inject(owner, 'PUT', `/api/business/profile/${businessID}/photos`, {
      profilePhoto: logo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().data.data.general.profilePhoto;
    expect(photo.url).toMatch(/^\/files\/images\/logo\//);
    expect((await profile()).data.general.profilePhoto).toEqual(photo);
    expect((await product()).businessProfile.general.profilePhoto).toEqual(photo);
  });

  it('shows a product update, and a deleted product is gone', async () => {
    const created = await inject(owner, 'POST', '/api/product', {
      ...productBody({ name: 'Gripper' }),
      businessID,
    });
    const id = created.json().data.productID;
    expect((await product(id)).name).toBe('Gripper');
    await inject(owner, 'PUT', `/api/product/${id}`, productBody({ name: 'Gripper II', stock: false }));
    expect(await product(id)).toMatchObject({ name: 'Gripper II', stock: false });
    expect((await inject(owner, 'DELETE', `/api/product/${id}`)).statusCode).toBe(200);
    expect((await inject(null, 'GET', `/api/product/${id}`)).statusCode).toBe(404);
  });

  it('shows the like count after a like and an unlike', async () => {
    const likes = async () => (await profile()).data.reactions.reactionCount.like;
    const before = await likes();
    const like = await inject(fan, 'POST', '/api/social/reaction/react/business', { resourceID: businessID });
    expect(like.statusCode, like.body).toBe(200);
    expect(await likes()).toBe(before + 1);
    await inject(fan, 'DELETE', '/api/social/reaction/react/business', { resourceID: businessID });
    expect(await likes()).toBe(before);
  });

  it("keeps the viewer's session fresh on a cached profile (role, product count)", async () => {
    await profile();
    expect((await profile()).session).toEqual({ access: null });
    expect((await profile(fan)).session).toEqual({ access: null });
    expect((await profile(member)).session).toEqual({ access: 'member' });
    const count = (await profile(owner)).session.productCount ?? -1;
    expect((await profile(owner)).session).toMatchObject({ access: 'owner', productLimit: 7 });

    await inject(owner, 'POST', '/api/product', { ...productBody({ name: 'Counted' }), businessID });
    expect((await profile(owner)).session.productCount).toBe(count + 1);
    const promote = await inject(owner, 'PATCH', `/api/business/${businessID}/members/${member.userID}`, {
      role: 'admin',
    });
    expect(promote.statusCode, promote.body).toBe(200);
    expect((await profile(member)).session).toEqual({
      access: 'admin',
      productLimit: 7,
      productCount: count + 1,
    });
  });

  it('answers 404 for an unknown business or product, and does not remember it', async () => {
    const id = crypto.randomUUID();
    expect((await inject(null, 'GET', `/api/business/profile/${id}`)).statusCode).toBe(404);
    expect((await inject(owner, 'GET', `/api/business/profile/${id}`)).statusCode).toBe(404);
    expect((await inject(null, 'GET', `/api/product/${id}`)).statusCode).toBe(404);
  });

  it('keeps each language its own entry: an answer in Spanish is never served to English', async () => {
    await inject(owner, 'PUT', `/api/business/profile/${businessID}/general`, generalBody('Cached Co'));
    const read = async (url: string, language?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: language ? { 'accept-language': language } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-language');
      return res.json().data;
    };
    const profileIn = async (language?: string) =>
      ((await read(`/api/business/profile/${businessID}`, language)) as BusinessProfileResponse).data;
    const productIn = (language?: string) => read(`/api/product/${productID}`, language) as Promise<Product>;

    // Spanish first, twice (the second from the cache), then English, then Spanish again.
    for (let i = 0; i < 2; i++) {
      const es = await profileIn('es');
      expect(es.general.industry.name).toBe('Automatización');
      expect(es.general.categories.map((c) => c.name)).toEqual(['Robots industriales']);
      expect(es.contactInfo.country.countryName).toBe('México');
      const esProduct = await productIn('es');
      expect(esProduct.industry.name).toBe('Automatización');
      expect(esProduct.category.name).toBe('Robots industriales');
      expect(esProduct.businessProfile.general.categories.map((c) => c.name)).toEqual([
        'Robots industriales',
      ]);
    }
    const en = await profileIn();
    expect(en.general.industry.name).toBe('Automation');
    expect(en.general.categories.map((c) => c.name)).toEqual(['Industrial Robots']);
    expect(en.contactInfo.country.countryName).toBe('Mexico');
    expect((await productIn('en')).category.name).toBe('Industrial Robots');
    expect((await productIn()).category.name).toBe('Industrial Robots');
    expect((await productIn('zh')).category.name).toBe('工业机器人');
    expect((await profileIn('es')).general.industry.name).toBe('Automatización');

    // A change drops the business's answers in every language.
    await setVerified(true);
    expect(
      (
        await eventually(
          () => profileIn('es'),
          (p) => p.verified,
        )
      ).verified,
    ).toBe(true);
    expect(
      (
        await eventually(
          () => profileIn(),
          (p) => p.verified,
        )
      ).verified,
    ).toBe(true);
    expect(
      (
        await eventually(
          () => productIn('zh'),
          (p) => p.businessProfile.verified,
        )
      ).businessProfile.verified,
    ).toBe(true);
    await setVerified(false);
  });

  it('keeps both reads documented with their response schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schemaOf = (path: string) =>
      JSON.stringify(doc.paths[path].get.responses['200'].content['application/json'].schema);
    expect(schemaOf('/api/business/profile/{id}')).toContain('certificates');
    expect(schemaOf('/api/product/{id}')).toContain('businessProfile');
  });
});

describe('configuration', () => {
  it('READ_CACHE_TTL_SECONDS bounds how long a change no trigger reported stays unseen', async () => {
    const short = await createTestApp({ READ_CACHE_TTL_SECONDS: '1' });
    try {
      const user = await createSignedInUser(short);
      const biz = (await createBusiness(short, user, { companyName: 'Short Lived' })).businessID;
      const read = async () =>
        (await short.app.inject({ method: 'GET', url: `/api/business/profile/${biz}` })).json().data.data;
      expect((await read()).verified).toBe(false);
      await short.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx
          .update(tables.businesses)
          .set({ verified: true })
          .where(eq(tables.businesses.businessId, biz));
      });
      expect((await read()).verified).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await read()).verified).toBe(true);
    } finally {
      await short.close();
    }
  });

  it('READ_CACHE_ENTRIES=0 turns the cache off', async () => {
    const off = await createTestApp({ READ_CACHE_ENTRIES: '0' });
    try {
      const user = await createSignedInUser(off);
      const biz = (await createBusiness(off, user, { companyName: 'Uncached' })).businessID;
      const read = async () =>
        (await off.app.inject({ method: 'GET', url: `/api/business/profile/${biz}` })).json().data.data;
      expect((await read()).verified).toBe(false);
      await off.db
        .update(tables.businesses)
        .set({ verified: true })
        .where(eq(tables.businesses.businessId, biz));
      expect((await read()).verified).toBe(true);
    } finally {
      await off.close();
    }
  });
});
