import { rm } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@wbn/db';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { createBusiness } from './business-fixtures.ts';
import { productBody } from './read-cache-helpers.ts';
import { runOperatorCommand } from '../src/modules/moderation/operator-command.ts';
import {
  encodeSegment,
  hostileValue,
  valueFor,
  withOneBadString,
  type JsonSchema,
  type Pools,
} from './schema-arbitrary.ts';

/**
 * No input makes the API answer 5xx. Every JSON route of the API's own OpenAPI document (so a new
 * route is fuzzed without being listed here) gets a few hundred requests whose path parameters,
 * query, headers and body are made from the route's published schemas: mostly well-formed values
 * (real ids among them, so writes reach the database), with NUL characters, lone surrogates, huge
 * and deeply nested values and wrong types mixed in at every level. The signed-in caller owns a
 * business with a product, a certificate, a post and a checkout waiting for its authentication;
 * it has buying requests (a draft, open ones with quotes to decline and award), quotes on another
 * business's requests, a finished deal to review and a review to answer; and it is an
 * administrator with an entry of the trail to reverse: so the owner's writes run.
 */

/**
 * Cases per route: 200 keep a run over the whole API under a minute on two shared cores;
 * FUZZ_RUNS=2000 searches longer.
 */
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 200);
/** Routes without inputs (reference lists) have little to vary: their query gets the noise. */
const runsWithoutInput = 25;

interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}
interface Route {
  method: string;
  path: string;
  op: Operation;
}

let t: TestApp;
let owner: SignedInUser;
let routes: Route[] = [];
/** The shared pools, and values by name for single routes (keyed by path as the document spells it). */
let pools: Pools & { byRoute: Record<string, Record<string, string[]>> };

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `.tmp/test-fuzz-${process.pid}` });
  owner = await createSignedInUser(t);
  const other = await createSignedInUser(t);
  for (const u of [owner, other]) {
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(u.token) });
  }
  const { businessID } = await createBusiness(t, owner, { companyName: 'Fuzzed Co' });
  const inject = (method: 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: authHeaders(owner.token) });
  const productID: string = (await inject('POST', '/api/product', { ...productBody(), businessID })).json()
    .data.productID;
  const certificateID: string = (
    await inject('POST', `/api/business/${businessID}/certificates`, { name: 'ISO 9001' })
  ).json().data.id;
  const userIDs = [owner.userID, other.userID];
  const postID: string = (
    await inject('POST', '/api/social/posts/make-post', {
      content: 'Fuzzed presses',
      timelineType: 'user',
      timelineID: owner.userID,
    })
  ).json().data.postID;
  // A checkout waiting for its authentication step: its payment, its secret and its key.
  const idempotencyKey = 'fuzzcheckout00000000001';
  const checkout = (
    await t.app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      headers: { ...authHeaders(owner.token), 'idempotency-key': idempotencyKey },
      payload: {
        businessID,
        planId: 'wbn-gold-yearly',
        paymentMethod: 'pm_card_authenticationRequired',
        email: owner.email,
      },
    })
  ).json().data as { payment: { paymentID: string }; clientSecret: string };
  const otherBusinessID = (await createBusiness(t, other, { companyName: 'Fuzzed Supplier' })).businessID;

  /** A request that must succeed for the seeding to mean anything: its data. */
  const call = async <T>(user: SignedInUser, method: 'POST', url: string, payload?: object): Promise<T> => {
    const res = await t.app.inject({
      method,
      url,
      headers: authHeaders(user.token),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json().data as T;
  };

  // Buying requests: the owner's draft (to edit), one to cancel, one whose quote it declines and
  // one whose quote it awards (both quoted by the other business); the other business's open
  // requests, one the owner has quoted on (to revise and withdraw), one it has not (to quote).
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const requestBody = (buyer: string, publish = true) => ({
    businessID: buyer,
    title: 'Fuzzed flanges',
    description: 'PN16 weld-neck flanges.',
    categoryID: 'c0001-01',
    quantity: 400,
    unit: 'pieces',
    deliveryCountry: 'MX',
    deadline,
    visibility: 'open',
    publish,
  });
  const request = async (user: SignedInUser, buyer: string, publish = true) =>
    (
      await call<{ request: { requestID: string } }>(
        user,
        'POST',
        '/api/buying-requests',
        requestBody(buyer, publish),
      )
    ).request.requestID;
  const quote = async (user: SignedInUser, requestID: string, supplier: string) =>
    (
      await call<{ quoteID: string }>(user, 'POST', `/api/buying-requests/${requestID}/quotes`, {
        businessID: supplier,
        unitPrice: 11.2,
        currency: 'USD',
        minOrder: 100,
        leadTimeDays: 21,
        incoterm: 'FOB',
        validUntil: deadline.slice(0, 10),
      })
    ).quoteID;
  const draftID = await request(owner, businessID, false);
  const toCancelID = await request(owner, businessID);
  const toDeclineID = await request(owner, businessID);
  const declinedQuoteID = await quote(other, toDeclineID, otherBusinessID);
  const toAwardID = await request(owner, businessID);
  const awardedQuoteID = await quote(other, toAwardID, otherBusinessID);
  const quotedID = await request(other, otherBusinessID);
  const ownQuoteID = await quote(owner, quotedID, businessID);
  const toQuoteID = await request(other, otherBusinessID);

  // Reviews: a thread the owner asked and the other business answered and ended (the owner may
  // review it), and the other's review of a thread the owner's business finished (to answer).
  const finishedThread = async (asker: SignedInUser, supplier: SignedInUser, to: string) => {
    const { requestID } = await call<{ requestID: string }>(asker, 'POST', '/api/business/request', {
      to,
      subject: 'Samples',
      message: 'Two, please?',
    });
    await call(supplier, 'POST', `/api/business/request/${requestID}/send-message?bid=${to}`, {
      content: 'On their way.',
    });
    await call(supplier, 'POST', `/api/business/request/${requestID}/end-request?bid=${to}`);
    return requestID;
  };
  const threadID = await finishedThread(owner, other, otherBusinessID);
  const reviewID = (
    await call<{ reviewID: string }>(other, 'POST', `/api/businesses/${businessID}/reviews`, {
      deal: { kind: 'thread', id: await finishedThread(other, owner, businessID) },
      rating: 4,
      text: 'Fast samples.',
    })
  ).reviewID;

  // The owner administers (decision 0025): the operator routes, and an entry of the trail to reverse.
  expect((await runOperatorCommand(t.db, ['grant', owner.email, 'admin'])).code).toBe(0);
  const entryID = (
    await call<{ entryID: string }>(owner, 'POST', '/api/admin/actions', {
      action: 'warn',
      itemType: 'profile',
      itemID: other.userID,
      reason: 'Fuzzed warning',
    })
  ).entryID;
  // A held request to deliver or drop (decision 0033).
  const [hold] = await t.db
    .insert(tables.inquiryHolds)
    .values({
      fromUserId: other.userID,
      toBusinessId: businessID,
      subject: 'Fuzzed offer',
      content: 'The same offer to many businesses',
      sameTextBusinesses: 5,
    })
    .returning({ id: tables.inquiryHolds.holdId });

  pools = {
    uuids: [businessID, productID, certificateID, postID, otherBusinessID, ...userIDs],
    emails: [owner.email, other.email, 'nobody@nowhere.example'],
    tokens: ['MX', 'MX-JAL', 'i0001', 'c0001-01', 'MA', 'image/png', 'logo', 'member'],
    byField: {
      // Path and query parameters by name.
      id: [businessID, productID],
      bid: [businessID],
      businessID: [businessID],
      certificateID: [certificateID],
      userID: userIDs,
      resourceID: [businessID, productID, postID],
      postID: [postID],
      // Body fields the server looks up.
      country: ['MX', 'US'],
      state: ['MX-JAL', 'MX-CMX'],
      businessType: ['MA', 'DI'],
      industry: ['i0001'],
      category: ['c0001-01'],
      categories: ['i0001.c0001-01', 'c0001-02'],
      email: [owner.email, other.email, 'nobody@nowhere.example'],
      contentType: ['image/png', 'image/jpeg'],
      countryCode: ['+52', '52'],
      phoneNumber: ['462 123 4567'],
      businessPhoneNumber: ['462 123 4567'],
      companyPhone: ['+52 (462) 123-4567'],
      gender: ['M', 'F'],
      preferredLanguage: ['es', 'en'],
      url: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://example.com/x.png'],
      website: ['https://example.com'],
      // Membership checkout: the payment above, the plans, the test cards, the header's key.
      paymentID: [checkout.payment.paymentID],
      clientSecret: [checkout.clientSecret],
      planId: ['wbn-gold-yearly', 'wbn-premium-yearly'],
      paymentMethod: ['pm_card_visa', 'pm_card_chargeDeclined'],
      'idempotency-key': [idempotencyKey, 'fuzzcheckout00000000002'],
      // Buying requests, reviews and reports.
      categoryID: ['c0001-01'],
      deliveryCountry: ['MX', 'US'],
      deadline: [deadline],
      invited: [otherBusinessID],
      currency: ['USD', 'EUR'],
      incoterm: ['FOB', 'EXW'],
      validUntil: [deadline.slice(0, 10)],
      itemID: [postID, businessID, productID, otherBusinessID, other.userID, threadID],
    },
    // A path parameter named `id` or `qid` means another row on each of these routes.
    byRoute: {
      '/api/buying-requests/{id}': { id: [draftID, quotedID] },
      '/api/buying-requests/{id}/cancel': { id: [toCancelID] },
      '/api/buying-requests/{id}/quotes': { id: [toQuoteID] },
      '/api/buying-requests/{id}/quotes/{qid}': { id: [quotedID], qid: [ownQuoteID] },
      '/api/buying-requests/{id}/quotes/{qid}/withdraw': { id: [quotedID], qid: [ownQuoteID] },
      '/api/buying-requests/{id}/quotes/{qid}/decline': { id: [toDeclineID], qid: [declinedQuoteID] },
      '/api/buying-requests/{id}/award': { id: [toAwardID], quoteIDs: [awardedQuoteID] },
      // The path's business and the body's deal are both `id`.
      '/api/businesses/{id}/reviews': { id: [otherBusinessID, threadID] },
      '/api/businesses/{id}/reviews/eligible': { id: [otherBusinessID] },
      '/api/reviews/{id}/answer': { id: [reviewID] },
      '/api/admin/trail/{id}/reverse': { id: [entryID] },
      // Grant and revoke another account (the owner's own role is refused, 409).
      '/api/admin/operators/{userID}': { userID: [other.userID, owner.userID] },
      '/api/admin/lookup': { q: [owner.email, 'Fuzz', 'example'] },
      '/api/admin/holds/{id}': { id: [hold!.id] },
      // The notice form reads a page's address (its rate limit answers most of the cases 429).
      '/api/notices': { url: [`/business/${businessID}`, `/business-product/${productID}`] },
    },
  };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (t) await rm(t.config.dataDir, { recursive: true, force: true });
});

const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** A path parameter: mostly a real id or the schema's value, sometimes anything at all. */
const segment = (name: string, schema: JsonSchema, known: Pools) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...(known.byField[name] ?? known.uuids)), weight: 6 },
    { arbitrary: valueFor(schema, known, 0).map(asText), weight: 2 },
    { arbitrary: hostileValue.map(asText), weight: 2 },
  );

/** The pools for one route: its own values by name (`byRoute`) over the shared ones. */
const poolsFor = (route: Route): Pools => ({
  ...pools,
  byField: { ...pools.byField, ...pools.byRoute[route.path] },
});

/** The request a case sends: URL, headers and (JSON) payload. */
function requestArb(route: Route) {
  const known = poolsFor(route);
  const params = route.op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  // Header parameters (an Idempotency-Key): mostly a known value, sometimes anything.
  const headerParams = params.filter((p) => p.in === 'header');
  const headerValues = fc.tuple(
    ...headerParams.map((p) =>
      fc.option(
        fc.oneof(
          { arbitrary: fc.constantFrom(...(known.byField[p.name] ?? ['x'])), weight: 4 },
          { arbitrary: hostileValue.map(asText), weight: 1 },
        ),
        { freq: 6 },
      ),
    ),
  );
  const schema = route.op.requestBody?.content['application/json']?.schema;
  const query = fc.tuple(
    ...queryParams.map((p) => fc.option(valueFor(p.schema, known, 0.15, 6, p.name), { freq: 3 })),
    // A parameter the route does not know, which must not hurt either.
    fc.option(hostileValue.map(asText), { freq: 4 }),
  );
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => segment(p.name, p.schema, known))),
      query,
      body: schema
        ? fc.oneof(
            { arbitrary: valueFor(schema, known, 0.05), weight: 5 },
            { arbitrary: withOneBadString(valueFor(schema, known, 0)), weight: 4 },
            { arbitrary: hostileValue, weight: 1 },
          )
        : fc.constant(undefined),
      headerValues,
      signedIn: fc.oneof(
        { arbitrary: fc.constant(true), weight: 9 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
    })
    .map(({ path, query, body, headerValues: sent, signedIn }) => {
      let url = route.path;
      pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeSegment(path[i]!))));
      const pairs: string[] = [];
      queryParams.forEach((p, i) => {
        const v = query[i];
        if (v === null || v === undefined) return;
        for (const one of Array.isArray(v) ? v : [v]) pairs.push(`${p.name}=${encodeSegment(asText(one))}`);
      });
      const extra = query[queryParams.length];
      if (typeof extra === 'string')
        pairs.push(`x${encodeSegment(extra.slice(0, 5))}=${encodeSegment(extra)}`);
      if (pairs.length) url += `?${pairs.join('&')}`;
      return {
        method: route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url,
        headers: {
          ...Object.fromEntries(
            headerParams.flatMap((p, i) => {
              const v = sent[i];
              // A header carries visible ASCII only: a value that cannot be sent is left out.
              return typeof v === 'string' && /^[\x20-\x7e]*$/.test(v) ? [[p.name, v]] : [];
            }),
          ),
          ...(signedIn ? authHeaders(owner.token) : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: body !== undefined ? JSON.stringify(body) : undefined,
      };
    });
}

const excerpt = (s: string | undefined) => JSON.stringify((s ?? '').slice(0, 400));

describe('every JSON route answers any input without a 5xx', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`)).toContain('POST /api/search/business');
  });

  // The routes are known only once the app has started (beforeAll), so one test walks them all
  // and reports every route that failed, each with the first request that did.
  it('fuzzes each route', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    const answered = new Set<Route>();
    let sent = 0;
    for (const route of routes) {
      const hasInput = Boolean(route.op.parameters?.length || route.op.requestBody);
      await fc
        .assert(
          fc.asyncProperty(requestArb(route), async (req) => {
            sent++;
            const res = await t.app.inject(req);
            if (res.statusCode < 300) answered.add(route);
            if (res.statusCode < 500) return true;
            failures.push(
              `${req.method} ${req.url.slice(0, 300)} body ${excerpt(req.payload)} → ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
            return false;
          }),
          // The first failure of a route is reported as sent (shrinking a huge value takes long).
          { numRuns: hasInput ? runsPerRoute : runsWithoutInput, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(sent).toBeGreaterThan(routes.length * 20);
    // The values are good enough to get past validation: most routes did their work at least once.
    const unreached = routes
      .filter((r) => !answered.has(r))
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(
      answered.size,
      `routes that never answered 2xx: the fuzzer no longer reaches them (${unreached.join(', ')})`,
    ).toBeGreaterThan(routes.length * 0.75);
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
