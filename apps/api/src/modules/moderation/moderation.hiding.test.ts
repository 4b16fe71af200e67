import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appealMessages,
  hiddenNoticeMessages,
  moderationMessages as says,
  moderationNoticeMessages as notices,
  type NotificationsResponse,
  type Post,
  type Statement,
} from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { outboxMails } from '../../../test/outbox.ts';
import { productBody } from '../../../test/read-cache-helpers.ts';
import { runOperatorCommand } from './operator-command.ts';
import { showAfterSuspensions } from './moderation.hiding.ts';

// Hiding businesses and products, what their members still see, statements of reasons and
// appeals (decision 0025): hidden content leaves reads, lists, search, sitemaps and counts and
// answers 410; an appeal granted by another operator restores exactly what the action hid; a
// suspension hides the account's businesses while it lasts.

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let reporter: SignedInUser;
let moderator: SignedInUser;
let second: SignedInUser;

type Method = 'GET' | 'POST';
const call = (user: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload ? { payload } : {}),
  });

async function ok<T>(user: SignedInUser | null, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data as T;
}

async function addProduct(user: SignedInUser, businessID: string, name: string): Promise<string> {
  return (
    await ok<{ productID: string }>(user, 'POST', '/api/product', { businessID, ...productBody({ name }) })
  ).productID;
}

const act = async (body: object, user = moderator) => {
  const res = await call(user, 'POST', '/api/admin/actions', body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { entryID: string }).entryID;
};

const reportIt = (itemType: string, itemID: string) =>
  ok(reporter, 'POST', '/api/reports', { itemType, itemID, reason: 'fraud', text: 'A scam.' });

const status = async (user: SignedInUser | null, url: string) => (await call(user, 'GET', url)).statusCode;

async function searchNames(kind: 'business' | 'product', textQuery: string) {
  const data = await ok<{
    results: { name?: string; businessProfile: { general: { companyName: string } } }[];
  }>(null, 'POST', `/api/search/${kind}`, { textQuery });
  return data.results.map((r) => (kind === 'business' ? r.businessProfile.general.companyName : r.name));
}

const sitemap = async () =>
  (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'wbn.example' } })).body;

const entry = async (id: string) =>
  (await t.db.select().from(tables.moderationTrail).where(eq(tables.moderationTrail.entryId, id)))[0]!;

const latestNotice = async (user: SignedInUser) =>
  (await ok<NotificationsResponse>(user, 'GET', '/api/notifications')).notifications[0]!;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
  stranger = await createSignedInUser(t);
  reporter = await createSignedInUser(t);
  moderator = await createSignedInUser(t);
  second = await createSignedInUser(t);
  for (const u of [owner, stranger, reporter, moderator, second]) await call(u, 'GET', '/api/user/profile');
  await runOperatorCommand(t.db, ['grant', moderator.email, 'moderator']);
  await runOperatorCommand(t.db, ['grant', second.email, 'moderator']);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a hidden business', () => {
  it('leaves every read but its members’, answers 410, and an appeal granted by another operator restores exactly what it hid', async () => {
    const { businessID } = await createBusiness(t, owner, { companyName: 'Quillfeather Valves' });
    const valve = await addProduct(owner, businessID, 'Quillfeather gate valve');
    const pump = await addProduct(owner, businessID, 'Quillfeather sump pump');
    // The pump is hidden first, on its own: restoring the business must leave it hidden.
    const pumpHide = await act({ action: 'hide', itemType: 'product', itemID: pump, reason: 'Fake rating' });
    expect(await status(null, `/api/product/${pump}`)).toBe(410);
    expect(await searchNames('business', 'Quillfeather')).toEqual(['Quillfeather Valves']);
    expect(await searchNames('product', 'Quillfeather')).toEqual(['Quillfeather gate valve']);
    // Read once, so the cached answers must go too.
    expect(await status(null, `/api/business/profile/${businessID}`)).toBe(200);
    expect(await status(null, `/api/product/${valve}`)).toBe(200);

    await reportIt('business', businessID);
    const hid = await act({
      action: 'hide',
      itemType: 'business',
      itemID: businessID,
      reason: 'Sells counterfeit valves (rule 4)',
    });
    // The trail says what the hide hid: the business and the product that was still shown.
    expect(await entry(hid)).toMatchObject({
      action: 'hide',
      before: { hiddenAt: null },
      after: { hidden: { businesses: [businessID], products: [valve] } },
    });

    // Gone for visitors and other users: the reads, the page, search, sitemaps, lists and counts.
    for (const user of [null, stranger]) {
      const gone = await call(user, 'GET', `/api/business/profile/${businessID}`);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({ name: 'Gone', message: says.hidden });
      expect(await status(user, `/api/product/${valve}`)).toBe(410);
    }
    const page = await t.app.inject({ method: 'GET', url: `/business/${businessID}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toContain('Quillfeather');
    expect((await t.app.inject({ method: 'GET', url: `/business-product/${valve}` })).statusCode).toBe(410);
    expect(await searchNames('business', 'Quillfeather')).toEqual([]);
    expect(await searchNames('product', 'Quillfeather')).toEqual([]);
    const counted = await ok<{ total_results: number }>(null, 'POST', '/api/search/product', {
      textQuery: 'Quillfeather',
    });
    expect(counted.total_results).toBe(0);
    expect(await sitemap()).not.toContain(businessID);
    expect(await sitemap()).not.toContain(valve);
    expect(
      await ok<unknown[]>(null, 'GET', `/api/business/profile/list-business?userID=${owner.userID}`),
    ).toEqual([]);
    const feed = await ok<{ suggestions: { businessID: string }[] }>(stranger, 'GET', '/api/newsfeed/load');
    expect(feed.suggestions.map((s) => s.businessID)).not.toContain(businessID);
    expect(
      (await call(stranger, 'POST', '/api/social/follow/business', { resourceID: businessID })).statusCode,
    ).toBe(404);
    // Its counts still answer, for its members' greyed page: nothing can be added to them.
    expect(await status(owner, `/api/social/follow/${businessID}/summary`)).toBe(200);
    expect(await status(owner, `/api/social/reaction/summary/${businessID}`)).toBe(200);
    expect(
      (await call(stranger, 'POST', '/api/social/reaction/react/business', { resourceID: businessID }))
        .statusCode,
    ).toBe(404);

    // Its owner sees it, greyed with the reason and the statement to appeal from.
    const own = await ok<{ data: { hidden?: { entryID: string; reason: string } } }>(
      owner,
      'GET',
      `/api/business/profile/${businessID}`,
    );
    expect(own.data.hidden).toMatchObject({
      entryID: hid,
      reason: 'Sells counterfeit valves (rule 4)',
      notice: hiddenNoticeMessages.notice,
    });
    const ownProduct = await ok<{ hidden?: { entryID: string } }>(owner, 'GET', `/api/product/${valve}`);
    expect(ownProduct.hidden).toMatchObject({ entryID: hid });
    const catalogue = await ok<{ data: { productID: string; hidden?: { entryID: string } }[] }>(
      owner,
      'GET',
      `/api/product/by-business?bid=${businessID}`,
    );
    expect(catalogue.data.map((p) => [p.productID, p.hidden?.entryID])).toEqual([
      [valve, hid],
      [pump, pumpHide],
    ]);

    // The statement of reasons: its notification leads to its page, readable by the owner only.
    expect((await latestNotice(owner)).link).toBe(`/moderation/statement/${hid}`);
    const mail = (await outboxMails(t.config.dataDir, `moderation-hide-${owner.userID}`)).at(-1)!;
    expect(mail.body).toContain(`${t.config.publicUrl}/moderation/statement/${hid}`);
    const statement = await ok<Statement>(owner, 'GET', `/api/moderation/statements/${hid}`);
    expect(statement).toMatchObject({
      action: 'hide',
      itemType: 'business',
      about: 'Quillfeather Valves',
      reason: 'Sells counterfeit valves (rule 4)',
      rules: ['fraud'],
      reversed: false,
      appeal: null,
    });
    expect(await status(stranger, `/api/moderation/statements/${hid}`)).toBe(404);
    expect(
      (await call(stranger, 'POST', `/api/moderation/statements/${hid}/appeal`, { text: 'Mine!' }))
        .statusCode,
    ).toBe(404);

    // The owner appeals once; the console lists it; the operator who hid it cannot decide it.
    const appealed = await call(owner, 'POST', `/api/moderation/statements/${hid}/appeal`, {
      text: 'Our valves are genuine: the invoices are attached to our page.',
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    expect(appealed.json().data.appeal).toMatchObject({ status: 'open' });
    const twice = await call(owner, 'POST', `/api/moderation/statements/${hid}/appeal`, { text: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(appealMessages.appealTwice);
    const { appeals } = await ok<{
      appeals: { appealID: string; entryID: string; text: string; reason: string; action: string }[];
    }>(second, 'GET', '/api/admin/appeals');
    const appeal = appeals.find((a) => a.entryID === hid)!;
    expect(appeal).toMatchObject({
      action: 'hide',
      reason: 'Sells counterfeit valves (rule 4)',
      text: 'Our valves are genuine: the invoices are attached to our page.',
    });
    expect((await call(owner, 'GET', '/api/admin/appeals')).statusCode).toBe(403);
    const own403 = await call(moderator, 'POST', `/api/admin/appeals/${appeal.appealID}/decision`, {
      decision: 'grant',
      reason: 'Fine',
    });
    expect(own403.statusCode).toBe(403);
    expect(own403.json().message).toBe(appealMessages.appealOwnAction);

    // Another operator grants it: the business and the valve are back everywhere; the pump,
    // hidden by another entry, stays hidden.
    const granted = await call(second, 'POST', `/api/admin/appeals/${appeal.appealID}/decision`, {
      decision: 'grant',
      reason: 'The invoices check out',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(await status(null, `/api/business/profile/${businessID}`)).toBe(200);
    expect(await status(null, `/api/product/${valve}`)).toBe(200);
    expect(await status(null, `/api/product/${pump}`)).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/business/${businessID}` })).statusCode).toBe(200);
    expect(await searchNames('business', 'Quillfeather')).toEqual(['Quillfeather Valves']);
    expect(await searchNames('product', 'Quillfeather')).toEqual(['Quillfeather gate valve']);
    expect(await sitemap()).toContain(businessID);
    expect(
      (
        await ok<{ businessID: string }[]>(
          null,
          'GET',
          `/api/business/profile/list-business?userID=${owner.userID}`,
        )
      ).map((b) => b.businessID),
    ).toEqual([businessID]);

    // The decision is in the trail (with the reversal it made) and the owner is told.
    const decision = await entry(granted.json().data.entryID);
    expect(decision).toMatchObject({
      action: 'grant-appeal',
      operatorUserId: second.userID,
      subjectAccountId: owner.userID,
      reason: 'The invoices check out',
      before: { appeal: 'open', entryID: hid },
      after: { appeal: 'granted' },
    });
    expect(await entry(decision.after!['reversal'] as string)).toMatchObject({
      action: 'reverse',
      reverses: hid,
    });
    expect((await latestNotice(owner)).subject).toBe(`${notices.appealGranted}: The invoices check out`);
    const told = (await outboxMails(t.config.dataDir, `moderation-appealGranted-${owner.userID}`)).at(-1)!;
    expect(told.subject).toBe('Your appeal was granted');
    expect(told.body).toContain('The decision has been reversed.');
    expect((await ok<Statement>(owner, 'GET', `/api/moderation/statements/${hid}`)).reversed).toBe(true);
    const again = await call(second, 'POST', `/api/admin/appeals/${appeal.appealID}/decision`, {
      decision: 'reject',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps a product hidden when the appeal is rejected, and tells its owner', async () => {
    const { businessID } = await createBusiness(t, owner, { companyName: 'Brightwater Fittings' });
    const fitting = await addProduct(owner, businessID, 'Brightwater elbow');
    const hid = await act({ action: 'hide', itemType: 'product', itemID: fitting, reason: 'Stolen photos' });
    await ok(owner, 'POST', `/api/moderation/statements/${hid}/appeal`, { text: 'We took them.' });
    const { appeals } = await ok<{ appeals: { appealID: string; entryID: string }[] }>(
      second,
      'GET',
      '/api/admin/appeals',
    );
    const appeal = appeals.find((a) => a.entryID === hid)!;
    const rejected = await call(second, 'POST', `/api/admin/appeals/${appeal.appealID}/decision`, {
      decision: 'reject',
      reason: 'The photos are a supplier’s',
    });
    expect(rejected.statusCode, rejected.body).toBe(201);
    expect(await entry(rejected.json().data.entryID)).toMatchObject({ action: 'reject-appeal' });
    expect(await status(null, `/api/product/${fitting}`)).toBe(410);
    expect((await latestNotice(owner)).subject).toBe(
      `${notices.appealRejected}: The photos are a supplier’s`,
    );
    expect(await ok<Statement>(owner, 'GET', `/api/moderation/statements/${hid}`)).toMatchObject({
      reversed: false,
      appeal: { status: 'rejected' },
    });
  });
});

describe('a hidden post', () => {
  it('is appealed from its statement and restored when another operator grants it', async () => {
    const { postID } = await ok<{ postID: string }>(owner, 'POST', '/api/social/posts/make-post', {
      content: 'Clearance sale on gate valves',
      timelineType: 'user',
      timelineID: owner.userID,
    });
    await reportIt('post', postID);
    const hid = await act({ action: 'hide', itemType: 'post', itemID: postID, reason: 'Spam (rule 2)' });
    expect(await status(null, `/api/social/posts/${postID}`)).toBe(410);
    const timeline = async () =>
      (await ok<{ posts: Post[] }>(null, 'GET', `/api/timeline/load/${owner.userID}`)).posts.map(
        (p) => p.postID,
      );
    expect(await timeline()).not.toContain(postID);
    await ok(owner, 'POST', `/api/moderation/statements/${hid}/appeal`, { text: 'A real sale.' });
    const { appeals } = await ok<{ appeals: { appealID: string; entryID: string }[] }>(
      second,
      'GET',
      '/api/admin/appeals',
    );
    await ok(
      second,
      'POST',
      `/api/admin/appeals/${appeals.find((a) => a.entryID === hid)!.appealID}/decision`,
      {
        decision: 'grant',
        reason: 'A genuine offer',
      },
    );
    expect(await status(null, `/api/social/posts/${postID}`)).toBe(200);
    expect(await timeline()).toContain(postID);
  });

  it('names the field of a bad appeal or decision (400)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const blank = await call(owner, 'POST', `/api/moderation/statements/${missing}/appeal`, { text: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].path).toBe('body.text');
    const bad = await call(second, 'POST', `/api/admin/appeals/${missing}/decision`, {
      decision: 'maybe',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.decision');
    const none = await call(second, 'POST', `/api/admin/appeals/${missing}/decision`, {
      decision: 'grant',
      reason: 'x',
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('a suspension', () => {
  it("hides the account's businesses while it lasts, and lifting it shows exactly those again", async () => {
    const seller = await createSignedInUser(t);
    await call(seller, 'GET', '/api/user/profile');
    const shown = (await createBusiness(t, seller, { companyName: 'Tidewater Pumps' })).businessID;
    const hidden = (await createBusiness(t, seller, { companyName: 'Tidewater Seals' })).businessID;
    const impeller = await addProduct(seller, shown, 'Tidewater impeller');
    await act({ action: 'hide', itemType: 'business', itemID: hidden, reason: 'Fake address' });

    const suspension = await act({
      action: 'suspend',
      itemType: 'business',
      itemID: shown,
      reason: 'Repeated fraud (rule 3)',
      days: 7,
    });
    expect((await entry(suspension)).after).toMatchObject({
      hidden: { businesses: [shown], products: [impeller] },
    });
    expect(await status(null, `/api/business/profile/${shown}`)).toBe(410);
    expect(await status(null, `/api/product/${impeller}`)).toBe(410);
    expect(await searchNames('business', 'Tidewater')).toEqual([]);

    const lifted = await call(moderator, 'POST', `/api/admin/trail/${suspension}/reverse`, {
      reason: 'Documents received',
    });
    expect(lifted.statusCode, lifted.body).toBe(201);
    expect(await status(null, `/api/business/profile/${shown}`)).toBe(200);
    expect(await status(null, `/api/product/${impeller}`)).toBe(200);
    expect(await status(null, `/api/business/profile/${hidden}`)).toBe(410);
    expect(await searchNames('business', 'Tidewater')).toEqual(['Tidewater Pumps']);
  });

  it('shows the businesses again when its time is over', async () => {
    const seller = await createSignedInUser(t);
    await call(seller, 'GET', '/api/user/profile');
    const { businessID } = await createBusiness(t, seller, { companyName: 'Larkspur Bearings' });
    const suspension = await act({
      action: 'suspend',
      itemType: 'business',
      itemID: businessID,
      reason: 'Spam (rule 2)',
      days: 1,
    });
    expect(await status(null, `/api/business/profile/${businessID}`)).toBe(410);
    // A day later (the clock the sweep is given), the sweep shows what it hid.
    expect(await showAfterSuspensions(t.db, new Date(Date.now() - 60_000))).not.toContain(suspension);
    expect(await showAfterSuspensions(t.db, new Date(Date.now() + 86_400_000 + 60_000))).toContain(
      suspension,
    );
    expect(await status(null, `/api/business/profile/${businessID}`)).toBe(200);
  });
});
