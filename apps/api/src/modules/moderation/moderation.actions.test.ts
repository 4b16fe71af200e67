import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moderationMessages as says,
  reportOutcomeMessages as outcomes,
  type NotificationsResponse,
  type Post,
} from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { outboxMails } from '../../../test/outbox.ts';
import { runOperatorCommand } from './operator-command.ts';

// Operators' actions (decision 0025): hide, warn, suspend, dismiss, each in the trail with its
// before and after and a statement of reasons to the author; hidden posts and comments leave
// timelines, comment lists and counts and answer 410; a suspension ends the sessions at once;
// reversal restores exactly what was changed; no route changes an entry of the trail.

let t: TestApp;
let author: SignedInUser;
let reporter: SignedInUser;
let moderator: SignedInUser;
let businessID: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (user: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload ? { payload } : {}),
  });

async function ok<T>(user: SignedInUser | null, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data as T;
}

async function makePost(user: SignedInUser, content: string): Promise<string> {
  return (
    await ok<{ postID: string }>(user, 'POST', '/api/social/posts/make-post', {
      content,
      timelineType: 'user',
      timelineID: user.userID,
    })
  ).postID;
}

const reportIt = (itemType: string, itemID: string) =>
  ok(reporter, 'POST', '/api/reports', { itemType, itemID, reason: 'spam', text: 'Spam.' });

const act = (body: object, user = moderator) => call(user, 'POST', '/api/admin/actions', body);

const timeline = async (userID: string) =>
  (await ok<{ posts: Post[] }>(null, 'GET', `/api/timeline/load/${userID}`)).posts;

const trailRows = () => t.db.select().from(tables.moderationTrail).orderBy(tables.moderationTrail.createdAt);

beforeAll(async () => {
  t = await createTestApp();
  author = await createSignedInUser(t);
  reporter = await createSignedInUser(t);
  moderator = await createSignedInUser(t);
  for (const u of [author, reporter, moderator]) await call(u, 'GET', '/api/user/profile');
  businessID = (await createBusiness(t, author, { companyName: 'Noisy Co' })).businessID;
  await runOperatorCommand(t.db, ['grant', moderator.email, 'moderator']);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('hide and reverse', () => {
  it('takes a post out of the timeline, answers 410 at its address, and restores it when reversed', async () => {
    const postID = await makePost(author, 'Replica bags, cheap');
    const kept = await makePost(author, 'Our new plant opened');
    await reportIt('post', postID);
    const before = await trailRows();
    const res = await act({
      action: 'hide',
      itemType: 'post',
      itemID: postID,
      reason: 'Counterfeit goods (rule 4)',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { entryID } = res.json().data as { entryID: string };

    expect((await timeline(author.userID)).map((p) => p.postID)).toEqual([kept]);
    const gone = await call(null, 'GET', `/api/social/posts/${postID}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ name: 'Gone', message: says.hidden });
    // Its comments are gone with it; liking or commenting it finds nothing.
    expect((await call(null, 'GET', `/api/social/comments/${postID}?skip=0&size=5`)).statusCode).toBe(404);

    // The trail gained one entry with before and after; the older entries are untouched.
    const after = await trailRows();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)).toMatchObject({
      entryId: entryID,
      operatorUserId: moderator.userID,
      action: 'hide',
      itemType: 'post',
      itemId: postID,
      subjectAccountId: author.userID,
      reason: 'Counterfeit goods (rule 4)',
      before: { hiddenAt: null },
    });
    // The report is closed by it, and the queue no longer holds the post.
    const [report] = await t.db
      .select()
      .from(tables.moderationReports)
      .where(eq(tables.moderationReports.itemId, postID));
    expect(report).toMatchObject({ status: 'closed', closedBy: entryID });
    const queue = await ok<{ items: { itemID: string }[] }>(moderator, 'GET', '/api/admin/queue');
    expect(queue.items.map((i) => i.itemID)).not.toContain(postID);

    // The author got the statement of reasons: a notification and a mail in the outbox.
    const notes = await ok<NotificationsResponse>(author, 'GET', '/api/notifications');
    expect(notes.notifications[0]).toMatchObject({ kind: 'moderation' });
    expect(notes.notifications[0]!.subject).toContain('Counterfeit goods (rule 4)');
    const dir = join(t.config.dataDir, 'mail');
    const files = (await readdir(dir)).filter((f) => f.includes(`moderation-hide-${author.userID}`));
    expect(files.length).toBe(1);
    const mail = await readFile(join(dir, files[0]!), 'utf8');
    expect(mail).toContain(`To: ${author.email}`);
    expect(mail).toContain('Why: Counterfeit goods (rule 4)');

    // Hiding twice is a conflict; reversing restores the post, once.
    expect(
      (await act({ action: 'hide', itemType: 'post', itemID: postID, reason: 'again' })).statusCode,
    ).toBe(409);
    const reversed = await call(moderator, 'POST', `/api/admin/trail/${entryID}/reverse`, {
      reason: 'Genuine, on appeal',
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect((await call(null, 'GET', `/api/social/posts/${postID}`)).statusCode).toBe(200);
    expect((await timeline(author.userID)).map((p) => p.postID).sort()).toEqual([kept, postID].sort());
    const again = await call(moderator, 'POST', `/api/admin/trail/${entryID}/reverse`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect((await trailRows()).at(-1)).toMatchObject({ action: 'reverse', reverses: entryID });
  });

  it('takes a hidden comment out of its list and out of the post’s count', async () => {
    const postID = await makePost(author, 'Visit us at the fair');
    const { commentID } = await ok<{ commentID: string }>(
      reporter,
      'POST',
      '/api/social/comments/make-comment',
      {
        resourceID: postID,
        resourceType: 'post',
        content: 'You are all crooks',
      },
    );
    await reportIt('comment', commentID);
    const res = await act({ action: 'hide', itemType: 'comment', itemID: commentID, reason: 'Harassment' });
    expect(res.statusCode, res.body).toBe(201);
    const list = await ok<{ data: { comments: unknown[]; total: number } }>(
      null,
      'GET',
      `/api/social/comments/${postID}?skip=0&size=5`,
    );
    expect(list.data).toEqual({ comments: [], total: 0 });
    const post = await ok<Post>(null, 'GET', `/api/social/posts/${postID}`);
    expect(post.commentCount).toBe(0);
  });
});

describe('suspension', () => {
  it('ends the author’s sessions at once and is lifted exactly by its reversal', async () => {
    const victim = await createSignedInUser(t);
    await call(victim, 'GET', '/api/user/profile');
    const postID = await makePost(victim, 'Send me your bank details');
    await reportIt('post', postID);
    const res = await act({ action: 'suspend', itemType: 'post', itemID: postID, reason: 'Fraud', days: 7 });
    expect(res.statusCode, res.body).toBe(201);
    const { entryID } = res.json().data as { entryID: string };
    const refused = await call(victim, 'GET', '/api/user/profile');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().name).toBe('SessionError');
    const [suspension] = await t.db
      .select()
      .from(tables.accountSuspensions)
      .where(eq(tables.accountSuspensions.accountId, victim.userID));
    expect(suspension!.entryId).toBe(entryID);
    expect(suspension!.until!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await trailRows()).at(-1)).toMatchObject({ action: 'suspend', before: { suspendedUntil: null } });

    await ok(moderator, 'POST', `/api/admin/trail/${entryID}/reverse`, { reason: 'Mistaken identity' });
    expect(
      await t.db
        .select()
        .from(tables.accountSuspensions)
        .where(eq(tables.accountSuspensions.accountId, victim.userID)),
    ).toEqual([]);
  });

  it('suspends for good without days, and never an operator', async () => {
    const other = await createSignedInUser(t);
    await call(other, 'GET', '/api/user/profile');
    expect(
      (await act({ action: 'suspend', itemType: 'profile', itemID: other.userID, reason: 'Spam ring' }))
        .statusCode,
    ).toBe(201);
    const [row] = await t.db
      .select()
      .from(tables.accountSuspensions)
      .where(eq(tables.accountSuspensions.accountId, other.userID));
    expect(row!.until).toBeNull();
    const res = await act({ action: 'suspend', itemType: 'profile', itemID: moderator.userID, reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(says.cannotSuspendOperator);
  });
});

describe('warn and dismiss', () => {
  it('warns the author, and dismisses reports (reopened by a reversal)', async () => {
    await reportIt('business', businessID);
    expect(
      (await act({ action: 'warn', itemType: 'business', itemID: businessID, reason: 'Misleading name' }))
        .statusCode,
    ).toBe(201);
    await reportIt('business', businessID);
    const dismissed = await act({
      action: 'dismiss',
      itemType: 'business',
      itemID: businessID,
      reason: 'Not a breach',
    });
    expect(dismissed.statusCode).toBe(201);
    expect(
      (await act({ action: 'dismiss', itemType: 'business', itemID: businessID, reason: 'again' }))
        .statusCode,
    ).toBe(404);
    const { entryID } = dismissed.json().data as { entryID: string };
    await ok(moderator, 'POST', `/api/admin/trail/${entryID}/reverse`, { reason: 'Looked again' });
    const queue = await ok<{ items: { itemID: string; authorPriorActions: number }[] }>(
      moderator,
      'GET',
      '/api/admin/queue',
    );
    const item = queue.items.find((i) => i.itemID === businessID);
    expect(item?.authorPriorActions).toBeGreaterThanOrEqual(1);
  });
});

describe('the outcome to reporters', () => {
  /** A new member with a profile, in a language. */
  async function member(firstName: string, preferredLanguageCode: string | null = null) {
    const user = await createSignedInUser(t, { firstName });
    await call(user, 'GET', '/api/user/profile');
    await t.db
      .update(tables.users)
      .set({ preferredLanguageCode })
      .where(eq(tables.users.userId, user.userID));
    return user;
  }
  const reportBy = (user: SignedInUser, itemType: string, itemID: string) =>
    ok(user, 'POST', '/api/reports', { itemType, itemID, reason: 'fraud', text: 'Looks like a scam.' });
  const notices = async (user: SignedInUser) =>
    (await ok<NotificationsResponse>(user, 'GET', '/api/notifications')).notifications
      .filter((n) => n.kind === 'moderation')
      .map((n) => n.subject);
  const outcomeMails = (user: SignedInUser) =>
    outboxMails(t.config.dataDir, `moderation-outcome-${user.userID}`);

  it('tells every reporter of a hidden post, in their language, and not the author', async () => {
    const ana = await member('Ana');
    const lucia = await member('Lucía', 'es');
    const writer = await member('Wanda');
    const postID = await makePost(writer, 'Cheap replica valves, pay by wire only');
    await reportBy(ana, 'post', postID);
    await reportBy(lucia, 'post', postID);
    // The acknowledgement arrives at once, and nothing else yet.
    expect(await notices(ana)).toEqual([says.acknowledged]);
    expect(await outcomeMails(ana)).toEqual([]);

    const res = await act({
      action: 'hide',
      itemType: 'post',
      itemID: postID,
      reason: 'Counterfeits (rule 4)',
    });
    expect(res.statusCode, res.body).toBe(201);

    const told = `${outcomes.hide}: Cheap replica valves, pay by wire only`;
    for (const reporter of [ana, lucia]) {
      expect(await notices(reporter)).toEqual([told, says.acknowledged]);
      const [note] = (await ok<NotificationsResponse>(reporter, 'GET', '/api/notifications')).notifications;
      expect(note).toMatchObject({ link: '/notifications', actor: { name: 'WBN moderators' } });
      expect(await outcomeMails(reporter)).toHaveLength(1);
    }
    // The author has the statement of reasons, not the reporters' outcome.
    const written = await notices(writer);
    expect(written).toEqual([expect.stringContaining('Counterfeits (rule 4)')]);
    expect(await outcomeMails(writer)).toEqual([]);

    const [en] = await outcomeMails(ana);
    expect(en!.to).toBe(ana.email);
    expect(en!.subject).toBe('The outcome of your report');
    expect(en!.body).toMatch(
      /^Hello Ana,\n\nThank you for your report of .+\. We have reviewed it\.\nWhat you reported: Cheap replica valves, pay by wire only\nWe have removed the content\.\n\n/,
    );
    // Neither the operator nor the reason given to the author.
    expect(en!.body).not.toContain('Counterfeits');
    expect(en!.body).not.toContain(moderator.email);
    expect(en!.body).not.toContain(writer.email);

    const [es] = await outcomeMails(lucia);
    expect(es!.language).toBe('es');
    expect(es!.subject).toBe('Resultado de su denuncia');
    expect(es!.body).toContain('Hola, Lucía:');
    expect(es!.body).toContain('Contenido denunciado: Cheap replica valves, pay by wire only');
    expect(es!.body).toContain('Hemos retirado el contenido.');
  });

  it('tells the reporter of a dismissed item that no rule was broken', async () => {
    const ana = await member('Ana');
    const writer = await member('Wanda');
    const postID = await makePost(writer, 'Our booth at the Hannover fair');
    await reportBy(ana, 'post', postID);
    expect(
      (await act({ action: 'dismiss', itemType: 'post', itemID: postID, reason: 'Fine' })).statusCode,
    ).toBe(201);
    expect(await notices(ana)).toEqual([
      `${outcomes.dismiss}: Our booth at the Hannover fair`,
      says.acknowledged,
    ]);
    const [mail] = await outcomeMails(ana);
    expect(mail!.body).toContain('We found that it breaks none of our rules, so we have taken no action.');
    expect(await notices(writer)).toEqual([]);
  });

  it('says action was taken against the author of a suspension, without its length', async () => {
    const ana = await member('Ana');
    const jonas = await member('Jonas', 'de');
    const writer = await member('Wanda');
    const postID = await makePost(writer, 'Send the deposit to my personal account');
    await reportBy(ana, 'post', postID);
    await reportBy(jonas, 'post', postID);
    const res = await act({ action: 'suspend', itemType: 'post', itemID: postID, reason: 'Fraud', days: 30 });
    expect(res.statusCode, res.body).toBe(201);
    const [told] = await notices(ana);
    expect(told).toBe(`${outcomes.action}: Send the deposit to my personal account`);
    const [mail] = await outcomeMails(ana);
    expect(mail!.body).toContain('We have taken action against its author.');
    expect(mail!.body).not.toMatch(/suspend|30|days|Fraud/i);
    const [de] = await outcomeMails(jonas);
    expect(de!.subject).toBe('Ergebnis Ihrer Meldung');
    expect(de!.body).toMatch(/^Guten Tag Jonas,\n\nvielen Dank für Ihre Meldung vom /);
    expect(de!.body).not.toMatch(/gesperrt|Sperr|Fraud/);

    // A reversal tells the author only: the reporters hear nothing more.
    const { entryID } = res.json().data as { entryID: string };
    await ok(moderator, 'POST', `/api/admin/trail/${entryID}/reverse`, { reason: 'Mistaken identity' });
    expect(await notices(ana)).toHaveLength(2);
    expect(await outcomeMails(ana)).toHaveLength(1);
  });
});

describe('bad input and roles', () => {
  it('names the field (400), refuses non-operators (403) and unknown items (404)', async () => {
    const postID = await makePost(author, 'Plain post');
    const cases: [object, string][] = [
      [{ action: 'ban', itemType: 'post', itemID: postID, reason: 'x' }, 'body.action'],
      [{ action: 'hide', itemType: 'post', itemID: postID, reason: ' ' }, 'body.reason'],
      [{ action: 'hide', itemType: 'profile', itemID: author.userID, reason: 'x' }, 'body.itemType'],
      [{ action: 'suspend', itemType: 'post', itemID: postID, reason: 'x', days: 0 }, 'body.days'],
    ];
    for (const [body, path] of cases) {
      const res = await act(body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(
      (await act({ action: 'warn', itemType: 'post', itemID: postID, reason: 'x' }, reporter)).statusCode,
    ).toBe(403);
    expect((await call(null, 'POST', '/api/admin/actions', { action: 'warn' })).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await act({ action: 'warn', itemType: 'post', itemID: missing, reason: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await call(moderator, 'POST', `/api/admin/trail/${missing}/reverse`, { reason: 'x' })).statusCode,
    ).toBe(404);
    const grant = (await trailRows()).find((e) => e.action === 'grant-role')!;
    const notReversible = await call(moderator, 'POST', `/api/admin/trail/${grant.entryId}/reverse`, {
      reason: 'x',
    });
    expect(notReversible.statusCode).toBe(400);
    expect(notReversible.json().errors[0].path).toBe('params.id');
    expect(
      (await call(reporter, 'POST', `/api/admin/trail/${grant.entryId}/reverse`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });
});
