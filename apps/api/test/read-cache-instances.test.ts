import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessProfile, Product } from '@wbn/contracts';
import { eq, sql, tables } from '@wbn/db';
import { createTestInstances, type TestApp } from './test-app.ts';
import { createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { eventually, generalBody, injector, productBody } from './read-cache-helpers.ts';
import { createBusiness } from './business-fixtures.ts';

async function profileOn(t: TestApp, id: string): Promise<BusinessProfile> {
  const res = await injector(t)(null, 'GET', `/api/business/profile/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data;
}

async function productOn(t: TestApp, id: string): Promise<Product> {
  const res = await injector(t)(null, 'GET', `/api/product/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('two API instances on one database', () => {
  let cluster: Awaited<ReturnType<typeof createTestInstances>>;
  let a: TestApp;
  let b: TestApp;
  let owner: SignedInUser;
  let businessID: string;
  let productID: string;

  beforeAll(async () => {
    cluster = await createTestInstances(2);
    [a, b] = cluster.instances as [TestApp, TestApp];
    owner = await createSignedInUser(a);
    businessID = (await createBusiness(a, owner, { companyName: 'Shared Co' })).businessID;
    const created = await injector(a)(owner, 'POST', '/api/product', { ...productBody(), businessID });
    expect(created.statusCode, created.body).toBe(200);
    productID = created.json().data.productID;
  });
  afterAll(() => cluster?.close());

  it('a write through instance A is seen by the cached reads of both', async () => {
    expect((await profileOn(b, businessID)).general.companyName).toBe('Shared Co');
    expect((await productOn(b, productID)).businessProfile.general.companyName).toBe('Shared Co');
    expect((await profileOn(a, businessID)).general.companyName).toBe('Shared Co');

    const write = await injector(a)(
      owner,
      'PUT',
      `/api/business/profile/${businessID}/general`,
      generalBody('Renamed Co'),
    );
    expect(write.statusCode, write.body).toBe(200);
    // The writer's own instance has heard its write before answering.
    expect((await profileOn(a, businessID)).general.companyName).toBe('Renamed Co');
    const seen = await eventually(
      () => profileOn(b, businessID),
      (p) => p.general.companyName === 'Renamed Co',
    );
    expect(seen.general.companyName).toBe('Renamed Co');
    const product = await eventually(
      () => productOn(b, productID),
      (p) => p.businessProfile.general.companyName === 'Renamed Co',
    );
    expect(product.businessProfile.general.companyName).toBe('Renamed Co');

    await injector(a)(owner, 'PUT', `/api/product/${productID}`, productBody({ name: 'Arm B' }));
    expect((await productOn(a, productID)).name).toBe('Arm B');
    expect(
      (
        await eventually(
          () => productOn(b, productID),
          (p) => p.name === 'Arm B',
        )
      ).name,
    ).toBe('Arm B');

    await injector(a)(owner, 'POST', '/api/social/reaction/react/business', { resourceID: businessID });
    expect((await profileOn(a, businessID)).reactions.reactionCount.like).toBe(1);
    const liked = await eventually(
      () => profileOn(b, businessID),
      (p) => p.reactions.reactionCount.like === 1,
    );
    expect(liked.reactions.reactionCount.like).toBe(1);
  });

  it('a change made in SQL, outside the API, reaches the cached reads too', async () => {
    expect((await profileOn(b, businessID)).verified).toBe(false);
    await a.db
      .update(tables.businesses)
      .set({ verified: true })
      .where(eq(tables.businesses.businessId, businessID));
    for (const t of [a, b]) {
      expect(
        (
          await eventually(
            () => profileOn(t, businessID),
            (p) => p.verified,
          )
        ).verified,
      ).toBe(true);
    }
  });

  it('serves fresh reads while its listening connection is cut, and listens again', async () => {
    expect((await profileOn(a, businessID)).general.companyName).toBe('Renamed Co');
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query = 'LISTEN wbn_read_cache' and datname = current_database()`,
    );
    // Changed while (perhaps) nobody listens: the caches must not answer from before.
    await a.db
      .update(tables.businesses)
      .set({ companyName: 'Quiet Co' })
      .where(eq(tables.businesses.businessId, businessID));
    for (const t of [a, b]) {
      expect(
        (
          await eventually(
            () => profileOn(t, businessID),
            (p) => p.general.companyName === 'Quiet Co',
          )
        ).general.companyName,
      ).toBe('Quiet Co');
    }
    // Listening again: a later change is heard as before.
    const listening = async () =>
      (
        await a.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where query = 'LISTEN wbn_read_cache' and datname = current_database()`,
        )
      ).rows[0]?.n;
    await eventually(listening, (n) => n === 2);
    const write = await injector(a)(
      owner,
      'PUT',
      `/api/business/profile/${businessID}/general`,
      generalBody('Back Co'),
    );
    expect(write.statusCode, write.body).toBe(200);
    expect((await profileOn(a, businessID)).general.companyName).toBe('Back Co');
  });
});
