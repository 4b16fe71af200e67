import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimits, businessTextMax, invitationLimits } from '@wbn/contracts';
import { count, eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { createBusiness, validCreateBody } from './business-fixtures.ts';

/**
 * Every limit holds under concurrency (issue 27, finding 6): each "count, then insert" runs
 * inside the write's transaction, after a lock that serialises the writers (the business row
 * for a business's certificates, products, invitations, boosts and support hours; the user's row for the businesses
 * one account owns). Requests are sent all at once; the count afterwards is exactly the cap.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (user: SignedInUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: authHeaders(user.token), payload });

const statuses = (list: { statusCode: number }[]) =>
  list.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe('limits under concurrent writes', () => {
  it('20 parallel certificate additions on a business holding 45 end at exactly 50', async () => {
    const owner = await createSignedInUser(t);
    const { businessID } = await createBusiness(t, owner);
    await t.db
      .insert(tables.businessCertificates)
      .values(Array.from({ length: 45 }, (_, i) => ({ businessId: businessID, name: `Seeded ${i}` })));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(owner, `/api/business/${businessID}/certificates`, { name: `New ${i}` }),
      ),
    );
    const [row] = await t.db
      .select({ n: count() })
      .from(tables.businessCertificates)
      .where(eq(tables.businessCertificates.businessId, businessID));
    expect(Number(row!.n)).toBe(businessTextMax.certificates);
    expect(statuses(results)).toEqual({ 200: 5, 422: 15 });
  });

  it(`15 parallel creations by one account end at exactly ${accountLimits.ownedBusinesses} businesses`, async () => {
    const founder = await createSignedInUser(t);
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(founder.token) });
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        post(founder, '/api/business/profile/create', validCreateBody({ companyName: `Parallel ${i}` })),
      ),
    );
    const [row] = await t.db
      .select({ n: count() })
      .from(tables.businesses)
      .where(eq(tables.businesses.ownerId, founder.userID));
    expect(Number(row!.n)).toBe(accountLimits.ownedBusinesses);
    expect(statuses(results)).toEqual({
      200: accountLimits.ownedBusinesses,
      422: 15 - accountLimits.ownedBusinesses,
    });
  });

  it(`${invitationLimits.sentPerDay + 5} parallel invitations end at exactly ${invitationLimits.sentPerDay} a day`, async () => {
    const owner = await createSignedInUser(t);
    const { businessID } = await createBusiness(t, owner);
    const results = await Promise.all(
      Array.from({ length: invitationLimits.sentPerDay + 5 }, (_, i) =>
        post(owner, `/api/business/${businessID}/invitations`, {
          email: `guest${i}@example.com`,
          role: 'member',
        }),
      ),
    );
    const [row] = await t.db
      .select({ n: count() })
      .from(tables.businessInvitations)
      .where(eq(tables.businessInvitations.businessId, businessID));
    expect(Number(row!.n)).toBe(invitationLimits.sentPerDay);
    expect(statuses(results)).toEqual({ 200: invitationLimits.sentPerDay, 422: 5 });
  });

  it('8 parallel boosts of a Gold business end at exactly its 3 a month', async () => {
    const owner = await createSignedInUser(t);
    const { businessID } = await createBusiness(t, owner);
    await t.db
      .update(tables.businesses)
      .set({ subscription: 'gold' })
      .where(eq(tables.businesses.businessId, businessID));
    const posts = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const res = await post(owner, '/api/social/posts/make-post', {
          content: `Post ${i}`,
          timelineType: 'business',
          timelineID: businessID,
          businessID,
        });
        return res.json().data.postID as string;
      }),
    );
    const results = await Promise.all(
      posts.map((targetID) =>
        post(owner, '/api/promotion/boosts', { businessID, targetType: 'post', targetID, days: 2 }),
      ),
    );
    const [row] = await t.db
      .select({ n: count() })
      .from(tables.boosts)
      .where(eq(tables.boosts.businessId, businessID));
    expect(Number(row!.n)).toBe(3);
    expect(statuses(results)).toEqual({ 200: 3, 422: 5 });
  });

  it('6 parallel two-hour support requests of a Premium business end at exactly its 6 hours', async () => {
    const owner = await createSignedInUser(t);
    const { businessID } = await createBusiness(t, owner);
    await t.db
      .update(tables.businesses)
      .set({ subscription: 'premium' })
      .where(eq(tables.businesses.businessId, businessID));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(owner, '/api/support/requests', {
          businessID,
          subject: `Help ${i}`,
          message: 'Please.',
          hours: 2,
        }),
      ),
    );
    const [row] = await t.db
      .select({ n: count() })
      .from(tables.supportRequests)
      .where(eq(tables.supportRequests.businessId, businessID));
    expect(Number(row!.n)).toBe(3);
    expect(statuses(results)).toEqual({ 200: 3, 422: 3 });
  });
});
