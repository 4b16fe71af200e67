import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationLimits } from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { runOperatorCommand } from '../src/modules/moderation/operator-command.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { createBusiness } from './business-fixtures.ts';
import { outboxMails, type OutboxMessage } from './outbox.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Every mail in its recipient's language (decision 0029): the profile's preferred language (es,
// zh), else the language of the portal of the profile's country (DE: German), else English, which
// reads exactly as it did; an address with no account gets the inviting request's language.

const DAY = 86_400_000;
let t: TestApp;

/** A business owner whose profile says what their mails are to be in. */
interface Person {
  user: SignedInUser;
  businessID: string;
  company: string;
}
let olga: Person; // the inviter, sender, buyer and moderator's target company: English
let lucia: Person; // prefers Spanish (and lives in Italy: the preference wins)
let wang: Person; // prefers Chinese (and lives in the US: the preference wins)
let jonas: Person; // no preference, lives in Germany
let harry: Person; // no preference, lives in Japan, whose portal speaks English
let moderator: SignedInUser;

type Method = 'GET' | 'POST' | 'PUT';
async function call(
  user: SignedInUser | null,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(user.token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}

async function person(
  firstName: string,
  company: string,
  profile: { preferredLanguageCode: string | null; countryCode: string | null },
): Promise<Person> {
  const user = await createSignedInUser(t, { firstName, lastName: 'Tester' });
  const { businessID } = await createBusiness(t, user, { companyName: company });
  await t.db.update(tables.users).set(profile).where(eq(tables.users.userId, user.userID));
  return { user, businessID, company };
}

/** The one mail of a tag to an address. */
async function mailTo(tag: string, to: string): Promise<OutboxMessage> {
  const found = (await outboxMails(t.config.dataDir, tag)).filter((m) => m.to === to);
  expect(
    found.map((m) => m.file),
    `one ${tag} mail to ${to}`,
  ).toHaveLength(1);
  return found[0]!;
}

/** Polls until `check` gives a value (the membership sweep runs every second). */
async function waitFor<T>(check: () => Promise<T | null>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 150));
  }
}

beforeAll(async () => {
  t = await createTestApp({
    MEMBERSHIP_SWEEP_SECONDS: '1',
    DATA_DIR: `.tmp/test-mail-languages-${process.pid}`,
  });
  olga = await person('Olga', 'Acme Industrial', { preferredLanguageCode: null, countryCode: null });
  lucia = await person('Lucía', 'Aceros del Norte', { preferredLanguageCode: 'es', countryCode: 'IT' });
  wang = await person('Wang', '华东阀门', { preferredLanguageCode: 'zh', countryCode: 'US' });
  jonas = await person('Jonas', 'Rheinwerk Armaturen', { preferredLanguageCode: null, countryCode: 'DE' });
  harry = await person('Harry', 'Harbour Pumps', { preferredLanguageCode: null, countryCode: 'JP' });
  moderator = await createSignedInUser(t);
  await call(moderator, 'GET', '/api/user/profile');
  await runOperatorCommand(t.db, ['grant', moderator.email, 'moderator']);
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (t) await rm(t.config.dataDir, { recursive: true, force: true });
});

describe('the invitation to join a business', () => {
  it("is in the invited account's language, or the inviting request's for an address without one", async () => {
    const invite = (email: string, headers: Record<string, string>) =>
      call(
        olga.user,
        'POST',
        `/api/business/${olga.businessID}/invitations`,
        { email, role: 'member' },
        headers,
      );
    // Every request asks for French: only the address without an account takes it.
    const french = { 'accept-language': 'fr-FR,fr;q=0.9' };
    for (const p of [lucia, wang, jonas, harry]) await invite(p.user.email, french);
    const stranger = `nobody-${crypto.randomUUID().slice(0, 8)}@nowhere.example`;
    await invite(stranger, french);
    const germanPortal = `visitor-${crypto.randomUUID().slice(0, 8)}@nowhere.example`;
    await invite(germanPortal, { host: 'germany.localhost:3000' });

    const es = await mailTo('-invitation-', lucia.user.email);
    expect(es.language).toBe('es');
    expect(es.subject).toBe('Olga Tester le invita a unirse a Acme Industrial en WBN');
    expect(es.body).toContain(
      'Olga Tester le ha invitado a unirse a Acme Industrial como miembro en la red WBN.',
    );
    expect(es.body).toContain(`${t.config.publicUrl}/es/my-business\n`);
    expect(es.body).toContain(`permanece abierta durante ${invitationLimits.daysOpen} días`);

    const zh = await mailTo('-invitation-', wang.user.email);
    expect(zh.language).toBe('zh');
    expect(zh.subject).toBe('Olga Tester 邀请您在 WBN 上加入 Acme Industrial');
    expect(zh.body).toContain(`${t.config.publicUrl}/zh/my-business\n`);

    const de = await mailTo('-invitation-', jonas.user.email);
    expect(de.language).toBe('de');
    expect(de.subject).toBe('Olga Tester lädt Sie ein, Acme Industrial auf WBN beizutreten');
    expect(de.body).toContain('im WBN-Netzwerk als Mitglied beizutreten.');

    const fr = await mailTo('-invitation-', stranger);
    expect(fr.language).toBe('fr');
    expect(fr.subject).toBe('Olga Tester vous invite à rejoindre Acme Industrial sur WBN');
    expect((await mailTo('-invitation-', germanPortal)).language).toBe('de');

    const en = await mailTo('-invitation-', harry.user.email);
    expect(en.language).toBe('en');
    expect(en.subject).toBe('Olga Tester invited you to join Acme Industrial on WBN');
    expect(en.body).toBe(
      [
        'Olga Tester invited you to join Acme Industrial as a member on the WBN network.',
        '',
        'To answer, sign in (or create an account) with this e-mail address and open My business:',
        `${t.config.publicUrl}/my-business`,
        '',
        `There you can accept or decline. The invitation stays open for ${invitationLimits.daysOpen} days;`,
        'you join the business only if you accept it.',
        '',
        'If you did not expect this message, you can ignore it: nothing happens without your answer.',
        '',
      ].join('\n'),
    );
  });
});

describe('the new-inquiry mail', () => {
  it("reaches each receiving business's owner in their language", async () => {
    const ids = new Map<Person, string>();
    for (const p of [lucia, wang, jonas, harry]) {
      const sent = await call(
        olga.user,
        'POST',
        '/api/business/request',
        { to: p.businessID, subject: 'Flanges DN50', message: 'What is your MOQ?' },
        // The sender's page language plays no part: the mail is the receiver's.
        { 'accept-language': 'it' },
      );
      ids.set(p, sent.requestID);
    }
    const mailOf = (p: Person) => mailTo(`inquiry-${ids.get(p)}`, p.user.email);

    const es = await mailOf(lucia);
    expect(es.subject).toBe('Nueva solicitud para Aceros del Norte: Flanges DN50');
    expect(es.body).toMatch(
      /^Hola, Lucía:\n\nOlga Tester ha enviado una solicitud a Aceros del Norte: «Flanges DN50»\./,
    );
    expect(es.body).toContain(`/es/business/${lucia.businessID}/requests/${ids.get(lucia)}`);

    const zh = await mailOf(wang);
    expect(zh.language).toBe('zh');
    expect(zh.subject).toBe('华东阀门 收到新询盘：Flanges DN50');
    expect(zh.body).toMatch(/^Wang，您好：\n/);

    const de = await mailOf(jonas);
    expect(de.subject).toBe('Neue Anfrage an Rheinwerk Armaturen: Flanges DN50');
    expect(de.body).toContain('Lesen und beantworten Sie sie in Ihrem Nachrichtencenter:');

    const en = await mailOf(harry);
    expect(en.language).toBe('en');
    expect(en.subject).toBe('New request for Harbour Pumps: Flanges DN50');
    expect(en.body).toBe(
      [
        'Hello Harry,',
        '',
        'Olga Tester sent Harbour Pumps a request: "Flanges DN50".',
        '',
        'What is your MOQ?',
        '',
        'Read and answer it in your message center:',
        `${t.config.publicUrl}/business/${harry.businessID}/requests/${ids.get(harry)}`,
        '',
      ].join('\n'),
    );
  });
});

describe('the buying-request award', () => {
  it('tells each awarded supplier in their language', async () => {
    const request = await call(olga.user, 'POST', '/api/buying-requests', {
      businessID: olga.businessID,
      title: 'Stainless steel flanges DN50',
      description: 'PN16 weld-neck flanges, 316L, with material certificates 3.1.',
      categoryID: 'c0001-01',
      quantity: 400,
      unit: 'pieces',
      deliveryCountry: 'MX',
      deadline: new Date(Date.now() + 7 * DAY).toISOString(),
      visibility: 'open',
    });
    const requestID: string = request.request.requestID;
    const quoteIDs: string[] = [];
    for (const p of [lucia, wang, jonas, harry]) {
      const quote = await call(p.user, 'POST', `/api/buying-requests/${requestID}/quotes`, {
        businessID: p.businessID,
        unitPrice: 11.2,
        currency: 'USD',
        minOrder: 100,
        leadTimeDays: 21,
        incoterm: 'FOB',
        validUntil: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
      });
      quoteIDs.push(quote.quoteID);
    }
    await call(olga.user, 'POST', `/api/buying-requests/${requestID}/award`, { quoteIDs });
    const mailOf = (p: Person) => mailTo(`rfq-award-${requestID}-${p.businessID}`, p.user.email);

    const es = await mailOf(lucia);
    expect(es.subject).toBe('Su cotización ha sido adjudicada: Stainless steel flanges DN50');
    expect(es.body).toContain(
      'Acme Industrial ha adjudicado su cotización para «Stainless steel flanges DN50».',
    );
    expect(es.body).toContain(`/es/buying-requests/${requestID}?as=${lucia.businessID}`);

    const zh = await mailOf(wang);
    expect(zh.subject).toBe('您的报价已中标：Stainless steel flanges DN50');

    const de = await mailOf(jonas);
    expect(de.language).toBe('de');
    expect(de.subject).toBe('Zuschlag für Ihr Angebot: Stainless steel flanges DN50');
    expect(de.body).toMatch(
      /^Guten Tag Jonas,\n\nAcme Industrial hat Ihrem Angebot für „Stainless steel flanges DN50“/,
    );

    const en = await mailOf(harry);
    expect(en.subject).toBe('Your quote was awarded: Stainless steel flanges DN50');
    expect(en.body).toBe(
      [
        'Hello Harry,',
        '',
        'Acme Industrial awarded your quote for "Stainless steel flanges DN50".',
        '',
        `${t.config.publicUrl}/buying-requests/${requestID}?as=${harry.businessID}`,
        '',
      ].join('\n'),
    );
    // The buyer's new-quote mails went to Olga, in English.
    const quoteMails = await outboxMails(t.config.dataDir, 'rfq-quote-');
    expect(quoteMails.map((m) => m.language)).toEqual(['en', 'en', 'en', 'en']);
  });
});

describe('the membership reminder', () => {
  it("names the day and the price in the owner's language", async () => {
    // Paid years ending in 20 days: renewal on for Lucía and Harry, off for Wang and Jonas.
    const renewsAt = new Date(Math.floor((Date.now() + 20 * DAY) / 1000) * 1000);
    for (const [p, autoRenew] of [
      [lucia, true],
      [wang, false],
      [jonas, false],
      [harry, true],
    ] as const) {
      await t.db
        .update(tables.businesses)
        .set({ subscription: 'gold', subscriptionRenewsAt: renewsAt, subscriptionAutoRenew: autoRenew })
        .where(eq(tables.businesses.businessId, p.businessID));
    }
    const reminderOf = (p: Person) =>
      waitFor(
        async () => (await outboxMails(t.config.dataDir, `membership-reminder-${p.businessID}`))[0] ?? null,
      );
    const day = (language: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(renewsAt);

    const es = await reminderOf(lucia);
    expect(es.language).toBe('es');
    expect(es.subject).toBe(`Aceros del Norte: su membresía GOLD se renueva el ${day('es')}`);
    expect(es.body).toContain(`se cargarán 1850,00\u00a0USD a la tarjeta de su último pago.`);
    expect(es.body).toContain(`/es/business/${lucia.businessID}/membership`);

    const zh = await reminderOf(wang);
    expect(zh.subject).toBe(`华东阀门：您的 GOLD 会员将于 ${day('zh')} 到期`);
    expect(zh.body).toContain('最多展示 7 个产品');

    const de = await reminderOf(jonas);
    expect(de.subject).toBe(`Rheinwerk Armaturen: Ihre GOLD-Mitgliedschaft endet am ${day('de')}`);
    expect(de.body).toContain('auf den STANDARD-Eintrag (7 Produkte) zurück.');

    const en = await reminderOf(harry);
    expect(en.language).toBe('en');
    expect(en.subject).toBe(`Harbour Pumps: your GOLD membership renews on ${day('en')}`);
    expect(en.body).toBe(
      [
        'Hello Harry,',
        '',
        `The GOLD membership of Harbour Pumps renews on ${day('en')} (UTC): USD\u00a01,850.00 will be charged to the card of your last payment.`,
        '',
        'To change this, open the membership page of your business:',
        `${t.config.publicUrl}/business/${harry.businessID}/membership`,
        '',
      ].join('\n'),
    );
  });
});

describe('the statement of reasons', () => {
  it("says what was decided and why in the author's language", async () => {
    const act = async (p: Person, action: string, reason: string, days?: number) => {
      const { postID } = await call(p.user, 'POST', '/api/social/posts/make-post', {
        content: `Replica valves from ${p.company}`,
        timelineType: 'user',
        timelineID: p.user.userID,
      });
      const { entryID } = await call(moderator, 'POST', '/api/admin/actions', {
        action,
        itemType: 'post',
        itemID: postID,
        reason,
        ...(days ? { days } : {}),
      });
      return entryID as string;
    };
    await act(lucia, 'hide', 'Counterfeit goods (rule 4)');
    await act(wang, 'warn', 'Counterfeit goods (rule 4)');
    const harrys = await act(harry, 'warn', 'Counterfeit goods (rule 4)');
    const before = Date.now();
    await act(jonas, 'suspend', 'Repeated counterfeits (rule 4)', 3);
    const statementTo = (p: Person, what: string) =>
      mailTo(`moderation-${what}-${p.user.userID}`, p.user.email);

    const es = await statementTo(lucia, 'hide');
    expect(es.subject).toBe('Su contenido ha sido retirado');
    expect(es.body).toContain('Motivo: Counterfeit goods (rule 4)');

    const zh = await statementTo(wang, 'warn');
    expect(zh.language).toBe('zh');
    expect(zh.subject).toBe('您收到了一次警告');
    expect(zh.body).toContain('理由：Counterfeit goods (rule 4)');

    const de = await statementTo(jonas, 'suspend');
    const until = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' });
    // The suspension's end, three days on, as German writes a date (the day the clock gives).
    expect([until.format(before + 3 * DAY), until.format(Date.now() + 3 * DAY)]).toContain(
      /bis zum (.+) gesperrt$/.exec(de.subject)?.[1],
    );
    expect(de.body).toMatch(/^Guten Tag Jonas,\n\nhiermit teilen wir Ihnen mit: Ihr Konto wurde bis zum /);

    const en = await statementTo(harry, 'warn');
    expect(en.subject).toBe('You received a warning');
    expect(en.body).toBe(
      [
        'Hello Harry,',
        '',
        'You received a warning.',
        'What: Replica valves from Harbour Pumps',
        'Why: Counterfeit goods (rule 4)',
        '',
        `To appeal, open ${t.config.publicUrl}/moderation/statement/${harrys} and say why this decision should change: another moderator will decide.`,
        '',
      ].join('\n'),
    );
  });
});

describe("the support team's copy of a professional support request", () => {
  it('is in the language of the request that asked (the team has no account)', async () => {
    await t.db
      .update(tables.businesses)
      .set({ subscription: 'premium', subscriptionRenewsAt: new Date(Date.UTC(2032, 6, 1)) })
      .where(eq(tables.businesses.businessId, olga.businessID));
    const made = await call(
      olga.user,
      'POST',
      '/api/support/requests',
      {
        businessID: olga.businessID,
        subject: 'Product pages',
        message: 'Please review our product pages.',
        hours: 1.5,
      },
      { 'accept-language': 'de-DE' },
    );
    const de = await mailTo(`support-${made.requestID}`, t.config.supportEmail);
    expect(de.language).toBe('de');
    expect(de.subject).toBe('Professioneller Support: Product pages (Acme Industrial)');
    expect(de.headers.from).toMatch(/^WBN Professioneller Support </);
    expect(de.body).toContain('Angeforderte Stunden: 1,5\n');
    expect(de.body).toContain('Danach verbleibende Stunden in diesem Mitgliedschaftsjahr: 4,5 von 6\n');
    expect(de.body).toMatch(/^Acme Industrial \(Premium-Mitgliedschaft\) hat am \S+, \d+\. \S+ \d{4} um /);
  });
});
