import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessProfile, Product } from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestInstances, type TestApp } from './test-app.ts';
import { createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { eventually, generalBody, injector, productBody } from './read-cache-helpers.ts';
import { createBusiness } from '../src/modules/business/business.fixtures.ts';

const redisUrl = process.env.REDIS_URL;

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

describe.skipIf(!redisUrl)(
  'two API instances (skipped: set REDIS_URL, invalidations travel over Redis)',
  () => {
    let cluster: Awaited<ReturnType<typeof createTestInstances>>;
    let a: TestApp;
    let b: TestApp;
    let owner: SignedInUser;
    let businessID: string;
    let productID: string;

    beforeAll(async () => {
      cluster = await createTestInstances(2, { REDIS_URL: redisUrl ?? '' });
      [a, b] = cluster.instances as [TestApp, TestApp];
      owner = await createSignedInUser(a);
      businessID = (await createBusiness(a, owner, { companyName: 'Shared Co' })).businessID;
      const created = await injector(a)(owner, 'POST', '/api/product', { ...productBody(), businessID });
      expect(created.statusCode, created.body).toBe(200);
      productID = created.json().data.productID;
    });
    afterAll(() => cluster?.close());

    it('a write through instance A is seen by the cached reads of instance B', async () => {
      expect((await profileOn(b, businessID)).general.companyName).toBe('Shared Co');
      expect((await productOn(b, productID)).businessProfile.general.companyName).toBe('Shared Co');
      // B answers from its cache: a change made behind the API's back does not show there.
      await a.db
        .update(tables.businesses)
        .set({ verified: true })
        .where(eq(tables.businesses.businessId, businessID));
      expect((await profileOn(b, businessID)).verified).toBe(false);

      const write = await injector(a)(
        owner,
        'PUT',
        `/api/business/profile/${businessID}/general`,
        generalBody('Renamed Co'),
      );
      expect(write.statusCode, write.body).toBe(200);
      const seen = await eventually(
        () => profileOn(b, businessID),
        (p) => p.general.companyName === 'Renamed Co',
      );
      expect(seen).toMatchObject({ verified: true, general: { companyName: 'Renamed Co' } });
      const product = await eventually(
        () => productOn(b, productID),
        (p) => p.businessProfile.general.companyName === 'Renamed Co',
      );
      expect(product.businessProfile.general.companyName).toBe('Renamed Co');

      await injector(a)(owner, 'PUT', `/api/product/${productID}`, productBody({ name: 'Arm B' }));
      expect(
        (
          await eventually(
            () => productOn(b, productID),
            (p) => p.name === 'Arm B',
          )
        ).name,
      ).toBe('Arm B');

      await injector(a)(owner, 'POST', '/api/social/reaction/react/business', { resourceID: businessID });
      const liked = await eventually(
        () => profileOn(b, businessID),
        (p) => p.reactions.reactionCount.like === 1,
      );
      expect(liked.reactions.reactionCount.like).toBe(1);
    });
  },
);

describe('Redis unreachable', () => {
  it('starts, serves and invalidates locally; never fails a request', async () => {
    // Nothing listens on the discard port: every connection attempt is refused.
    const { instances, close } = await createTestInstances(1, { REDIS_URL: 'redis://127.0.0.1:9' });
    const t = instances[0]!;
    try {
      const owner = await createSignedInUser(t);
      const id = (await createBusiness(t, owner, { companyName: 'Alone Co' })).businessID;
      expect((await profileOn(t, id)).general.companyName).toBe('Alone Co');
      const res = await injector(t)(
        owner,
        'PUT',
        `/api/business/profile/${id}/general`,
        generalBody('Still Co'),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await profileOn(t, id)).general.companyName).toBe('Still Co');
    } finally {
      await close();
    }
  });
});
