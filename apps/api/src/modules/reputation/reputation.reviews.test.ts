import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reputationMessages as says,
  type EligibleDeals,
  type Review,
  type ReviewsPage,
} from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness } from '../../../test/business-fixtures.ts';

// Reviews after a deal (decision 0024): who may review which deal, once; the supplier's one
// answer; the average on the business payload; bad input named by field. Also the invitations'
// response threads, which a quote answers.

const DAY = 86_400_000;
let t: TestApp;
let buyer: SignedInUser; // owner of the buyer business
let buyerMate: SignedInUser; // a member of it
let supplierOwner: SignedInUser;
let carol: SignedInUser; // asks the supplier as herself
let stranger: SignedInUser;
let buyerCo: string;
let supplier: string;
let otherSupplier: string;
/** The awarded quote of supplier, the declined one of otherSupplier. */
let awarded: string;
let declined: string;
/** Carol's closed thread with an exchange; her open one; her closed one without a reply. */
let closedThread: string;
let openThread: string;
let silentThread: string;

const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload ? { payload } : {}),
  });

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function ok<T>(
  user: SignedInUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data as T;
}

async function thread(from: SignedInUser, to: string, reply: boolean, close: boolean): Promise<string> {
  const { requestID } = await ok<{ requestID: string }>(from, 'POST', '/api/business/request', {
    to,
    subject: 'Gaskets',
    message: 'Do you make EPDM gaskets?',
  });
  if (reply) {
    await ok(supplierOwner, 'POST', `/api/business/request/${requestID}/send-message?bid=${to}`, {
      content: 'Yes, DN15 to DN600.',
    });
  }
  if (close) await ok(supplierOwner, 'POST', `/api/business/request/${requestID}/end-request?bid=${to}`);
  return requestID;
}

const review = (user: SignedInUser, business: string, kind: 'award' | 'thread', id: string, rating = 5) =>
  call(user, 'POST', `/api/businesses/${business}/reviews`, {
    deal: { kind, id },
    rating,
    text: 'On time, as quoted.',
  });

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t);
  buyerMate = await createSignedInUser(t);
  supplierOwner = await createSignedInUser(t);
  carol = await createSignedInUser(t);
  stranger = await createSignedInUser(t);
  for (const u of [carol, stranger]) await call(u, 'GET', '/api/user/profile');
  buyerCo = (await createBusiness(t, buyer, { companyName: 'Buyer Works' })).businessID;
  await addMember(t, buyer, buyerCo, buyerMate, 'member');
  supplier = (await createBusiness(t, supplierOwner, { companyName: 'Good Supplier' })).businessID;
  otherSupplier = (await createBusiness(t, supplierOwner, { companyName: 'Other Supplier' })).businessID;

  // An invited request to both suppliers; both quote; the buyer awards the first.
  const page = await ok<{ request: { requestID: string } }>(buyer, 'POST', '/api/buying-requests', {
    businessID: buyerCo,
    title: 'Stainless steel flanges DN50',
    description: 'PN16 weld-neck flanges, 316L.',
    categoryID: 'c0001-01',
    quantity: 400,
    unit: 'pieces',
    deliveryCountry: 'MX',
    deadline: inDays(7),
    visibility: 'invited',
    invited: [supplier, otherSupplier],
  });
  const rid = page.request.requestID;
  const quoteBody = (businessID: string) => ({
    businessID,
    unitPrice: 11.2,
    currency: 'USD',
    minOrder: 100,
    leadTimeDays: 21,
    incoterm: 'FOB',
    validUntil: inDays(30).slice(0, 10),
  });
  awarded = (
    await ok<{ quoteID: string }>(
      supplierOwner,
      'POST',
      `/api/buying-requests/${rid}/quotes`,
      quoteBody(supplier),
    )
  ).quoteID;
  declined = (
    await ok<{ quoteID: string }>(
      supplierOwner,
      'POST',
      `/api/buying-requests/${rid}/quotes`,
      quoteBody(otherSupplier),
    )
  ).quoteID;
  await ok(buyer, 'POST', `/api/buying-requests/${rid}/award`, { quoteIDs: [awarded] });

  closedThread = await thread(carol, supplier, true, true);
  openThread = await thread(carol, supplier, true, false);
  silentThread = await thread(carol, supplier, false, true);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('invitations in the response figures', () => {
  it('opens a response thread per invited business, answered by its quote', async () => {
    const rows = await t.db
      .select({ business: tables.responseThreads.businessId, replied: tables.responseThreads.firstReplyAt })
      .from(tables.responseThreads)
      .where(eq(tables.responseThreads.buyingRequestId, (await quoteRequest(awarded))!));
    expect(rows.map((r) => [r.business, r.replied !== null]).sort()).toEqual(
      [
        [supplier, true],
        [otherSupplier, true],
      ].sort(),
    );
  });
});

async function quoteRequest(quoteID: string) {
  const [row] = await t.db
    .select({ id: tables.buyingRequestQuotes.requestId })
    .from(tables.buyingRequestQuotes)
    .where(eq(tables.buyingRequestQuotes.quoteId, quoteID));
  return row?.id;
}

describe('reviews after a deal', () => {
  it('lists the deals a buyer may review, and none to others', async () => {
    const forBuyer = await ok<EligibleDeals>(
      buyerMate,
      'GET',
      `/api/businesses/${supplier}/reviews/eligible`,
    );
    expect(forBuyer.deals.map((d) => [d.kind, d.id])).toEqual([['award', awarded]]);
    const forCarol = await ok<EligibleDeals>(carol, 'GET', `/api/businesses/${supplier}/reviews/eligible`);
    expect(forCarol.deals.map((d) => [d.kind, d.id])).toEqual([['thread', closedThread]]);
    const forStranger = await ok<EligibleDeals>(
      stranger,
      'GET',
      `/api/businesses/${supplier}/reviews/eligible`,
    );
    expect(forStranger.deals).toEqual([]);
    expect((await call(null, 'GET', `/api/businesses/${supplier}/reviews/eligible`)).statusCode).toBe(401);
  });

  it('lets only the buyer party of a finished deal review it', async () => {
    const cases: [SignedInUser, string, 'award' | 'thread', string, number, string?][] = [
      // Not a party.
      [stranger, supplier, 'award', awarded, 403, says.notParty],
      [supplierOwner, supplier, 'award', awarded, 403, says.notParty],
      [stranger, supplier, 'thread', closedThread, 403, says.notParty],
      [buyer, supplier, 'thread', closedThread, 403, says.notParty],
      // A party, not a finished deal: a declined quote, an open thread, a closed one never answered.
      [buyer, otherSupplier, 'award', declined, 403, says.notDeal],
      [carol, supplier, 'thread', openThread, 403, says.notDeal],
      [carol, supplier, 'thread', silentThread, 403, says.notDeal],
      // A deal with another business than the one named.
      [buyer, otherSupplier, 'award', awarded, 404],
      [carol, supplier, 'award', closedThread, 404],
    ];
    for (const [user, business, kind, id, status, message] of cases) {
      const res = await review(user, business, kind, id);
      expect([kind, id === awarded ? 'awarded' : id, res.statusCode], res.body).toEqual([
        kind,
        id === awarded ? 'awarded' : id,
        status,
      ]);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(
      (
        await t.db
          .select()
          .from(tables.businessReviews)
          .where(eq(tables.businessReviews.businessId, supplier))
      ).length,
    ).toBe(0);
  });

  it('takes one review per deal, from any person of the buyer business', async () => {
    const first = await review(buyerMate, supplier, 'award', awarded, 4);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      deal: 'award',
      rating: 4,
      text: 'On time, as quoted.',
      author: { businessName: 'Buyer Works' },
      answer: null,
    });
    const again = await review(buyer, supplier, 'award', awarded, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(says.reviewedAlready);

    const byCarol = await review(carol, supplier, 'thread', closedThread, 5);
    expect(byCarol.statusCode, byCarol.body).toBe(201);
    expect(byCarol.json().data.author.businessName).toBeNull();
    expect((await review(carol, supplier, 'thread', closedThread)).statusCode).toBe(409);
    // Reviewed deals are no longer offered.
    expect(
      (await ok<EligibleDeals>(buyer, 'GET', `/api/businesses/${supplier}/reviews/eligible`)).deals,
    ).toEqual([]);
  });

  it('shows the reviews and their average on the business page', async () => {
    const page = await ok<ReviewsPage>(null, 'GET', `/api/businesses/${supplier}/reviews`);
    expect(page.items.map((r) => r.rating)).toEqual([5, 4]);
    expect(page.reputation.reviews).toEqual({ count: 2, average: 4.5 });
    expect(page.canAnswer).toBe(false);
    expect(
      (await ok<ReviewsPage>(supplierOwner, 'GET', `/api/businesses/${supplier}/reviews`)).canAnswer,
    ).toBe(true);
    const profile = await ok<{ data: { reputation: { reviews: unknown } } }>(
      null,
      'GET',
      `/api/business/profile/${supplier}`,
    );
    expect(profile.data.reputation.reviews).toEqual({ count: 2, average: 4.5 });
  });

  it('lets the supplier answer once', async () => {
    const [target] = (await ok<ReviewsPage>(null, 'GET', `/api/businesses/${supplier}/reviews`)).items;
    const url = `/api/reviews/${target!.reviewID}/answer`;
    for (const user of [buyer, carol, stranger]) {
      const res = await call(user, 'POST', url, { text: 'Thank you' });
      expect(res.statusCode, res.body).toBe(403);
    }
    const answered = await call(supplierOwner, 'POST', url, { text: 'Thank you for the order.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json().data as Review).answer?.text).toBe('Thank you for the order.');
    const again = await call(supplierOwner, 'POST', url, { text: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(says.answeredAlready);
  });

  it('names the field of bad input', async () => {
    const url = `/api/businesses/${supplier}/reviews`;
    const bad: [object, string][] = [
      [{ deal: { kind: 'award', id: awarded }, rating: 6, text: 'x' }, 'rating'],
      [{ deal: { kind: 'award', id: awarded }, rating: 2.5, text: 'x' }, 'rating'],
      [{ deal: { kind: 'award', id: awarded }, rating: 3, text: '   ' }, 'text'],
      [{ deal: { kind: 'award', id: awarded }, rating: 3, text: 'x'.repeat(2001) }, 'text'],
      [{ deal: { kind: 'deal', id: awarded }, rating: 3, text: 'x' }, 'deal.kind'],
      [{ deal: { kind: 'award', id: 'nope' }, rating: 3, text: 'x' }, 'deal.id'],
    ];
    for (const [payload, field] of bad) {
      const res = await call(buyer, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(field);
    }
    expect((await call(buyer, 'POST', '/api/reviews/nope/answer', { text: 'x' })).statusCode).toBe(400);
    const [any] = (await ok<ReviewsPage>(null, 'GET', url)).items;
    const empty = await call(supplierOwner, 'POST', `/api/reviews/${any!.reviewID}/answer`, { text: '' });
    expect(empty.statusCode).toBe(400);
    expect((await call(null, 'GET', `${url}?cursor=zzz`)).statusCode).toBe(400);
    expect((await call(null, 'GET', `/api/businesses/${crypto.randomUUID()}/reviews`)).statusCode).toBe(404);
  });
});
