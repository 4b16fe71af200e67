import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyingRequestLimits,
  buyingRequestMessages as says,
  quoteAllowances,
  type BoardResponse,
  type BuyingRequestPage,
  type Quote,
} from '@wbn/contracts';
import { and, count, eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness } from '../../../test/business-fixtures.ts';
import { minimalPdf } from '../../../test/pdf-fixture.ts';
import { countStatements } from '../../../test/statement-counter.ts';
import { askUploadForm, postUploadForm } from '../../../test/upload-helpers.ts';

const DAY = 86_400_000;
/** How far the API's clock is moved ahead of the real one (past deadlines, into the next month). */
let shift = 0;
const clockNow = () => new Date(Date.now() + shift);

let t: TestApp;
// The buyer's business (owner buyer, member buyerColleague) asks; A and B are invited suppliers;
// C is a supplier that was not invited; stranger belongs to no business; a visitor is signed out.
let buyer: SignedInUser;
let buyerColleague: SignedInUser;
let alice: SignedInUser;
let bob: SignedInUser;
let carol: SignedInUser;
let stranger: SignedInUser;
let buyerCo: string;
let supplierA: string;
let supplierB: string;
let supplierC: string;

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  user: SignedInUser | null,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(user.token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const inDays = (days: number) => new Date(clockNow().getTime() + days * DAY).toISOString();

const requestBody = (overrides: object = {}) => ({
  businessID: buyerCo,
  title: 'Stainless steel flanges DN50',
  description: 'PN16 weld-neck flanges, 316L, with material certificates 3.1.',
  categoryID: 'c0001-01',
  quantity: 400,
  unit: 'pieces',
  targetPrice: 12.5,
  currency: 'EUR',
  incoterm: 'FOB',
  deliveryCountry: 'MX',
  deliveryPort: 'Veracruz',
  deadline: inDays(7),
  visibility: 'open',
  ...overrides,
});

const quoteBody = (businessID: string, overrides: object = {}) => ({
  businessID,
  unitPrice: 11.2,
  currency: 'USD',
  minOrder: 100,
  leadTimeDays: 21,
  incoterm: 'FOB',
  validUntil: inDays(30).slice(0, 10),
  notes: 'Certificates included.',
  ...overrides,
});

async function create(overrides: object = {}, user = buyer): Promise<BuyingRequestPage> {
  const res = await call(user, 'POST', '/api/buying-requests', requestBody(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function quote(user: SignedInUser, rid: string, body: object, headers = {}): Promise<Quote> {
  const res = await call(user, 'POST', `/api/buying-requests/${rid}/quotes`, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const pageOf = async (user: SignedInUser, rid: string, as?: string): Promise<BuyingRequestPage> => {
  const res = await call(user, 'GET', `/api/buying-requests/${rid}${as ? `?as=${as}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const paths = (res: { json(): { errors?: Array<{ path: string }> } }) =>
  (res.json().errors ?? []).map((e) => e.path);

async function storedRequests(businessID: string): Promise<number> {
  const { buyingRequests } = tables;
  const [row] = await t.db
    .select({ n: count() })
    .from(buyingRequests)
    .where(eq(buyingRequests.buyerBusinessId, businessID));
  return row!.n;
}

async function storedQuotes(requestID: string, businessID?: string): Promise<number> {
  const q = tables.buyingRequestQuotes;
  const [row] = await t.db
    .select({ n: count() })
    .from(q)
    .where(and(eq(q.requestId, requestID), businessID ? eq(q.businessId, businessID) : undefined));
  return row!.n;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clockNow });
  const people = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(t)));
  [buyer, buyerColleague, alice, bob, carol, stranger] = people as [
    SignedInUser,
    SignedInUser,
    SignedInUser,
    SignedInUser,
    SignedInUser,
    SignedInUser,
  ];
  for (const u of people) await call(u, 'GET', '/api/user/profile');
  buyerCo = (await createBusiness(t, buyer, { companyName: 'Harbour Pumps Trading' })).businessID;
  supplierA = (await createBusiness(t, alice, { companyName: 'Ridgeline Valves' })).businessID;
  supplierB = (await createBusiness(t, bob, { companyName: 'Bayside Forgings' })).businessID;
  supplierC = (await createBusiness(t, carol, { companyName: 'Northgate Fittings' })).businessID;
  await addMember(t, buyer, buyerCo, buyerColleague, 'member');
});
afterAll(() => t.close());

describe('making a request', () => {
  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ quantity: 0 }, 'body.quantity'],
      [{ quantity: -3 }, 'body.quantity'],
      // Above zero, but below what the database keeps (it would store zero).
      [{ quantity: 1.5e-323 }, 'body.quantity'],
      [{ quantity: 0.0004 }, 'body.quantity'],
      [{ targetPrice: 1e-90, currency: 'EUR' }, 'body.targetPrice'],
      [{ deadline: new Date(clockNow().getTime() - 60_000).toISOString() }, 'body.deadline'],
      [{ currency: 'XYZ' }, 'body.currency'],
      [{ currency: null }, 'body.currency'],
      [{ categoryID: 'no-such-category' }, 'body.categoryID'],
      [{ deliveryCountry: 'QQ' }, 'body.deliveryCountry'],
      [{ visibility: 'invited', invited: [] }, 'body.invited'],
      [{ title: '  ' }, 'body.title'],
    ];
    for (const [overrides, path] of cases) {
      const res = await call(buyer, 'POST', '/api/buying-requests', requestBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(paths(res), JSON.stringify(overrides)).toContain(path);
    }
    expect(
      (await call(buyer, 'POST', '/api/buying-requests', requestBody({ quantity: 0 }))).json().errors[0]
        .message,
    ).toBe(says.quantityPositive);
    expect(await storedRequests(buyerCo)).toBe(0);
  });

  it('makes one request per idempotency key, however often it is sent', async () => {
    const key = randomUUID();
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(buyer, 'POST', '/api/buying-requests', requestBody({ title: 'Gate valves DN100' }), {
          'idempotency-key': key,
        }),
      ),
    );
    const ids = new Set(sends.map((r) => (r.statusCode === 200 ? r.json().data.request.requestID : r.body)));
    expect(ids.size).toBe(1);
    expect(await storedRequests(buyerCo)).toBe(1);
  });

  it('keeps a draft to its business, and publishes it on an edit', async () => {
    const draft = await create({ publish: false, title: 'Draft: hydraulic hoses' });
    expect(draft.request.status).toBe('draft');
    expect(draft.editable).toBe(true);
    expect((await call(alice, 'GET', `/api/buying-requests/${draft.request.requestID}`)).statusCode).toBe(
      404,
    );
    const board = (await call(carol, 'GET', '/api/buying-requests?q=hydraulic')).json().data as BoardResponse;
    expect(board.requests).toEqual([]);
    const published = await call(buyerColleague, 'PUT', `/api/buying-requests/${draft.request.requestID}`, {
      ...requestBody({ title: 'Hydraulic hoses 1/2 inch', publish: true }),
      businessID: undefined,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.request.status).toBe('open');
    const found = (await call(carol, 'GET', '/api/buying-requests?q=hydraul')).json().data as BoardResponse;
    expect(found.requests.map((r) => r.title)).toEqual(['Hydraulic hoses 1/2 inch']);
  });
});

describe('the board', () => {
  it('lists open requests newest first, searched and filtered, to everyone, visitors included', async () => {
    await create({ title: 'Copper busbars', categoryID: 'c0001-02', deliveryCountry: 'DE' });
    const invited = await create({ title: 'Copper cathodes', visibility: 'invited', invited: [supplierA] });
    const all = (await call(stranger, 'GET', '/api/buying-requests')).json().data as BoardResponse;
    expect(all.requests[0]!.title).toBe('Copper busbars');
    expect(all.requests.map((r) => r.requestID)).not.toContain(invited.request.requestID);
    const byQuery = (await call(stranger, 'GET', '/api/buying-requests?q=copper')).json()
      .data as BoardResponse;
    expect(byQuery.requests.map((r) => r.title)).toEqual(['Copper busbars']);
    const byCountry = (await call(stranger, 'GET', '/api/buying-requests?country=de')).json()
      .data as BoardResponse;
    expect(byCountry.requests.map((r) => r.title)).toEqual(['Copper busbars']);
    const byCategory = (await call(stranger, 'GET', '/api/buying-requests?category=c0001-02')).json()
      .data as BoardResponse;
    expect(byCategory.requests.map((r) => r.title)).toEqual(['Copper busbars']);
    const visitor = await call(null, 'GET', '/api/buying-requests');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect((visitor.json().data as BoardResponse).requests).toEqual(all.requests);
    const visitorSearch = (await call(null, 'GET', '/api/buying-requests?q=copp&country=DE')).json()
      .data as BoardResponse;
    expect(visitorSearch.requests.map((r) => r.title)).toEqual(['Copper busbars']);
    const bad = await call(stranger, 'GET', '/api/buying-requests?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toContain('query.cursor');
  });
});

describe("a request's category in the reader's language", () => {
  it('is named from the names tables on the board, the page and the business list, English without', async () => {
    const made = await call(
      buyer,
      'POST',
      '/api/buying-requests',
      requestBody({ title: 'Gantry robot cell' }),
      {
        'accept-language': 'es',
      },
    );
    expect(made.statusCode, made.body).toBe(200);
    const page = made.json().data as BuyingRequestPage;
    expect(page.request.categoryName).toBe('Robots industriales');
    const rid = page.request.requestID;

    const board = async (language?: string) => {
      const res = await call(null, 'GET', '/api/buying-requests', undefined, {
        ...(language ? { 'accept-language': language } : {}),
      });
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-language');
      return (res.json().data as BoardResponse).requests.find((r) => r.requestID === rid)!;
    };
    expect((await board('zh')).categoryName).toBe('工业机器人');
    expect((await board()).categoryName).toBe('Industrial Robots');
    const read = await call(stranger, 'GET', `/api/buying-requests/${rid}`, undefined, {
      'accept-language': 'de',
    });
    expect((read.json().data as BuyingRequestPage).request.categoryName).toBe('Industrieroboter');
    const mine = await call(buyer, 'GET', `/api/buying-requests/business?bid=${buyerCo}`, undefined, {
      'accept-language': 'it',
    });
    expect(mine.json().data.mine.find((r: { requestID: string }) => r.requestID === rid).categoryName).toBe(
      'Robot industriali',
    );
  });
});

describe('the board searched', () => {
  it('pages a frequent text newest first from the newest requests, and a rare one from its index', async () => {
    const made: string[] = [];
    for (let n = 1; n <= 23; n++) {
      made.push((await create({ title: `Hex nuts M${n} DIN 934, zinc plated` })).request.requestID);
    }
    const newest = [...made].reverse();
    const first = await countStatements(t.db, () => call(null, 'GET', '/api/buying-requests?q=hex%20nut'));
    const page = first.result.json().data as BoardResponse;
    expect(page.requests.map((r) => r.requestID)).toEqual(newest.slice(0, buyingRequestLimits.pageSize));
    // Found among the newest requests: one statement.
    expect(first.statements).toBe(1);
    const next = (
      await call(
        null,
        'GET',
        `/api/buying-requests?q=hex%20nut&cursor=${encodeURIComponent(page.nextCursor!)}`,
      )
    ).json().data as BoardResponse;
    expect(next.requests.map((r) => r.requestID)).toEqual(newest.slice(buyingRequestLimits.pageSize));
    expect(next.nextCursor).toBeNull();
    // A text fewer requests have is asked of the index as well.
    const rare = await countStatements(t.db, () => call(null, 'GET', '/api/buying-requests?q=M17'));
    expect((rare.result.json().data as BoardResponse).requests.map((r) => r.title)).toEqual([
      'Hex nuts M17 DIN 934, zinc plated',
    ]);
    expect(rare.statements).toBe(2);
  });
});

describe('visitors (not signed in)', () => {
  /** Uploads a PDF for the buyer as a request's attachment: its token. */
  async function attachment(name: string) {
    const file = minimalPdf({ text: name });
    const form = await askUploadForm(t, buyer, file, { contentType: 'application/pdf', fileName: name });
    const res = await postUploadForm(t, buyer, form, file, 'application/pdf', name);
    expect(res.statusCode, res.body).toBe(201);
    return form.token;
  }

  it("read an open request without its files, and nothing of a draft's or an invited one's", async () => {
    const open = await create({
      title: 'Servo motors 2 kW for a packaging line',
      attachments: [await attachment('line-layout.pdf')],
    });
    const rid = open.request.requestID;
    const seen = await call(null, 'GET', `/api/buying-requests/${rid}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const page = seen.json().data as BuyingRequestPage;
    expect(page).toMatchObject({ role: 'visitor', as: null, quotes: [], myQuote: null, allowance: null });
    expect(page.request).toMatchObject({
      title: 'Servo motors 2 kW for a packaging line',
      buyer: { id: buyerCo, name: 'Harbour Pumps Trading' },
      attachments: [],
      attachmentCount: 1,
      invited: null,
    });
    // Reading as a business means nothing without a session.
    const asSupplier = (await call(null, 'GET', `/api/buying-requests/${rid}?as=${supplierA}`)).json().data;
    expect(asSupplier.role).toBe('visitor');
    // Signed in, the same request's file is a signed link.
    const reader = await pageOf(stranger, rid);
    expect(reader.role).toBe('reader');
    expect(reader.request.attachments).toHaveLength(1);
    expect(reader.request.attachments[0]!.url).toMatch(/expires=\d+&signature=/);
    expect(reader.request.attachmentCount).toBe(1);

    const draft = await create({ publish: false, title: 'Draft: conveyor rollers' });
    const invited = await create({ title: 'Gearboxes 1:20', visibility: 'invited', invited: [supplierB] });
    for (const hidden of [draft, invited]) {
      const res = await call(null, 'GET', `/api/buying-requests/${hidden.request.requestID}`);
      expect(res.statusCode, hidden.request.title).toBe(404);
    }
    expect((await call(null, 'GET', `/api/buying-requests/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('are asked to sign in to quote, and to see a business’s requests', async () => {
    const rid = (await create({ title: 'Pressure gauges 0-16 bar' })).request.requestID;
    const attempts: Array<[Method, string, object | undefined]> = [
      ['POST', `/api/buying-requests/${rid}/quotes`, quoteBody(supplierA)],
      ['POST', '/api/buying-requests', requestBody()],
      ['GET', `/api/buying-requests/business?bid=${buyerCo}`, undefined],
      ['POST', `/api/buying-requests/${rid}/cancel`, { reason: 'No longer needed' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().name).toBe('TokenNotFound');
    }
    // A token that is not valid is refused on the public reads too (the client refreshes or signs out).
    const bad = await call(null, 'GET', '/api/buying-requests', undefined, { 'wbn-auth': 'not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(await storedQuotes(rid)).toBe(0);
  });
});

describe('an invited request: who may do what', () => {
  let rid: string;
  let quoteA: Quote;
  let quoteB: Quote;

  beforeAll(async () => {
    rid = (
      await create({ title: 'Ball valves 2 inch', visibility: 'invited', invited: [supplierA, supplierB] })
    ).request.requestID;
    quoteA = await quote(alice, rid, quoteBody(supplierA));
    quoteB = await quote(
      bob,
      rid,
      quoteBody(supplierB, { unitPrice: 9.75, currency: 'EUR', leadTimeDays: 35 }),
    );
  });

  it('shows the page to the buyer and the invited suppliers only', async () => {
    const expected: Array<[SignedInUser | null, string, number, string | null]> = [
      [buyer, '', 200, 'buyer'],
      [buyerColleague, '', 200, 'buyer'],
      [alice, `?as=${supplierA}`, 200, 'supplier'],
      [alice, '', 404, null],
      [carol, `?as=${supplierC}`, 404, null],
      [stranger, '', 404, null],
      [stranger, `?as=${supplierA}`, 404, null],
      [null, '', 404, null],
      [null, `?as=${supplierA}`, 404, null],
    ];
    for (const [user, query, status, role] of expected) {
      const res = await call(user, 'GET', `/api/buying-requests/${rid}${query}`);
      expect(res.statusCode, `${user?.firstName ?? 'visitor'} ${query}`).toBe(status);
      if (role) expect(res.json().data.role).toBe(role);
    }
  });

  it('takes quotes from invited suppliers only, never from the buyer or a stranger', async () => {
    const uninvited = await call(carol, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(supplierC));
    expect(uninvited.statusCode).toBe(404);
    const notTheirs = await call(
      stranger,
      'POST',
      `/api/buying-requests/${rid}/quotes`,
      quoteBody(supplierA),
    );
    expect(notTheirs.statusCode).toBe(403);
    const own = await call(buyer, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(buyerCo));
    expect(own.statusCode).toBe(400);
    expect(paths(own)).toContain('body.businessID');
    expect(own.json().message).toBe(says.ownRequest);
    expect(
      (await call(null, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(supplierA))).statusCode,
    ).toBe(401);
    expect(await storedQuotes(rid)).toBe(2);
  });

  it('keeps quotes sealed: a supplier sees its own quote and nothing of the others', async () => {
    const asA = await pageOf(alice, rid, supplierA);
    expect(asA.myQuote?.quoteID).toBe(quoteA.quoteID);
    expect(asA.quotes).toEqual([]);
    expect(asA.request.invited).toBeNull();
    const raw = (await call(alice, 'GET', `/api/buying-requests/${rid}?as=${supplierA}`)).body;
    expect(raw).not.toContain(quoteB.quoteID);
    expect(raw).not.toContain('9.75');
    expect(raw).not.toContain(supplierB);
    const asBuyer = await pageOf(buyer, rid);
    expect(asBuyer.quotes.map((q) => [q.supplier.name, q.unitPrice, q.currency, q.total])).toEqual([
      ['Ridgeline Valves', 11.2, 'USD', 4480],
      ['Bayside Forgings', 9.75, 'EUR', 3900],
    ]);
    expect(asBuyer.editable).toBe(false);
  });

  it("reads the buyer's comparison of a request and its quotes in at most 3 statements", async () => {
    // Supplier A has stored figures and reviews; B has none yet (new on the network).
    await t.db
      .insert(tables.businessReputation)
      .values({
        businessId: supplierA,
        threads: 8,
        answered: 6,
        medianReplySeconds: 5400,
        reviewCount: 3,
        ratingSum: 13,
      })
      .onConflictDoUpdate({
        target: tables.businessReputation.businessId,
        set: { threads: 8, answered: 6, medianReplySeconds: 5400, reviewCount: 3, ratingSum: 13 },
      });
    await pageOf(buyer, rid);
    const counted = await countStatements(t.db, () => call(buyer, 'GET', `/api/buying-requests/${rid}`));
    expect(counted.result.statusCode).toBe(200);
    const compared = (counted.result.json() as { data: BuyingRequestPage }).data.quotes;
    expect(compared.map((q) => [q.supplier.name, q.supplier.verified, q.supplierReputation])).toEqual([
      [
        'Ridgeline Valves',
        false,
        {
          response: { answeredPercent: 75, medianReplyMinutes: 90, threads: 8 },
          reviews: { count: 3, average: 4.3 },
        },
      ],
      ['Bayside Forgings', false, { response: null, reviews: { count: 0, average: null } }],
    ]);
    expect(counted.statements).toBeLessThanOrEqual(3);
    // A supplier's own quote carries no figures: they are the buyer's comparison only.
    expect((await pageOf(bob, rid, supplierB)).myQuote!.supplierReputation).toBeUndefined();
  });

  it("converts every quote into the request's currency with the latest rate on or before the day", async () => {
    const today = clockNow().toISOString().slice(0, 10);
    const tomorrow = new Date(clockNow().getTime() + DAY).toISOString().slice(0, 10);
    await t.db
      .insert(tables.currencyRates)
      .values([
        { currency: 'EUR', rateDate: today, perUsd: 0.9, source: 'test' },
        // A day ahead of the API's clock: not known yet, never used.
        { currency: 'EUR', rateDate: tomorrow, perUsd: 0.5, source: 'test' },
      ])
      .onConflictDoNothing();
    const inEuro = await pageOf(buyer, rid);
    expect(inEuro.comparisonCurrency).toBe('EUR');
    expect(inEuro.quotes.map((q) => [q.supplier.name, q.converted])).toEqual([
      ['Ridgeline Valves', { currency: 'EUR', unitPrice: 10.08, total: 4032, rate: 0.9, rateDate: today }],
      ['Bayside Forgings', { currency: 'EUR', unitPrice: 9.75, total: 3900, rate: 1, rateDate: today }],
    ]);
    const inDollars = (await call(buyer, 'GET', `/api/buying-requests/${rid}?currency=usd`)).json().data;
    expect(inDollars.comparisonCurrency).toBe('USD');
    expect(inDollars.quotes[1].converted).toEqual({
      currency: 'USD',
      unitPrice: 10.8333,
      total: 4333.329,
      rate: 1.11111,
      rateDate: today,
    });
    // A currency without a rate converts nothing, and says so quote by quote.
    const noRate = (await call(buyer, 'GET', `/api/buying-requests/${rid}?currency=XAF`)).json().data;
    expect(noRate.quotes.map((q: Quote) => q.converted)).toEqual([null, null]);
    const bad = await call(buyer, 'GET', `/api/buying-requests/${rid}?currency=EURO`);
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toContain('querystring.currency');
    // Suppliers read their own price only.
    expect((await pageOf(bob, rid, supplierB)).myQuote!.converted).toBeUndefined();
    expect((await pageOf(bob, rid, supplierB)).comparisonCurrency).toBeNull();
  });

  it('keeps the shortlist to the buyer: stars shared by its people, never shown to the supplier', async () => {
    const url = `/api/buying-requests/${rid}/quotes/${quoteB.quoteID}/shortlist`;
    const starred = await call(buyerColleague, 'PUT', url, { shortlisted: true });
    expect(starred.statusCode, starred.body).toBe(200);
    expect(starred.json().data).toMatchObject({ quoteID: quoteB.quoteID, shortlisted: true });
    expect((await call(buyerColleague, 'PUT', url, { shortlisted: true })).statusCode).toBe(200);
    const compared = await pageOf(buyer, rid);
    expect(compared.quotes.map((q) => [q.supplier.name, q.shortlisted])).toEqual([
      ['Ridgeline Valves', false],
      ['Bayside Forgings', true],
    ]);
    expect((await pageOf(bob, rid, supplierB)).myQuote!.shortlisted).toBe(false);
    for (const user of [bob, alice, stranger]) {
      const res = await call(user, 'PUT', url, { shortlisted: false });
      expect(res.statusCode, user.firstName).toBe(403);
      expect(paths(res)).toContain('params.id');
    }
    const bad = await call(buyer, 'PUT', url, { shortlisted: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toContain('body.shortlisted');
    const other = await call(buyer, 'PUT', `/api/buying-requests/${rid}/quotes/${randomUUID()}/shortlist`, {
      shortlisted: true,
    });
    expect(other.statusCode).toBe(404);
    expect((await call(buyer, 'PUT', url, { shortlisted: false })).json().data.shortlisted).toBe(false);
  });

  it('messages a supplier from the comparison: one open thread per request and supplier', async () => {
    const url = `/api/buying-requests/${rid}/quotes/${quoteA.quoteID}/message`;
    const clientID = randomUUID();
    const first = await call(buyer, 'POST', url, { content: 'Can you deliver half in March?', clientID });
    expect(first.statusCode, first.body).toBe(200);
    const { requestID: thread, bid } = first.json().data as { requestID: string; bid: string };
    expect(bid).toBe(buyerCo);
    // A retry of the same click is the same message; a colleague's next message joins the thread.
    expect(
      (await call(buyer, 'POST', url, { content: 'Can you deliver half in March?', clientID })).json().data,
    ).toEqual({ requestID: thread, bid: buyerCo });
    const next = await call(buyerColleague, 'POST', url, { content: 'And the rest in April.' });
    expect(next.json().data.requestID).toBe(thread);

    const read = async (user: SignedInUser, inbox: string) => {
      const res = await call(user, 'GET', `/api/business/request/${thread}/get-messages?bid=${inbox}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        thread: { subject: string };
        messages: Array<{ content: string; from: string }>;
      };
    };
    const seen = await read(alice, supplierA);
    expect(seen.thread).toMatchObject({
      subject: `${says.threadSubject}Ball valves 2 inch`,
      buyingRequestID: rid,
    });
    expect(seen.messages.map((m) => [m.from, m.content])).toEqual([
      ['S', 'Can you deliver half in March?'],
      ['S', 'And the rest in April.'],
    ]);
    const [notified] = await t.db
      .select({ n: count() })
      .from(tables.notifications)
      .where(and(eq(tables.notifications.userId, alice.userID), eq(tables.notifications.kind, 'inquiry')));
    expect(notified!.n).toBe(1);

    // The comparison links each quote to its thread (the other supplier has none).
    const compared = await pageOf(buyer, rid);
    expect(compared.quotes.map((q) => q.threadID)).toEqual([thread, null]);
    expect((await pageOf(alice, rid, supplierA)).myQuote!.threadID).toBeNull();

    // Ended, the thread stays as it is; the next message starts another.
    const ended = await call(alice, 'POST', `/api/business/request/${thread}/end-request?bid=${supplierA}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await pageOf(buyer, rid)).quotes[0]!.threadID).toBeNull();
    const again = await call(buyer, 'POST', url, { content: 'One more question on the seats.' });
    expect(again.json().data.requestID).not.toBe(thread);

    for (const user of [alice, bob]) {
      const res = await call(user, 'POST', url, { content: 'Hello' });
      expect(res.statusCode, user.firstName).toBe(403);
    }
    const empty = await call(buyer, 'POST', url, { content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(paths(empty)).toContain('body.content');
  });

  it('lets only the buyer edit, cancel, decline or award', async () => {
    const attempts: Array<[SignedInUser, Method, string, object]> = [
      [alice, 'POST', `/api/buying-requests/${rid}/award`, { quoteIDs: [quoteA.quoteID] }],
      [stranger, 'POST', `/api/buying-requests/${rid}/award`, { quoteIDs: [quoteA.quoteID] }],
      [alice, 'POST', `/api/buying-requests/${rid}/cancel`, { reason: 'No' }],
      [bob, 'POST', `/api/buying-requests/${rid}/quotes/${quoteA.quoteID}/decline`, { reason: 'No' }],
      [alice, 'PUT', `/api/buying-requests/${rid}`, { ...requestBody(), businessID: undefined }],
    ];
    for (const [user, method, url, body] of attempts) {
      const res = await call(user, method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(paths(res)).toContain('params.id');
    }
    const edit = await call(buyer, 'PUT', `/api/buying-requests/${rid}`, {
      ...requestBody(),
      businessID: undefined,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(says.notEditable);
    const [row] = await t.db
      .select({ status: tables.buyingRequests.status })
      .from(tables.buyingRequests)
      .where(eq(tables.buyingRequests.requestId, rid));
    expect(row!.status).toBe('open');
  });

  it('revises a quote once, and lets it be withdrawn', async () => {
    const url = `/api/buying-requests/${rid}/quotes/${quoteB.quoteID}`;
    const revised = await call(bob, 'PUT', url, {
      ...quoteBody(supplierB, { unitPrice: 9.5 }),
      businessID: undefined,
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().data.revisions).toBe(1);
    const again = await call(bob, 'PUT', url, {
      ...quoteBody(supplierB, { unitPrice: 9.1 }),
      businessID: undefined,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(says.revisedAlready);
    expect(
      (await call(alice, 'PUT', url, { ...quoteBody(supplierA), businessID: undefined })).statusCode,
    ).toBe(404);
    const withdrawn = await call(bob, 'POST', `${url}/withdraw`);
    expect(withdrawn.json().data.status).toBe('withdrawn');
  });

  it('awards exactly once under parallel clicks, notifying the winner', async () => {
    const key = randomUUID();
    const clicks = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(
          buyer,
          'POST',
          `/api/buying-requests/${rid}/award`,
          { quoteIDs: [quoteA.quoteID] },
          { 'idempotency-key': key },
        ),
      ),
    );
    expect(clicks.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const page = await pageOf(buyer, rid);
    expect(page.request.status).toBe('awarded');
    expect(page.quotes.find((q) => q.quoteID === quoteA.quoteID)?.status).toBe('awarded');
    const n = tables.notifications;
    const [told] = await t.db
      .select({ n: count() })
      .from(n)
      .where(and(eq(n.userId, alice.userID), eq(n.kind, 'quote-result')));
    expect(told!.n).toBe(1);
    const other = await call(buyer, 'POST', `/api/buying-requests/${rid}/award`, {
      quoteIDs: [quoteB.quoteID],
    });
    expect(other.statusCode).toBe(409);
    const late = await call(carol, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(supplierC));
    expect(late.statusCode).toBe(404);
  });
});

describe('quotes on an open request', () => {
  it('makes one quote of 10 parallel sends, with a key or without one', async () => {
    const rid = (await create({ title: 'Pump impellers' })).request.requestID;
    const key = randomUUID();
    const withKey = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(alice, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(supplierA), {
          'idempotency-key': key,
        }),
      ),
    );
    expect(withKey.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(withKey.map((r) => r.json().data.quoteID)).size).toBe(1);
    const withoutKey = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(bob, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(supplierB)),
      ),
    );
    expect(withoutKey.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(withoutKey.map((r) => r.json().data.quoteID)).size).toBe(1);
    expect(await storedQuotes(rid)).toBe(2);
    const different = await call(
      alice,
      'POST',
      `/api/buying-requests/${rid}/quotes`,
      quoteBody(supplierA, { unitPrice: 3 }),
    );
    expect(different.statusCode).toBe(409);
    expect(paths(different)).toContain('body.businessID');
  });

  it('refuses a quote after the deadline by the moved clock, naming the deadline', async () => {
    const rid = (await create({ title: 'Spring washers', deadline: inDays(2) })).request.requestID;
    await quote(alice, rid, quoteBody(supplierA));
    shift = 3 * DAY;
    try {
      const late = await call(bob, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(supplierB));
      expect(late.statusCode).toBe(409);
      expect(paths(late)).toContain('deadline');
      expect(late.json().message).toBe(says.deadlinePassed);
      expect(await storedQuotes(rid, supplierB)).toBe(0);
      expect((await pageOf(buyer, rid)).request.status).toBe('closed');
      const board = (await call(carol, 'GET', '/api/buying-requests?q=washers')).json().data as BoardResponse;
      expect(board.requests).toEqual([]);
      // The buyer still awards from what came in.
      const quotes = (await pageOf(buyer, rid)).quotes;
      const award = await call(buyer, 'POST', `/api/buying-requests/${rid}/award`, {
        quoteIDs: [quotes[0]!.quoteID],
      });
      expect(award.statusCode, award.body).toBe(200);
    } finally {
      shift = 0;
    }
  });

  it('refuses bad quotes with a 400 naming the field', async () => {
    const rid = (await create({ title: 'Hex bolts M12' })).request.requestID;
    const cases: Array<[object, string]> = [
      [{ unitPrice: 0 }, 'body.unitPrice'],
      [{ currency: 'EURO' }, 'body.currency'],
      [{ minOrder: -1 }, 'body.minOrder'],
      [{ unitPrice: 1.6e-90 }, 'body.unitPrice'],
      [{ minOrder: 6e-284 }, 'body.minOrder'],
      [{ leadTimeDays: 0 }, 'body.leadTimeDays'],
      [{ incoterm: 'FREE' }, 'body.incoterm'],
    ];
    for (const [overrides, path] of cases) {
      const res = await call(
        alice,
        'POST',
        `/api/buying-requests/${rid}/quotes`,
        quoteBody(supplierA, overrides),
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(paths(res)).toContain(path);
    }
    expect(await storedQuotes(rid)).toBe(0);
  });

  it('holds a business to its monthly allowance by tier, and shows it', async () => {
    const limit = quoteAllowances.standard!;
    const rids: string[] = [];
    for (let i = 0; i <= limit; i++)
      rids.push((await create({ title: `Allowance test ${i}` })).request.requestID);
    // Carol's business has sent none yet this month.
    for (const rid of rids.slice(0, limit)) await quote(carol, rid, quoteBody(supplierC));
    const over = await call(
      carol,
      'POST',
      `/api/buying-requests/${rids[limit]}/quotes`,
      quoteBody(supplierC),
    );
    expect(over.statusCode).toBe(422);
    expect(paths(over)).toContain('body.businessID');
    expect(over.json().message).toBe(says.allowanceUsed(limit));
    const shown = await pageOf(carol, rids[limit]!, supplierC);
    expect(shown.allowance).toEqual({ used: limit, limit, tier: 'standard' });

    await t.db
      .update(tables.businesses)
      .set({ subscription: 'platinum' })
      .where(eq(tables.businesses.businessId, supplierC));
    await quote(carol, rids[limit]!, quoteBody(supplierC));
    expect((await pageOf(carol, rids[limit]!, supplierC)).allowance?.limit).toBeNull();

    await t.db
      .update(tables.businesses)
      .set({ subscription: null })
      .where(eq(tables.businesses.businessId, supplierC));
    const real = new Date();
    shift = Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1, 2) - real.getTime();
    try {
      const mine = await call(carol, 'GET', `/api/buying-requests/business?bid=${supplierC}`);
      expect(mine.json().data.allowance).toEqual({ used: 0, limit, tier: 'standard' });
    } finally {
      shift = 0;
    }
  });

  it(`takes at most ${buyingRequestLimits.quotesPerRequest} quotes`, async () => {
    const rid = (await create({ title: 'Cap test' })).request.requestID;
    const suppliers = await Promise.all(
      Array.from({ length: buyingRequestLimits.quotesPerRequest + 1 }, async (_, i) => {
        const owner = await createSignedInUser(t);
        await call(owner, 'GET', '/api/user/profile');
        const bid = (await createBusiness(t, owner, { companyName: `Cap supplier ${i}` })).businessID;
        return { owner, bid };
      }),
    );
    for (const s of suppliers.slice(0, -1)) await quote(s.owner, rid, quoteBody(s.bid));
    const last = suppliers.at(-1)!;
    const full = await call(last.owner, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(last.bid));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(says.requestFull);
  });

  it('cancels with a reason only', async () => {
    const rid = (await create({ title: 'Cancel test' })).request.requestID;
    const none = await call(buyer, 'POST', `/api/buying-requests/${rid}/cancel`, { reason: ' ' });
    expect(none.statusCode).toBe(400);
    expect(paths(none)).toContain('body.reason');
    const done = await call(buyer, 'POST', `/api/buying-requests/${rid}/cancel`, { reason: 'Budget moved' });
    expect(done.json().data.request).toMatchObject({ status: 'cancelled', cancelReason: 'Budget moved' });
    const late = await call(alice, 'POST', `/api/buying-requests/${rid}/quotes`, quoteBody(supplierA));
    expect(late.statusCode).toBe(409);
  });
});
