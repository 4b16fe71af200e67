import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@wbn/db';
import { messages, productLimitMessage } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness } from '../../../test/business-fixtures.ts';
import { productBody } from '../../../test/read-cache-helpers.ts';
import { membershipRepository } from './membership.repository.ts';

const DAY = 86_400_000;
let t: TestApp;
/** The app's clock runs this far ahead: the tests move it to the end of a paid year. */
let offset = 0;

const key = () => randomUUID().replaceAll('-', '');
const gold = 'wbn-gold-yearly';

function subscribe(
  user: SignedInUser,
  businessID: string,
  paymentMethod: string,
  options: { planId?: string; idempotencyKey?: string | null } = {},
) {
  const idempotencyKey = options.idempotencyKey === undefined ? key() : options.idempotencyKey;
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    headers: { ...authHeaders(user.token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { businessID, planId: options.planId ?? gold, paymentMethod, email: user.email },
  });
}

const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload ? { payload } : {}),
  });

async function newBusiness(name: string): Promise<{ owner: SignedInUser; businessID: string }> {
  const owner = await createSignedInUser(t);
  const { businessID } = await createBusiness(t, owner, { companyName: name });
  return { owner, businessID };
}

const tierOf = async (businessID: string) =>
  (
    await t.db.execute(
      sql`select subscription, subscription_renews_at, search_rank from businesses where business_id = ${businessID}::uuid`,
    )
  ).rows.map((r) => ({
    subscription: r.subscription as string | null,
    subscription_renews_at: r.subscription_renews_at ? new Date(String(r.subscription_renews_at)) : null,
    search_rank: Number(r.search_rank),
  }))[0]!;

const paymentsOf = async (businessID: string) =>
  (
    await t.db.execute(
      sql`select status, kind, amount_cents from payments where business_id = ${businessID}::uuid order by created_at`,
    )
  ).rows as { status: string; kind: string; amount_cents: number }[];

beforeAll(async () => {
  t = await createTestApp(
    { MEMBERSHIP_SWEEP_SECONDS: '1', DATA_DIR: `.tmp/test-membership-${process.pid}` },
    { now: () => new Date(Date.now() + offset) },
  );
});
afterAll(async () => {
  await t?.close();
  if (t) await rm(t.config.dataDir, { recursive: true, force: true });
});

describe('the plans on sale', () => {
  it('names the test provider and the paid plans with their prices and caps', async () => {
    const res = await call(null, 'GET', '/api/subscription/setup');
    expect(res.statusCode).toBe(200);
    const { publicKey, provider, plans } = res.json().data;
    expect(provider).toBe('test');
    expect(publicKey).toMatch(/^pk_test_/);
    expect(
      plans.map((p: { planId: string; price: number; productLimit: number }) => [
        p.planId,
        p.price,
        p.productLimit,
      ]),
    ).toEqual([
      ['wbn-gold-yearly', 185_000, 20],
      ['wbn-premium-yearly', 265_000, 50],
      ['wbn-platinum-yearly', 365_000, 100],
    ]);
  });
});

describe('checkout with the test cards', () => {
  it('upgrades on 4242…: the tier, its paid year, the cap and the search rank at once', async () => {
    const { owner, businessID } = await newBusiness('Card Steel');
    const product = await call(owner, 'POST', '/api/product', { ...productBody(), businessID });
    expect(product.statusCode, product.body).toBe(200);
    const res = await subscribe(owner, businessID, 'pm_card_visa');
    expect(res.statusCode, res.body).toBe(200);
    const { status, payment, membership } = res.json().data;
    expect(status).toBe('succeeded');
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: 185_000,
      subscription: 'gold',
      provider: 'test',
    });
    expect(payment.providerRef).toMatch(/^pi_test_/);
    expect(membership).toMatchObject({
      subscription: 'gold',
      productLimit: 20,
      products: 1,
      canBuy: true,
      autoRenew: true,
    });
    expect(membership.renewsAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(364 * 86_400);
    const row = await tierOf(businessID);
    expect(row.subscription).toBe('gold');
    // The search tie-break: the business's static rank and its products' follow the tier.
    const products = await t.db.execute(
      sql`select distinct search_rank from products where business_id = ${businessID}::uuid`,
    );
    expect(products.rows).toEqual([{ search_rank: row.search_rank }]);
    expect(row.search_rank).toBeGreaterThan(0);
    const profile = await call(null, 'GET', `/api/business/profile/${businessID}`);
    expect(profile.json().data.data.subscription).toBe('gold');
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    [
      'pm_card_chargeDeclinedProcessingError',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])('refuses %s with the spec message and the provider’s, changing nothing', async (pm, providerMessage) => {
    const { owner, businessID } = await newBusiness(`Declined ${pm}`);
    const res = await subscribe(owner, businessID, pm);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      success: false,
      name: 'PaymentFailed',
      message: messages.checkoutFailed,
      errors: [{ path: 'body.paymentMethod', message: providerMessage }],
    });
    expect((await tierOf(businessID)).subscription).toBeNull();
    expect(await paymentsOf(businessID)).toEqual([
      { status: 'failed', kind: 'checkout', amount_cents: 185_000 },
    ]);
  });

  it('asks for authentication, then upgrades when it is completed', async () => {
    const { owner, businessID } = await newBusiness('Authenticated Alloys');
    const started = await subscribe(owner, businessID, 'pm_card_authenticationRequired', {
      planId: 'wbn-premium-yearly',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { status, clientSecret, payment } = started.json().data;
    expect(status).toBe('requires_action');
    expect((await tierOf(businessID)).subscription).toBeNull();
    const early = await call(owner, 'POST', '/api/subscription/confirm', { paymentID: payment.paymentID });
    expect(early.json().data.status).toBe('requires_action');
    const bank = await call(owner, 'POST', '/api/subscription/test-provider/authenticate', {
      clientSecret,
      outcome: 'complete',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const done = await call(owner, 'POST', '/api/subscription/confirm', { paymentID: payment.paymentID });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'succeeded',
      membership: { subscription: 'premium', productLimit: 50 },
    });
  });

  it('fails with the provider’s message when the authentication is cancelled', async () => {
    const { owner, businessID } = await newBusiness('Cancelled Castings');
    const { clientSecret, payment } = (
      await subscribe(owner, businessID, 'pm_card_authenticationRequired')
    ).json().data;
    await call(owner, 'POST', '/api/subscription/test-provider/authenticate', {
      clientSecret,
      outcome: 'cancel',
    });
    const res = await call(owner, 'POST', '/api/subscription/confirm', { paymentID: payment.paymentID });
    expect(res.statusCode).toBe(402);
    expect(res.json().errors[0].message).toMatch(/unable to authenticate/);
    expect((await tierOf(businessID)).subscription).toBeNull();
  });
});

describe('exactly once', () => {
  it('gives 10 parallel submits with one key one payment and one upgrade', async () => {
    const { owner, businessID } = await newBusiness('Parallel Pumps');
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => subscribe(owner, businessID, 'pm_card_visa', { idempotencyKey })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().data.payment.paymentID)).size).toBe(1);
    expect(await paymentsOf(businessID)).toEqual([
      { status: 'succeeded', kind: 'checkout', amount_cents: 185_000 },
    ]);
    // A retry after the answer replays it.
    const retry = await subscribe(owner, businessID, 'pm_card_visa', { idempotencyKey });
    expect(retry.json().data.payment.paymentID).toBe(answers[0]!.json().data.payment.paymentID);
    expect(await paymentsOf(businessID)).toHaveLength(1);
  });

  it('refuses a key used for another checkout, and a second payment while one is in flight', async () => {
    const { owner, businessID } = await newBusiness('Keyed Kilns');
    const idempotencyKey = key();
    await subscribe(owner, businessID, 'pm_card_authenticationRequired', { idempotencyKey });
    const other = await subscribe(owner, businessID, 'pm_card_visa', {
      idempotencyKey,
      planId: 'wbn-premium-yearly',
    });
    expect(other.statusCode).toBe(409);
    // A new checkout replaces the authentication the buyer walked away from.
    const next = await subscribe(owner, businessID, 'pm_card_visa');
    expect(next.statusCode, next.body).toBe(200);
    expect((await paymentsOf(businessID)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });
});

describe('without an Idempotency-Key (the spec sends none)', () => {
  it('charges the spec’s body once, and parallel or later copies of it not again', async () => {
    const { owner, businessID } = await newBusiness('Headerless Hoists');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(owner, businessID, 'pm_card_visa', { idempotencyKey: null })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others met the payment in flight (409) or the plan already bought (400).
    expect(statuses.every((s) => s === 200 || s === 409 || s === 400)).toBe(true);
    const paid = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(paid).toMatchObject({ status: 'succeeded', membership: { subscription: 'gold' } });
    const retry = await subscribe(owner, businessID, 'pm_card_visa', { idempotencyKey: null });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().errors[0].path).toBe('body.planId');
    expect(await paymentsOf(businessID)).toEqual([
      { status: 'succeeded', kind: 'checkout', amount_cents: 185_000 },
    ]);
  });

  it('takes on a payment the provider left unanswered: by its key, or as the same checkout without one', async () => {
    for (const keyed of [true, false]) {
      const { owner, businessID } = await newBusiness(keyed ? 'Unanswered Keys' : 'Unanswered Unions');
      // What a checkout leaves when the provider does not answer: pending, released.
      const idempotencyKey = keyed ? key() : `server-${randomUUID()}`;
      const paymentID = await membershipRepository.insert(t.db, {
        businessID,
        userID: owner.userID,
        kind: 'checkout',
        planId: gold,
        subscription: 'gold',
        amountCents: 185_000,
        provider: 'test',
        paymentMethod: 'pm_card_visa',
        email: owner.email,
        idempotencyKey,
        fingerprint: `${businessID}|${gold}|pm_card_visa`,
      });
      await membershipRepository.release(t.db, paymentID);
      // Another checkout is not that one: it waits for it.
      const other = await subscribe(owner, businessID, 'pm_card_mastercard', { idempotencyKey: null });
      expect(other.statusCode).toBe(409);
      const same = await subscribe(owner, businessID, 'pm_card_visa', {
        idempotencyKey: keyed ? idempotencyKey : null,
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().data.payment.paymentID).toBe(paymentID);
      expect(await paymentsOf(businessID)).toEqual([
        { status: 'succeeded', kind: 'checkout', amount_cents: 185_000 },
      ]);
    }
  });

  it('says so in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/subscription/subscribe'].post;
    const header = op.parameters.find((p: { in: string; name: string }) => p.in === 'header');
    expect(header).toMatchObject({ name: 'idempotency-key', required: false });
    expect(op.description).toMatch(/optional/);
    expect(op.description).toMatch(/one payment in flight/);
  });
});

describe('who may buy and what', () => {
  it('lets only the owner or an admin buy; members see the plan; others are refused', async () => {
    const { owner, businessID } = await newBusiness('Ruled Rivets');
    const [admin, member, stranger] = await Promise.all([
      createSignedInUser(t),
      createSignedInUser(t),
      createSignedInUser(t),
    ]);
    for (const u of [admin, member, stranger]) await call(u, 'GET', '/api/user/profile');
    await addMember(t, owner, businessID, admin, 'admin');
    await addMember(t, owner, businessID, member, 'member');
    expect((await call(member, 'GET', `/api/subscription/business/${businessID}`)).json().data).toMatchObject(
      {
        subscription: 'standard',
        canBuy: false,
        productLimit: 7,
      },
    );
    expect((await subscribe(member, businessID, 'pm_card_visa')).statusCode).toBe(403);
    expect((await subscribe(stranger, businessID, 'pm_card_visa')).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/api/subscription/business/${businessID}`)).statusCode).toBe(403);
    expect(
      (await call(stranger, 'GET', `/api/subscription/business/${businessID}/payments`)).statusCode,
    ).toBe(403);
    expect(await paymentsOf(businessID)).toEqual([]);
    expect((await subscribe(admin, businessID, 'pm_card_visa')).statusCode).toBe(200);
    const history = await call(member, 'GET', `/api/subscription/business/${businessID}/payments`);
    expect(history.json().data.payments).toHaveLength(1);
    const receipt = await call(
      member,
      'GET',
      `/api/subscription/payments/${history.json().data.payments[0].paymentID}`,
    );
    expect(receipt.json().data).toMatchObject({
      companyName: 'Ruled Rivets',
      amount: 185_000,
      status: 'succeeded',
    });
    expect(
      (await call(stranger, 'GET', `/api/subscription/payments/${history.json().data.payments[0].paymentID}`))
        .statusCode,
    ).toBe(403);
  });

  it('refuses the same tier, a lower one, an unknown plan and a malformed key, charging nothing', async () => {
    const { owner, businessID } = await newBusiness('Tiered Tubes');
    expect(
      (await subscribe(owner, businessID, 'pm_card_visa', { planId: 'wbn-premium-yearly' })).statusCode,
    ).toBe(200);
    const same = await subscribe(owner, businessID, 'pm_card_visa', { planId: 'wbn-premium-yearly' });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({
      path: 'body.planId',
      message: expect.stringContaining('PREMIUM'),
    });
    expect((await subscribe(owner, businessID, 'pm_card_visa', { planId: gold })).statusCode).toBe(400);
    const unknown = await subscribe(owner, businessID, 'pm_card_visa', { planId: 'wbn-diamond' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('body.planId');
    const standard = await subscribe(owner, businessID, 'pm_card_visa', { planId: 'wbn-standard-free' });
    expect(standard.statusCode).toBe(400);
    const malformed = await subscribe(owner, businessID, 'pm_card_visa', {
      planId: 'wbn-platinum-yearly',
      idempotencyKey: 'short key!',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toMatch(/idempotency-key/);
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      headers: { ...authHeaders(owner.token), 'idempotency-key': key() },
      payload: { businessID, planId: 'wbn-platinum-yearly', paymentMethod: 'pm_card_visa', email: 'nope' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].path).toMatch(/email/);
    expect(await paymentsOf(businessID)).toHaveLength(1);
    expect((await call(null, 'POST', '/api/subscription/subscribe', {})).statusCode).toBe(401);
  });
});

describe('the end of the paid year', () => {
  it('reminds 30 days before, lapses to standard with renewal off, and then applies the cap', async () => {
    const { owner, businessID } = await newBusiness('Lapsing Lathes');
    expect((await subscribe(owner, businessID, 'pm_card_visa')).statusCode).toBe(200);
    // Eight products: over the standard cap of 7, under gold's 20.
    for (let i = 0; i < 8; i++) {
      const p = await call(owner, 'POST', '/api/product', {
        ...productBody(),
        name: `Lathe ${i}`,
        businessID,
      });
      expect(p.statusCode, p.body).toBe(200);
    }
    const off = await call(owner, 'PUT', '/api/subscription/renewal', { businessID, autoRenew: false });
    expect(off.json().data.autoRenew).toBe(false);
    const renewsAt = (await tierOf(businessID)).subscription_renews_at!.getTime();

    offset = renewsAt - 29 * DAY - Date.now();
    const mail = await waitFor(async () => {
      const files = await readdir(join(t.config.dataDir, 'mail')).catch(() => [] as string[]);
      const file = files.find((f) => f.includes(`membership-reminder-${businessID}`));
      return file ? readFile(join(t.config.dataDir, 'mail', file), 'utf8') : null;
    });
    expect(mail).toContain('Subject: Lapsing Lathes: your GOLD membership ends on');
    expect(mail).toContain(`To: ${owner.email}`);
    expect((await tierOf(businessID)).subscription).toBe('gold');

    offset = renewsAt + 1000 - Date.now();
    await waitFor(async () => ((await tierOf(businessID)).subscription === 'standard' ? true : null));
    const state = (await call(owner, 'GET', `/api/subscription/business/${businessID}`)).json().data;
    expect(state).toMatchObject({ subscription: 'standard', renewsAt: null, productLimit: 7, products: 8 });
    // The products over the cap stay; a new one is refused until the count is under it.
    const listed = await call(null, 'GET', `/api/product/by-business?bid=${businessID}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.data).toHaveLength(8);
    const refused = await call(owner, 'POST', '/api/product', { ...productBody(), businessID });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(productLimitMessage('standard'));
    offset = 0;
  });

  it('renews with the card of the last checkout when renewal is on', async () => {
    const { owner, businessID } = await newBusiness('Renewing Reels');
    expect((await subscribe(owner, businessID, 'pm_card_visa')).statusCode).toBe(200);
    const renewsAt = (await tierOf(businessID)).subscription_renews_at!.getTime();
    offset = renewsAt + 1000 - Date.now();
    await waitFor(async () => ((await paymentsOf(businessID)).length === 2 ? true : null));
    expect(await paymentsOf(businessID)).toEqual([
      { status: 'succeeded', kind: 'checkout', amount_cents: 185_000 },
      { status: 'succeeded', kind: 'renewal', amount_cents: 185_000 },
    ]);
    const row = await tierOf(businessID);
    expect(row.subscription).toBe('gold');
    // The new year starts where the old one ended.
    expect(row.subscription_renews_at!.getTime() - renewsAt).toBeGreaterThanOrEqual(365 * DAY);
    offset = 0;
  });
});

/** Polls until `check` gives a value (the app's sweep runs every second). */
async function waitFor<T>(check: () => Promise<T | null>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 150));
  }
}
