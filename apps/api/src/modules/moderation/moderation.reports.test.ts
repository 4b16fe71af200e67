import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moderationLimits,
  moderationMessages as says,
  type NotificationsResponse,
  type QueueItem,
} from '@wbn/contracts';
import { eq, sql, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { runOperatorCommand } from './operator-command.ts';

// Operator roles from the command line and the role × route matrix; users' reports: every kind
// of item, once while open, 404 for what the reporter cannot see, bad input named, a flood
// refused, an acknowledgement sent (decision 0025).

let t: TestApp;
let author: SignedInUser;
let reporter: SignedInUser;
let other: SignedInUser;
let moderator: SignedInUser;
let admin: SignedInUser;
let postID: string;
let commentID: string;
let businessID: string;
let productID: string;
let threadID: string;
let messageID: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (user: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload ? { payload } : {}),
  });

async function ok<T>(user: SignedInUser, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data as T;
}

const report = (user: SignedInUser, itemType: string, itemID: string, reason = 'spam') =>
  call(user, 'POST', '/api/reports', { itemType, itemID, reason, text: 'Looks like spam to me.' });

beforeAll(async () => {
  t = await createTestApp();
  author = await createSignedInUser(t);
  reporter = await createSignedInUser(t);
  other = await createSignedInUser(t);
  moderator = await createSignedInUser(t);
  admin = await createSignedInUser(t);
  for (const u of [author, reporter, other, moderator, admin]) await call(u, 'GET', '/api/user/profile');
  postID = (
    await ok<{ postID: string }>(author, 'POST', '/api/social/posts/make-post', {
      content: 'Cheap watches, write me',
      timelineType: 'user',
      timelineID: author.userID,
    })
  ).postID;
  commentID = (
    await ok<{ commentID: string }>(author, 'POST', '/api/social/comments/make-comment', {
      resourceID: postID,
      resourceType: 'post',
      content: 'Buy now',
    })
  ).commentID;
  businessID = (await createBusiness(t, author, { companyName: 'Replica Watches' })).businessID;
  const [product] = await t.db
    .insert(tables.products)
    .values({ businessId: businessID, name: 'Replica watch', industryId: 'i0001', categoryId: 'c0001-01' })
    .returning({ id: tables.products.productId });
  productID = product!.id;
  // A thread from the reporter to the author's business, and its first message.
  threadID = (
    await ok<{ requestID: string }>(reporter, 'POST', '/api/business/request', {
      to: businessID,
      subject: 'Watches',
      message: 'Are these genuine?',
    })
  ).requestID;
  const [message] = await t.db
    .select({ id: tables.inquiryMessages.messageId })
    .from(tables.inquiryMessages)
    .where(eq(tables.inquiryMessages.requestId, threadID));
  messageID = message!.id;
  expect((await runOperatorCommand(t.db, ['grant', moderator.email, 'moderator'])).code).toBe(0);
  expect((await runOperatorCommand(t.db, ['grant', admin.email.toUpperCase(), 'admin'])).code).toBe(0);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('operator roles from the command line', () => {
  it('grants, changes and revokes a role, each recorded in the trail with no operator', async () => {
    const [someone] = [await createSignedInUser(t)];
    expect(await runOperatorCommand(t.db, ['grant', someone.email, 'moderator'])).toEqual({
      code: 0,
      out: `${someone.email} is now moderator.`,
    });
    expect((await runOperatorCommand(t.db, ['grant', someone.email, 'moderator'])).out).toBe(
      `${someone.email} is already moderator.`,
    );
    expect((await runOperatorCommand(t.db, ['grant', someone.email, 'admin'])).out).toBe(
      `${someone.email} is now admin.`,
    );
    expect((await runOperatorCommand(t.db, ['revoke', someone.email])).out).toBe(
      `${someone.email} is no longer admin.`,
    );
    const trail = await t.db
      .select()
      .from(tables.moderationTrail)
      .where(eq(tables.moderationTrail.subjectAccountId, someone.userID))
      .orderBy(tables.moderationTrail.createdAt);
    expect(trail.map((e) => [e.action, e.operatorUserId, e.before, e.after])).toEqual([
      ['grant-role', null, { role: null }, { role: 'moderator' }],
      ['grant-role', null, { role: 'moderator' }, { role: 'admin' }],
      ['revoke-role', null, { role: 'admin' }, { role: null }],
    ]);
  });

  it('refuses an unknown e-mail, role or command with code 1 and a reason', async () => {
    expect(await runOperatorCommand(t.db, ['grant', 'nobody@example.com', 'admin'])).toEqual({
      code: 1,
      out: 'No account signs in as nobody@example.com.',
    });
    for (const args of [
      [],
      ['grant', other.email],
      ['grant', other.email, 'owner'],
      ['revoke'],
      ['promote', other.email],
    ]) {
      expect((await runOperatorCommand(t.db, args)).code, args.join(' ')).toBe(1);
    }
    expect(
      await t.db.select().from(tables.operatorRoles).where(eq(tables.operatorRoles.accountId, other.userID)),
    ).toEqual([]);
  });
});

describe('the role × route matrix', () => {
  type Expected = { visitor: number; user: number; moderator: number; admin: number };
  // Lazy: the accounts exist once beforeAll has run. Each route is called by a visitor, a user,
  // a moderator and an administrator, in that order (the grant before the revoke of `granted`).
  let granted: SignedInUser | undefined;
  const routes: [Method, () => string, Expected, (() => object)?][] = [
    ['GET', () => '/api/admin/me', { visitor: 401, user: 200, moderator: 200, admin: 200 }],
    ['GET', () => '/api/admin/queue', { visitor: 401, user: 403, moderator: 200, admin: 200 }],
    ['GET', () => '/api/admin/trail', { visitor: 401, user: 403, moderator: 200, admin: 200 }],
    ['GET', () => '/api/admin/trail.csv', { visitor: 401, user: 403, moderator: 200, admin: 200 }],
    ['GET', () => '/api/admin/lookup?q=example', { visitor: 401, user: 403, moderator: 200, admin: 200 }],
    ['GET', () => '/api/admin/operators', { visitor: 401, user: 403, moderator: 403, admin: 200 }],
    // A held request (decision 0033): operators get past the guard to "no longer waiting" (404).
    [
      'POST',
      () => '/api/admin/holds/00000000-0000-4000-8000-000000000000',
      { visitor: 401, user: 403, moderator: 404, admin: 404 },
      () => ({ action: 'release', reason: 'Genuine' }),
    ],
    ['GET', () => '/api/admin/appeals', { visitor: 401, user: 403, moderator: 200, admin: 200 }],
    [
      'POST',
      () => '/api/admin/appeals/00000000-0000-4000-8000-000000000000/decision',
      { visitor: 401, user: 403, moderator: 404, admin: 404 },
      () => ({ decision: 'grant', reason: 'No such appeal' }),
    ],
    [
      'POST',
      () => '/api/admin/operators',
      { visitor: 401, user: 403, moderator: 403, admin: 200 },
      () => ({ email: granted!.email, role: 'moderator' }),
    ],
    [
      'DELETE',
      () => `/api/admin/operators/${granted?.userID ?? '{userID}'}`,
      { visitor: 401, user: 403, moderator: 403, admin: 200 },
    ],
  ];
  beforeAll(async () => {
    granted = await createSignedInUser(t);
  });
  const named = routes.map(([method, url, expected, payload]) => ({
    route: `${method} ${url()}`,
    method,
    url,
    expected,
    payload,
  }));
  it.each(named)('$route', async ({ method, url, expected, payload }) => {
    const who = { visitor: null, user: other, moderator, admin } as const;
    const got: Record<string, number> = {};
    for (const [name, user] of Object.entries(who))
      got[name] = (await call(user, method, url(), payload?.())).statusCode;
    expect(got).toEqual(expected);
  });

  it('says why an operator route is refused, and a revoked role holds at once', async () => {
    const refused = await call(other, 'GET', '/api/admin/queue');
    expect(refused.json()).toMatchObject({ success: false, name: 'Forbidden', message: says.notOperator });
    expect((await call(moderator, 'GET', '/api/admin/operators')).json().message).toBe(says.notAdmin);
    const temp = await createSignedInUser(t);
    await runOperatorCommand(t.db, ['grant', temp.email, 'moderator']);
    expect((await call(temp, 'GET', '/api/admin/queue')).statusCode).toBe(200);
    await runOperatorCommand(t.db, ['revoke', temp.email]);
    expect((await call(temp, 'GET', '/api/admin/queue')).statusCode).toBe(403);
  });

  it('lists the operators for an administrator', async () => {
    const { operators } = await ok<{ operators: { email: string; role: string }[] }>(
      admin,
      'GET',
      '/api/admin/operators',
    );
    expect(operators.map((o) => [o.email, o.role]).sort()).toEqual(
      [
        [moderator.email, 'moderator'],
        [admin.email, 'admin'],
      ].sort(),
    );
  });
});

describe('the trail', () => {
  it('is append-only: UPDATE, DELETE and TRUNCATE fail in the database', async () => {
    const before = await t.db.select().from(tables.moderationTrail);
    expect(before.length).toBeGreaterThan(0);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const err = await t.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(String((err as { cause?: unknown })?.cause ?? err)).toMatch(/append-only/);
    };
    await refused(sql`update moderation_trail set reason = 'edited'`);
    await refused(sql`delete from moderation_trail`);
    await refused(sql`truncate moderation_trail`);
    expect(await t.db.select().from(tables.moderationTrail)).toEqual(before);
  });

  it('is listed newest first for operators', async () => {
    const { entries } = await ok<{ entries: { action: string; operator: unknown; createdAt: number }[] }>(
      moderator,
      'GET',
      '/api/admin/trail',
    );
    expect(entries[0]).toMatchObject({ operator: null });
    expect(entries.map((e) => e.createdAt)).toEqual(
      [...entries.map((e) => e.createdAt)].sort((a, b) => b - a),
    );
  });
});

describe('reports', () => {
  it('takes a report of every kind of item, once while it is open', async () => {
    const items: [string, string][] = [
      ['post', postID],
      ['comment', commentID],
      ['business', businessID],
      ['product', productID],
      ['profile', author.userID],
      ['thread', threadID],
      ['message', messageID],
    ];
    for (const [type, id] of items) {
      const res = await report(reporter, type, id, 'fraud');
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      expect(res.json().data).toMatchObject({ itemType: type, itemID: id, reason: 'fraud' });
      const again = await report(reporter, type, id, 'other');
      expect(again.statusCode, type).toBe(409);
      expect(again.json().message).toBe(says.reportTwice);
    }
    const stored = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tables.moderationReports)
      .where(eq(tables.moderationReports.reporterUserId, reporter.userID));
    expect(stored[0]!.n).toBe(items.length);
  });

  it('acknowledges a report with a notification to the reporter', async () => {
    const page = await ok<NotificationsResponse>(reporter, 'GET', '/api/notifications');
    const acks = page.notifications.filter((n) => n.kind === 'moderation');
    expect(acks.length).toBeGreaterThanOrEqual(7);
    expect(acks[0]!.subject).toBe(says.acknowledged);
  });

  it('answers 404 for an item that does not exist or that the reporter cannot see', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const type of ['post', 'comment', 'business', 'product', 'profile', 'thread', 'message']) {
      const res = await report(other, type, missing);
      expect(res.statusCode, type).toBe(404);
      expect(res.json().message).toBe(says.reportNotFound);
    }
    // Someone else's thread and its message.
    expect((await report(other, 'thread', threadID)).statusCode).toBe(404);
    expect((await report(other, 'message', messageID)).statusCode).toBe(404);
    // The business's people take part in it.
    expect((await report(author, 'thread', threadID)).statusCode).toBe(201);
  });

  it('names the field of bad input (400) and refuses visitors (401)', async () => {
    const cases: [object, string][] = [
      [{ itemType: 'post', itemID: postID, reason: 'ugly', text: 'x' }, 'body.reason'],
      [{ itemType: 'poster', itemID: postID, reason: 'spam', text: 'x' }, 'body.itemType'],
      [{ itemType: 'post', itemID: 'nope', reason: 'spam', text: 'x' }, 'body.itemID'],
      [{ itemType: 'post', itemID: postID, reason: 'spam', text: '  ' }, 'body.text'],
      [
        { itemType: 'post', itemID: postID, reason: 'spam', text: 'x'.repeat(moderationLimits.textMax + 1) },
        'body.text',
      ],
    ];
    for (const [body, path] of cases) {
      const res = await call(other, 'POST', '/api/reports', body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await call(null, 'POST', '/api/reports', cases[0]![0])).statusCode).toBe(401);
  });

  it('refuses a flood of reports from one account (429), counting the last hour', async () => {
    const flooder = await createSignedInUser(t);
    await call(flooder, 'GET', '/api/user/profile');
    const people = await Promise.all(
      Array.from({ length: moderationLimits.reportsPerHour + 1 }, () => createSignedInUser(t)),
    );
    for (const p of people) await call(p, 'GET', '/api/user/profile');
    for (const p of people.slice(0, moderationLimits.reportsPerHour)) {
      expect((await report(flooder, 'profile', p.userID)).statusCode).toBe(201);
    }
    const over = await report(flooder, 'profile', people.at(-1)!.userID);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(says.reportsPerHour);
  });

  it('puts reported items in the queue with their reports and a score', async () => {
    await report(other, 'post', postID, 'spam');
    const { items } = await ok<{
      items: {
        itemType: string;
        itemID: string;
        reportCount: number;
        reporters: number;
        score: number;
        author: { userID: string } | null;
        content: { text: string } | null;
        reports: { reason: string }[];
      }[];
    }>(moderator, 'GET', '/api/admin/queue');
    const post = items.find((i) => i.itemType === 'post' && i.itemID === postID)!;
    expect(post).toMatchObject({
      reportCount: 2,
      reporters: 2,
      score: 2 + 2 * 2,
      author: { userID: author.userID },
    });
    expect(post.content?.text).toBe('Cheap watches, write me');
    expect(post.reports.map((r) => r.reason).sort()).toEqual(['fraud', 'spam']);
    expect(items[0]!.score).toBeGreaterThanOrEqual(items.at(-1)!.score);
  });

  it("weighs an item by its reporters' record: reports acted on lift it, dismissed ones lower it", async () => {
    const writer = await createSignedInUser(t);
    const trusted = await createSignedInUser(t);
    const doubtful = await createSignedInUser(t);
    for (const u of [writer, trusted, doubtful]) await call(u, 'GET', '/api/user/profile');
    const post = async (content: string) =>
      (
        await ok<{ postID: string }>(writer, 'POST', '/api/social/posts/make-post', {
          content,
          timelineType: 'user',
          timelineID: writer.userID,
        })
      ).postID;
    const act = (action: string, itemID: string) =>
      ok<{ entryID: string }>(moderator, 'POST', '/api/admin/actions', {
        action,
        itemType: 'post',
        itemID,
        reason: 'Reviewed',
      });
    // Earlier: the trusted reporter's report was acted on twice, the doubtful one's dismissed.
    const [spam1, spam2, fine] = [
      await post('Replica pumps, DM'),
      await post('Fake bearings'),
      await post('Our new plant'),
    ];
    for (const id of [spam1, spam2]) expect((await report(trusted, 'post', id)).statusCode).toBe(201);
    expect((await report(doubtful, 'post', fine)).statusCode).toBe(201);
    await act('hide', spam1);
    const warned = await act('warn', spam2);
    await act('dismiss', fine);
    // Now each reports a new post once.
    const [byTrusted, byDoubtful] = [await post('Cheap seals'), await post('Open day on Friday')];
    expect((await report(trusted, 'post', byTrusted)).statusCode).toBe(201);
    expect((await report(doubtful, 'post', byDoubtful)).statusCode).toBe(201);
    const queued = async () => (await ok<{ items: QueueItem[] }>(moderator, 'GET', '/api/admin/queue')).items;
    const of = (items: QueueItem[], id: string) => items.find((i) => i.itemID === id)!;
    let items = await queued();
    // The writer was hidden once and warned once before: 3 × 2 in both scores.
    expect(of(items, byTrusted)).toMatchObject({ reporterStanding: 2, score: 1 + 2 + 6 + 2 });
    expect(of(items, byDoubtful)).toMatchObject({ reporterStanding: -1, score: 1 + 2 + 6 - 1 });
    expect(items.indexOf(of(items, byTrusted))).toBeLessThan(items.indexOf(of(items, byDoubtful)));

    // A decision reversed no longer counts for the reporter.
    await ok(moderator, 'POST', `/api/admin/trail/${warned.entryID}/reverse`, { reason: 'Too harsh' });
    items = await queued();
    expect(of(items, byTrusted)).toMatchObject({ reporterStanding: 1, score: 1 + 2 + 3 + 1 });
  });
});
