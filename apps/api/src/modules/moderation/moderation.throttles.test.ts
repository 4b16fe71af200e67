import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moderationMessages as says,
  moderationNoticeMessages,
  throttleMessages,
  type NotificationsResponse,
  type QueueItem,
  type HeldItem,
} from '@wbn/contracts';
import { and, eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { outboxMails } from '../../../test/outbox.ts';
import { runOperatorCommand } from './operator-command.ts';

// The spam throttles (decision 0033): new accounts' hourly limits, an inquiry sent with the same
// text to many businesses held for review, an item reported by several people hidden until
// reviewed, and the public notice form. The thresholds are this app's settings.

let t: TestApp;
let moderator: SignedInUser;
let owner: SignedInUser;
const businesses: string[] = [];
let productID: string;

type Method = 'GET' | 'POST';
const call = (user: SignedInUser | null, method: Method, url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(user.token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

async function ok<T>(user: SignedInUser, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data as T;
}

/** A member whose account is `days` old (0: new). */
async function member(days = 0): Promise<SignedInUser> {
  const user = await createSignedInUser(t);
  await call(user, 'GET', '/api/user/profile');
  if (days > 0) {
    await t.db
      .update(tables.authAccounts)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where(eq(tables.authAccounts.id, user.userID));
  }
  return user;
}

const post = (user: SignedInUser, content = 'Hello') =>
  call(user, 'POST', '/api/social/posts/make-post', {
    content,
    timelineType: 'user',
    timelineID: user.userID,
  });
const inquiry = (user: SignedInUser, to: string, message: string) =>
  call(user, 'POST', '/api/business/request', { to, subject: 'Offer', message });
const notice = (payload: object, headers = {}) => call(null, 'POST', '/api/notices', payload, headers);
const queue = async () => ok<{ items: QueueItem[]; holds: HeldItem[] }>(moderator, 'GET', '/api/admin/queue');
const notices = async (user: SignedInUser) =>
  (await ok<NotificationsResponse>(user, 'GET', '/api/notifications')).notifications
    .filter((n) => n.kind === 'moderation')
    .map((n) => n.subject);

beforeAll(async () => {
  t = await createTestApp({
    THROTTLE_NEW_ACCOUNT_DAYS: '3',
    THROTTLE_POSTS_PER_HOUR: '2',
    THROTTLE_COMMENTS_PER_HOUR: '2',
    THROTTLE_INQUIRIES_PER_HOUR: '2',
    THROTTLE_FOLLOWS_PER_HOUR: '2',
    HOLD_SAME_TEXT_BUSINESSES: '3',
    AUTO_HIDE_REPORTERS: '3',
    NOTICES_PER_HOUR: '8',
  });
  moderator = await member(30);
  owner = await member(30);
  expect((await runOperatorCommand(t.db, ['grant', moderator.email, 'moderator'])).code).toBe(0);
  for (const name of ['Valves Alpha', 'Valves Beta', 'Valves Gamma', 'Valves Delta']) {
    businesses.push((await createBusiness(t, owner, { companyName: name })).businessID);
  }
  const [product] = await t.db
    .insert(tables.products)
    .values({ businessId: businesses[0]!, name: 'Gate valve', industryId: 'i0001', categoryId: 'c0001-01' })
    .returning({ id: tables.products.productId });
  productID = product!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('new accounts’ hourly limits', () => {
  it('refuses a new account’s third post of the hour with 429 naming the limit; an older account is not held to it', async () => {
    const fresh = await member();
    expect((await post(fresh)).statusCode).toBe(200);
    expect((await post(fresh)).statusCode).toBe(200);
    const third = await post(fresh);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(throttleMessages.posts(3, 2));

    const settled = await member(4);
    for (let i = 0; i < 3; i++) expect((await post(settled)).statusCode).toBe(200);
  });

  it('holds comments, follows and inquiries to their own limits', async () => {
    const fresh = await member();
    const settled = await member(10);
    const postID = (await post(settled)).json().data.postID as string;
    const comment = () =>
      call(fresh, 'POST', '/api/social/comments/make-comment', {
        resourceID: postID,
        resourceType: 'post',
        content: 'Nice',
      });
    expect((await comment()).statusCode).toBe(200);
    expect((await comment()).statusCode).toBe(200);
    const refused = await comment();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(throttleMessages.comments(3, 2));

    const follow = (id: string) => call(fresh, 'POST', '/api/social/follow/business', { resourceID: id });
    expect((await follow(businesses[0]!)).statusCode).toBeLessThan(300);
    expect((await follow(businesses[1]!)).statusCode).toBeLessThan(300);
    const third = await follow(businesses[2]!);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(throttleMessages.follows(3, 2));

    expect((await inquiry(fresh, businesses[0]!, 'First question')).statusCode).toBe(200);
    expect((await inquiry(fresh, businesses[1]!, 'Second question')).statusCode).toBe(200);
    const more = await inquiry(fresh, businesses[2]!, 'Third question');
    expect(more.statusCode).toBe(429);
    expect(more.json().message).toBe(throttleMessages.inquiries(3, 2));
  });
});

describe('the same text sent to many businesses', () => {
  const threadsTo = async (businessID: string, senderID: string) =>
    t.db
      .select({ id: tables.inquiryRequests.requestId })
      .from(tables.inquiryRequests)
      .where(
        and(
          eq(tables.inquiryRequests.toBusinessId, businessID),
          eq(tables.inquiryRequests.fromUserId, senderID),
        ),
      );

  it('holds the one that reaches the threshold for review, undelivered, and the operator releases or drops it', async () => {
    const sender = await member(10);
    const text = 'Best PRICES on valves, write to me at once!';
    expect((await inquiry(sender, businesses[0]!, text)).statusCode).toBe(200);
    // Spacing and capitals do not make another text.
    expect(
      (await inquiry(sender, businesses[1]!, `  best prices on   valves, write to me at once! `)).statusCode,
    ).toBe(200);
    const held = await inquiry(sender, businesses[2]!, text);
    expect(held.statusCode).toBe(202);
    expect(held.json().data).toMatchObject({ held: true, bid: sender.userID });
    const holdID = held.json().data.requestID as string;
    const later = await inquiry(sender, businesses[3]!, text);
    expect(later.statusCode).toBe(202);
    // Not delivered: no thread, nothing for the receiving business.
    expect(await threadsTo(businesses[2]!, sender.userID)).toEqual([]);

    const { holds } = await queue();
    const mine = holds.filter((h) => h.sender.userID === sender.userID);
    expect(mine.map((h) => [h.to.name, h.sameTextBusinesses])).toEqual([
      ['Valves Gamma', 3],
      ['Valves Delta', 4],
    ]);
    expect(mine[0]).toMatchObject({ holdID, subject: 'Offer', text });

    // Only operators decide.
    expect(
      (await call(sender, 'POST', `/api/admin/holds/${holdID}`, { action: 'release', reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const released = await call(moderator, 'POST', `/api/admin/holds/${holdID}`, {
      action: 'release',
      reason: 'A genuine distributor',
    });
    expect(released.statusCode, released.body).toBe(201);
    const [thread] = await threadsTo(businesses[2]!, sender.userID);
    expect(thread).toBeDefined();
    // The receiving business is told as of any new inquiry.
    expect(
      (await ok<NotificationsResponse>(owner, 'GET', '/api/notifications')).notifications.some(
        (n) => n.link === `/business/${businesses[2]}/requests/${thread!.id}`,
      ),
    ).toBe(true);
    const again = await call(moderator, 'POST', `/api/admin/holds/${holdID}`, {
      action: 'release',
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(says.holdNotFound);

    const dropID = mine[1]!.holdID;
    const dropped = await call(moderator, 'POST', `/api/admin/holds/${dropID}`, {
      action: 'dismiss',
      reason: 'Bulk advertising (rule 2)',
    });
    expect(dropped.statusCode).toBe(201);
    expect(await threadsTo(businesses[3]!, sender.userID)).toEqual([]);
    expect(await notices(sender)).toEqual([`${moderationNoticeMessages.hide}: Bulk advertising (rule 2)`]);
    expect((await queue()).holds.filter((h) => h.sender.userID === sender.userID)).toEqual([]);

    const trail = await t.db
      .select({ action: tables.moderationTrail.action, after: tables.moderationTrail.after })
      .from(tables.moderationTrail)
      .where(eq(tables.moderationTrail.subjectAccountId, sender.userID))
      .orderBy(tables.moderationTrail.createdAt);
    expect(trail).toEqual([
      { action: 'release', after: { status: 'released', requestID: thread!.id } },
      { action: 'dismiss', after: { status: 'dismissed', requestID: null } },
    ]);
  });

  it('names a bad decision’s field', async () => {
    const res = await call(moderator, 'POST', `/api/admin/holds/${businesses[0]}`, {
      action: 'deliver',
      reason: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.action']);
  });
});

describe('an item reported by several people', () => {
  it('is hidden at the third reporter until reviewed; the operator’s dismissal shows it again', async () => {
    const author = await member(10);
    const postID = (await post(author, 'Replica valves, cash only')).json().data.postID as string;
    const reporters = [await member(10), await member(10), await member(10)];
    const report = (user: SignedInUser) =>
      call(user, 'POST', '/api/reports', {
        itemType: 'post',
        itemID: postID,
        reason: 'prohibited',
        text: 'Counterfeit goods.',
      });
    expect((await report(reporters[0]!)).statusCode).toBe(201);
    expect((await report(reporters[1]!)).statusCode).toBe(201);
    expect((await call(null, 'GET', `/api/social/posts/${postID}`)).statusCode).toBe(200);
    expect((await report(reporters[2]!)).statusCode).toBe(201);
    expect((await call(null, 'GET', `/api/social/posts/${postID}`)).statusCode).toBe(410);

    const item = (await queue()).items.find((i) => i.itemID === postID);
    expect(item).toMatchObject({ hidden: true, autoHidden: true, reporters: 3 });
    expect(await notices(author)).toEqual([moderationNoticeMessages.autoHide]);
    const [mail] = await outboxMails(t.config.dataDir, `moderation-auto-hide-${author.userID}`);
    expect(mail?.body).toContain('3 members reported it');

    const dismissed = await call(moderator, 'POST', '/api/admin/actions', {
      action: 'dismiss',
      itemType: 'post',
      itemID: postID,
      reason: 'Genuine valves, invoice checked',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(201);
    expect((await call(null, 'GET', `/api/social/posts/${postID}`)).statusCode).toBe(200);
    const trail = await t.db
      .select({
        action: tables.moderationTrail.action,
        operator: tables.moderationTrail.operatorUserId,
      })
      .from(tables.moderationTrail)
      .where(eq(tables.moderationTrail.itemId, postID))
      .orderBy(tables.moderationTrail.createdAt);
    expect(trail).toEqual([
      { action: 'hide', operator: null },
      { action: 'dismiss', operator: moderator.userID },
      { action: 'reverse', operator: moderator.userID },
    ]);
  });

  it('is kept hidden by the operator’s hide, which confirms the automatic one', async () => {
    const author = await member(10);
    const postID = (await post(author, 'Cheap fakes')).json().data.postID as string;
    for (let i = 0; i < 3; i++) {
      await ok(await member(10), 'POST', '/api/reports', {
        itemType: 'post',
        itemID: postID,
        reason: 'spam',
        text: 'Spam.',
      });
    }
    const hidden = await call(moderator, 'POST', '/api/admin/actions', {
      action: 'hide',
      itemType: 'post',
      itemID: postID,
      reason: 'Counterfeits (rule 4)',
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    expect((await call(null, 'GET', `/api/social/posts/${postID}`)).statusCode).toBe(410);
    expect((await queue()).items.find((i) => i.itemID === postID)).toBeUndefined();
  });
});

describe('the public notice form', () => {
  const valid = (over: object = {}) => ({
    url: `https://spain.wbn.example/es/business-product/Gate-valve-${productID}`,
    reason: 'intellectual-property',
    explanation: 'This valve copies our registered design.',
    name: 'Marta Gil',
    email: 'Marta.Gil@example.com',
    goodFaith: true,
    language: 'es',
    ...over,
  });

  it('takes a notice without a session, queues it with the notifier’s e-mail and acknowledges it in the form’s language', async () => {
    const res = await notice(valid());
    expect(res.statusCode, res.body).toBe(201);
    const { noticeID } = res.json().data as { noticeID: string };
    expect(res.json().data).toMatchObject({ itemType: 'product', itemID: productID });

    const item = (await queue()).items.find((i) => i.itemID === productID);
    expect(item?.reports).toEqual([
      expect.objectContaining({
        reporter: null,
        notifier: { name: 'Marta Gil', email: 'marta.gil@example.com' },
        reason: 'intellectual-property',
      }),
    ]);
    const [ack] = await outboxMails(t.config.dataDir, `moderation-notice-${noticeID}`);
    expect(ack).toMatchObject({ to: 'marta.gil@example.com', language: 'es' });
    expect(ack!.subject).toBe('Hemos recibido su notificación');

    // The operator's decision reaches the notifier by e-mail, in their language.
    const done = await call(moderator, 'POST', '/api/admin/actions', {
      action: 'dismiss',
      itemType: 'product',
      itemID: productID,
      reason: 'Design not registered',
    });
    expect(done.statusCode).toBe(201);
    const [outcome] = await outboxMails(t.config.dataDir, `moderation-outcome-${noticeID}`);
    expect(outcome).toMatchObject({ to: 'marta.gil@example.com', language: 'es' });
    expect(outcome!.body).toContain('no incumple ninguna de nuestras normas');
  });

  it('finds a business, a profile and a timeline’s post by their addresses', async () => {
    const author = await member(10);
    const postID = (await post(author, 'Fake certificates for sale')).json().data.postID as string;
    for (const [url, itemType] of [
      [`/business/${businesses[1]}`, 'business'],
      [`/profile/${author.userID}`, 'profile'],
      [`http://localhost:3000/timeline/${author.userID}?post=${postID}`, 'post'],
    ] as const) {
      const res = await notice(valid({ url, language: undefined }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.itemType).toBe(itemType);
    }
  });

  it('answers 400 naming the field for an address that is no page of items, and 404 for an item that is not there', async () => {
    const unknown = await notice(valid({ url: 'https://example.com/about-us' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'body.url', message: says.noticeUrl }]);
    const missing = await notice(valid({ url: '/business/00000000-0000-4000-8000-000000000000' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(says.noticeNotFound);
    const unconfirmed = await notice(valid({ goodFaith: false, email: 'nope' }));
    expect(unconfirmed.statusCode).toBe(400);
    expect(
      unconfirmed
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.email', 'body.goodFaith']);
  });

  it('refuses more notices from one address than the hourly limit, with 429 naming it', async () => {
    let last = await notice(valid());
    for (let i = 0; i < 10 && last.statusCode !== 429; i++) last = await notice(valid());
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(throttleMessages.notices(8));
  });
});
