import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';

let t: TestApp;
let owner: SignedInUser;
let buyer: SignedInUser;
let businessID: string;
let productID: string;

const call = (user: SignedInUser | null, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.app.inject({ method, url, ...(user ? { headers: authHeaders(user.token) } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [owner, buyer] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
  await call(buyer, 'GET', '/api/user/profile');
  businessID = (await createBusiness(t, owner, { companyName: 'Saved Steel' })).businessID;
  const [product] = await t.db
    .insert(tables.products)
    .values({ businessId: businessID, name: 'Steel coil', industryId: 'i0001', categoryId: 'c0001-01' })
    .returning({ id: tables.products.productId });
  productID = product!.id;
});
afterAll(() => t.close());

describe('saved products and businesses', () => {
  it('saves, lists newest first, checks and removes', async () => {
    expect((await call(buyer, 'PUT', `/api/saved/product/${productID}`)).json().data).toEqual({
      saved: true,
    });
    expect((await call(buyer, 'PUT', `/api/saved/business/${businessID}`)).statusCode).toBe(200);
    expect((await call(buyer, 'GET', `/api/saved/product/${productID}`)).json().data).toEqual({
      saved: true,
    });
    expect((await call(owner, 'GET', `/api/saved/product/${productID}`)).json().data).toEqual({
      saved: false,
    });
    const list = (await call(buyer, 'GET', '/api/saved')).json().data;
    expect(list.products.map((p: { productID: string }) => p.productID)).toEqual([productID]);
    expect(list.businesses.map((b: { businessID: string }) => b.businessID)).toEqual([businessID]);
    expect((await call(buyer, 'DELETE', `/api/saved/product/${productID}`)).json().data).toEqual({
      saved: false,
    });
    expect((await call(buyer, 'GET', '/api/saved')).json().data.products).toEqual([]);
  });

  it('counts a save once under concurrency', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(buyer, 'PUT', `/api/saved/product/${productID}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db.execute(
      sql`select count(*)::int as n from saved_items where user_id = ${buyer.userID}::uuid and resource_id = ${productID}::uuid`,
    );
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('refuses visitors, unknown things and unknown kinds', async () => {
    expect((await call(null, 'PUT', `/api/saved/product/${productID}`)).statusCode).toBe(401);
    expect((await call(buyer, 'PUT', `/api/saved/product/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const kind = await call(buyer, 'PUT', `/api/saved/post/${productID}`);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors[0].path).toBe('params.resourceType');
  });
});
