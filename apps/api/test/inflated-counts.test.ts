import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimits, ownedBusinessesMessage } from '@wbn/contracts';
import { sql } from '@wbn/db';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { createBusiness, validCreateBody } from './business-fixtures.ts';

/**
 * Counts one account cannot inflate (issue 27, finding 8). Likes and follows made as a business
 * count as that business, once; a business does not like or follow itself nor like its own
 * products; and one account owns at most a few businesses, so it has only a few voices.
 */

let t: TestApp;
let owner: SignedInUser;
let fan: SignedInUser;
let businessID: string;
let productID: string;
let target: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
  fan = await createSignedInUser(t);
  businessID = (await createBusiness(t, owner, { companyName: 'Self Co' })).businessID;
  target = (await createBusiness(t, fan, { companyName: 'Target Co' })).businessID;
  const made = await post(owner, '/api/product', {
    businessID,
    name: 'Gear',
    industry: 'i0001',
    category: 'c0001-01',
  });
  expect(made.statusCode, made.body).toBe(200);
  productID = made.json().data.productID;
});
afterAll(() => t.close());

function post(user: SignedInUser, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: authHeaders(user.token), payload });
}
const likes = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/social/reaction/summary/${id}` })).json().data.reactionCount
    .like as number;

describe('a business does not applaud itself', () => {
  it('liking itself is refused with a 400 naming the field; so is liking its own product', async () => {
    const self = await post(owner, '/api/social/reaction/react/business', {
      resourceID: businessID,
      businessID,
    });
    expect(self.statusCode, self.body).toBe(400);
    expect(self.json()).toMatchObject({
      name: 'ValidationError',
      errors: [{ path: 'body.businessID', message: 'A business cannot like itself' }],
    });
    const own = await post(owner, '/api/social/reaction/react/product', {
      resourceID: productID,
      businessID,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors[0]).toEqual({
      path: 'body.businessID',
      message: 'A business cannot like its own products',
    });
    expect(await likes(businessID)).toBe(0);
    expect(await likes(productID)).toBe(0);
    // Following itself was already refused; it still is.
    const follow = await post(owner, '/api/social/follow/business', { resourceID: businessID, businessID });
    expect(follow.statusCode).toBe(400);
  });

  it('the database refuses a self-like whoever writes it', async () => {
    const err: unknown = await t.db
      .execute(
        sql`insert into reactions (resource_id, resource_type, user_id, business_id)
            values (${businessID}, 'business', ${owner.userID}, ${businessID})`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((err as { cause?: unknown } | null)?.cause ?? err)).toContain('reactions_not_self');
  });

  it('as another business, or as a person, the like counts, once per actor', async () => {
    expect(
      (await post(owner, '/api/social/reaction/react/business', { resourceID: target, businessID }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(owner, '/api/social/reaction/react/business', { resourceID: target })).statusCode,
    ).toBe(200);
    expect(
      (await post(owner, '/api/social/reaction/react/business', { resourceID: target, businessID }))
        .statusCode,
    ).toBe(200);
    expect(await likes(target)).toBe(2);
  });
});

describe('businesses per account', () => {
  it(`one account owns at most ${accountLimits.ownedBusinesses}; the next is refused with a clear message`, async () => {
    const founder = await createSignedInUser(t);
    for (let i = 0; i < accountLimits.ownedBusinesses; i++) {
      await createBusiness(t, founder, { companyName: `Holding ${i}` });
    }
    const next = await post(
      founder,
      '/api/business/profile/create',
      validCreateBody({ companyName: 'One more' }),
    );
    expect(next.statusCode).toBe(422);
    expect(next.json()).toMatchObject({
      name: 'LimitReached',
      message: ownedBusinessesMessage(accountLimits.ownedBusinesses),
    });
    // So one account has at most cap + 1 voices on any business: itself and its businesses.
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/business/profile/my-list',
        headers: authHeaders(founder.token),
      })
    ).json().data as { businessID: string }[];
    expect(mine).toHaveLength(accountLimits.ownedBusinesses);
    const votes = await Promise.all([
      post(founder, '/api/social/reaction/react/business', { resourceID: target }),
      ...mine.map((b) =>
        post(founder, '/api/social/reaction/react/business', {
          resourceID: target,
          businessID: b.businessID,
        }),
      ),
    ]);
    expect(votes.every((v) => v.statusCode === 200)).toBe(true);
    expect(await likes(target)).toBe(2 + accountLimits.ownedBusinesses + 1);
  });
});
