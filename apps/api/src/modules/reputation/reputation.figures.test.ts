import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reputationLimits, type Reputation } from '@wbn/contracts';
import { and, eq, isNotNull, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { reputationRepository } from './reputation.repository.ts';

// Response figures from fixed threads (decision 0024, docs/response-figures.md): threads and
// messages are written with fixed times, the figures aged by the periodic refresh at a clock the
// test moves, and read where the pages read them.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The clock of the fixed threads: they were opened 10 to 5 days before it. */
const T0 = Date.parse('2026-03-01T00:00:00Z');
let clock = T0;

let t: TestApp;
let alice: SignedInUser; // owner of the supplier
let carol: SignedInUser; // a buyer writing as herself
let supplier: string;
let supplierName: string;
let quiet: string; // a business with fewer threads than the threshold

const call = (user: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload ? { payload } : {}),
  });

/** A thread from carol to `business` opened at `openedAt`, with the business's replies. */
async function thread(
  business: string,
  openedAt: number,
  replies: { afterMs: number; author: string | null }[],
): Promise<string> {
  const [row] = await t.db
    .insert(tables.inquiryRequests)
    .values({
      fromUserId: carol.userID,
      toBusinessId: business,
      subject: 'Flanges',
      createdAt: new Date(openedAt),
      lastMessageAt: new Date(openedAt),
    })
    .returning({ id: tables.inquiryRequests.requestId });
  const id = row!.id;
  const messages = [
    { side: 'S' as const, authorUserId: carol.userID, at: openedAt },
    // The asker writing again is not an answer.
    { side: 'S' as const, authorUserId: carol.userID, at: openedAt + 10 * 60_000 },
    ...replies.map((r) => ({ side: 'R' as const, authorUserId: r.author, at: openedAt + r.afterMs })),
  ];
  for (const m of messages) {
    await t.db.insert(tables.inquiryMessages).values({
      requestId: id,
      side: m.side,
      authorUserId: m.authorUserId,
      content: 'Hello',
      createdAt: new Date(m.at),
    });
  }
  return id;
}

/** The figures as the reviews page reads them (not cached), after aging them at `at`. */
async function figuresAt(at: number, business = supplier): Promise<Reputation> {
  clock = at;
  await reputationRepository.refreshAll(t.db, new Date(at));
  const res = await call(null, 'GET', `/api/businesses/${business}/reviews`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.reputation as Reputation;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  alice = await createSignedInUser(t);
  carol = await createSignedInUser(t);
  // A person's row is made on their first signed-in call.
  await call(carol, 'GET', '/api/user/profile');
  const created = await createBusiness(t, alice, { companyName: 'Punctual Flanges Ltd' });
  supplier = created.businessID;
  supplierName = created.general.companyName;
  quiet = (await createBusiness(t, alice, { companyName: 'Quiet Valves Ltd' })).businessID;

  // Six threads opened 10, 9, … 5 days before T0: four answered by a person after 1, 2, 3 and 4
  // hours; one answered only by an automatic message (no author); one not answered.
  const open = (daysBefore: number) => T0 - daysBefore * DAY;
  await thread(supplier, open(10), [{ afterMs: 1 * HOUR, author: alice.userID }]);
  await thread(supplier, open(9), [
    { afterMs: 2 * HOUR, author: alice.userID },
    { afterMs: 5 * HOUR, author: alice.userID }, // a second reply does not move the first
  ]);
  await thread(supplier, open(8), [{ afterMs: 3 * HOUR, author: alice.userID }]);
  await thread(supplier, open(7), [{ afterMs: 4 * HOUR, author: alice.userID }]);
  await thread(supplier, open(6), [{ afterMs: 1 * 60_000, author: null }]);
  await thread(supplier, open(5), []);
  // Opened an hour before T0 and not answered yet: not due before 48 hours.
  await thread(supplier, T0 - HOUR, []);

  // Four answered threads: under the threshold.
  for (const d of [4, 3, 2, 1]) await thread(quiet, open(d), [{ afterMs: HOUR, author: alice.userID }]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('response figures from fixed threads', () => {
  it('records the first reply by a person of the business, not the asker, not an automatic message', async () => {
    const rows = await t.db
      .select({ opened: tables.responseThreads.openedAt, replied: tables.responseThreads.firstReplyAt })
      .from(tables.responseThreads)
      .where(
        and(eq(tables.responseThreads.businessId, supplier), isNotNull(tables.responseThreads.firstReplyAt)),
      );
    expect(rows.map((r) => (r.replied!.getTime() - r.opened.getTime()) / HOUR).sort()).toEqual([1, 2, 3, 4]);
  });

  it('gives the answered share and the median time to the first reply, on the profile and in search', async () => {
    // Counted: the four answered and the two unanswered past 48 hours; not the thread of an hour ago.
    const expected = { answeredPercent: 67, medianReplyMinutes: 150, threads: 6 };
    expect((await figuresAt(T0)).response).toEqual(expected);

    const profile = await call(null, 'GET', `/api/business/profile/${supplier}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.data.reputation).toEqual({
      response: expected,
      reviews: { count: 0, average: null },
    });

    const search = await call(null, 'POST', '/api/search/business', { textQuery: supplierName });
    expect(search.statusCode, search.body).toBe(200);
    const results = search.json().data.results as {
      businessProfile: { businessID: string; reputation: Reputation };
    }[];
    const card = results.find((r) => r.businessProfile.businessID === supplier);
    expect(card?.businessProfile.reputation.response).toEqual(expected);
  });

  it('slides the 90-day window with the clock', async () => {
    // 80.5 days on: the thread of day -10 is 90.5 days old and left; the one of an hour ago is due.
    expect((await figuresAt(T0 + 80.5 * DAY)).response).toEqual({
      answeredPercent: 50,
      medianReplyMinutes: 180,
      threads: 6,
    });
    // 81.5 days on: the thread of day -9 left too.
    expect((await figuresAt(T0 + 81.5 * DAY)).response).toEqual({
      answeredPercent: 40,
      medianReplyMinutes: 210,
      threads: 5,
    });
    // 83.5 days on: three threads remain, under the threshold: "New on the network".
    expect((await figuresAt(T0 + 83.5 * DAY)).response).toBeNull();
    // Back to T0 (the refresh takes the clock it is given).
    expect((await figuresAt(T0)).response?.threads).toBe(6);
  });

  it(`shows no figures below ${reputationLimits.responseMinThreads} counted threads`, async () => {
    expect((await figuresAt(T0, quiet)).response).toBeNull();
    const none = await figuresAt(
      T0,
      (await createBusiness(t, alice, { companyName: 'Brand New Co' })).businessID,
    );
    expect(none).toEqual({ response: null, reviews: { count: 0, average: null } });
  });

  it('refreshes a business the moment a person of it first replies through the message center', async () => {
    const now = Date.now();
    clock = now;
    const fresh = (await createBusiness(t, alice, { companyName: 'Fresh Reply Co' })).businessID;
    // Five earlier threads answered within an hour, opened days ago.
    for (let d = 6; d >= 2; d--) {
      await thread(fresh, now - d * DAY, [{ afterMs: 30 * 60_000, author: alice.userID }]);
    }
    const sent = await call(carol, 'POST', '/api/business/request', {
      to: fresh,
      subject: 'Gaskets',
      message: 'Do you make EPDM gaskets?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { requestID } = sent.json().data as { requestID: string };
    const reply = await call(alice, 'POST', `/api/business/request/${requestID}/send-message?bid=${fresh}`, {
      content: 'Yes, from DN15 to DN600.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // No periodic refresh: the reply's trigger counted six answered threads.
    const stored = await reputationRepository.stored(t.db, fresh);
    expect(stored).toMatchObject({ threads: 6, answered: 6 });
  });
});
