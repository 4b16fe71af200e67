import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionMessages, type SupportRequest, type SupportState } from '@wbn/contracts';
import { eq, sql, tables } from '@wbn/db';
import { createServices } from '../../services.ts';
import { parseOutboxMail } from '../../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness } from '../../../test/business-fixtures.ts';

const clock = new Date(Date.UTC(2031, 8, 15, 9));
let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let premium: string;
let gold: string;
let standard: string;

const call = (user: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(user ? { headers: authHeaders(user.token) } : {}),
    ...(payload ? { payload } : {}),
  });

const ask = (user: SignedInUser, body: object) => call(user, 'POST', '/api/support/requests', body);

async function state(user: SignedInUser, businessID: string): Promise<SupportState> {
  const res = await call(user, 'GET', `/api/support/business/${businessID}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const mailDir = () => join(t.config.dataDir, 'mail');
const mails = async () =>
  (await readdir(mailDir()).catch(() => [] as string[])).filter((f) => f.includes('support-'));
const requestCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(tables.supportRequests))[0]!.n;

beforeAll(async () => {
  t = await createTestApp(
    { DATA_DIR: `.tmp/test-support-${process.pid}-${Date.now()}` },
    { now: () => clock },
  );
  [owner, admin, member, stranger] = await Promise.all([
    createSignedInUser(t, { firstName: 'Lucía', lastName: 'Ortega' }),
    createSignedInUser(t),
    createSignedInUser(t),
    createSignedInUser(t),
  ]);
  for (const u of [admin, member, stranger]) await call(u, 'GET', '/api/user/profile');
  premium = (await createBusiness(t, owner, { companyName: 'Premium Presses' })).businessID;
  gold = (await createBusiness(t, owner, { companyName: 'Gold Gears' })).businessID;
  standard = (await createBusiness(t, owner, { companyName: 'Standard Springs' })).businessID;
  await addMember(t, owner, premium, admin, 'admin');
  await addMember(t, owner, premium, member, 'member');
  // Premium's paid year runs from 1 July 2031 to 1 July 2032.
  await t.db
    .update(tables.businesses)
    .set({ subscription: 'premium', subscriptionRenewsAt: new Date(Date.UTC(2032, 6, 1)) })
    .where(eq(tables.businesses.businessId, premium));
  await t.db
    .update(tables.businesses)
    .set({ subscription: 'gold' })
    .where(eq(tables.businesses.businessId, gold));
});
afterAll(async () => {
  await rm(t.config.dataDir, { recursive: true, force: true });
  await t.close();
});

const good = () => ({
  businessID: premium,
  subject: 'Help with our product pages',
  message: 'We would like advice on how to describe our presses for buyers in Texas.',
  hours: 2,
});

describe('professional support requests', () => {
  it('are for Premium and Platinum: Standard and Gold get 403 and nothing is stored or mailed', async () => {
    for (const businessID of [standard, gold]) {
      const res = await ask(owner, { ...good(), businessID });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ name: 'Forbidden', message: promotionMessages.noSupport });
      expect(await state(owner, businessID)).toMatchObject({ hoursIncluded: 0, hoursLeft: 0 });
    }
    expect(await requestCount()).toBe(0);
    expect(await mails()).toEqual([]);
  });

  it('refuse bad input with 400 naming the field, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ ...good(), subject: '   ' }, 'body.subject'],
      [{ ...good(), subject: 'x'.repeat(151) }, 'body.subject'],
      [{ ...good(), message: undefined }, 'body.message'],
      [{ ...good(), message: 'x'.repeat(5001) }, 'body.message'],
      [{ ...good(), hours: 0 }, 'body.hours'],
      [{ ...good(), hours: 0.3 }, 'body.hours'],
      [{ ...good(), hours: 13 }, 'body.hours'],
      [{ ...good(), hours: 'two' }, 'body.hours'],
      [{ ...good(), businessID: 'nope' }, 'body.businessID'],
    ];
    for (const [body, path] of cases) {
      const res = await ask(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await requestCount()).toBe(0);
  });

  it('are made by the owner and admins only', async () => {
    expect((await ask(member, good())).statusCode).toBe(403);
    expect((await ask(stranger, good())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/support/requests', payload: good() })).statusCode,
    ).toBe(401);
    expect((await call(member, 'GET', `/api/support/business/${premium}`)).statusCode).toBe(403);
    expect(await requestCount()).toBe(0);
  });

  it('reach the support address and count their hours against the membership year', async () => {
    const res = await ask(owner, good());
    expect(res.statusCode, res.body).toBe(200);
    const made: SupportRequest = res.json().data;
    expect(made).toMatchObject({
      subject: 'Help with our product pages',
      status: 'open',
      hoursRequested: 2,
      hoursUsed: null,
      requester: { userID: owner.userID, name: 'Lucía Ortega' },
    });

    const files = (await mails()).filter((f) => f.includes(made.requestID));
    expect(files).toHaveLength(1);
    const mail = parseOutboxMail(files[0]!, await readFile(join(mailDir(), files[0]!), 'utf8'));
    expect(mail.to).toBe(t.config.supportEmail);
    expect(mail.headers['reply-to']).toBe(`Lucía Ortega <${owner.email}>`);
    expect(mail.subject).toBe('Professional support: Help with our product pages (Premium Presses)');
    expect(mail.language).toBe('en');
    expect(mail.body).toContain('presses for buyers in Texas');
    expect(mail.body).toContain('Hours left this membership year after it: 4 of 6');

    expect(await state(owner, premium)).toMatchObject({
      subscription: 'premium',
      hoursIncluded: 6,
      hoursUsed: 2,
      hoursLeft: 4,
      yearEndsAt: Date.UTC(2032, 6, 1) / 1000,
      requests: [{ requestID: made.requestID }],
    });
  });

  it('leave out the requests of an earlier membership year', async () => {
    await t.db.insert(tables.supportRequests).values({
      businessId: premium,
      requesterId: owner.userID,
      subject: 'Last year',
      message: 'An old request',
      minutesReserved: 300,
      createdAt: new Date(Date.UTC(2031, 5, 20)),
    });
    expect(await state(admin, premium)).toMatchObject({ hoursUsed: 2, hoursLeft: 4 });
  });

  it('are refused past the hours left, then once they are used up; recorded time replaces the estimate', async () => {
    const over = await ask(admin, { ...good(), hours: 4.5 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      { path: 'body.hours', message: promotionMessages.supportHoursLeft(4) },
    ]);

    const rest: SupportRequest = (
      await ask(admin, { ...good(), subject: 'Catalogue review', hours: 4 })
    ).json().data;
    expect(rest.hoursRequested).toBe(4);
    const used = await ask(owner, { ...good(), hours: 0.5 });
    expect(used.statusCode).toBe(422);
    expect(used.json()).toMatchObject({ name: 'LimitReached', message: promotionMessages.supportUsed(6) });
    const before = await requestCount();

    // Support records that the review took an hour and a half: two and a half hours come back.
    const services = await createServices({ db: t.db, config: t.config, log: t.app.log, now: () => clock });
    const recorded = await services.support.recordHours(rest.requestID, 1.5);
    expect(recorded).toMatchObject({ status: 'closed', hoursRequested: 4, hoursUsed: 1.5 });
    expect(await state(owner, premium)).toMatchObject({ hoursUsed: 3.5, hoursLeft: 2.5 });
    expect((await ask(owner, { ...good(), hours: 2.5 })).statusCode).toBe(200);
    expect(await requestCount()).toBe(before + 1);
  });
});
