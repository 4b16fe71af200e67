import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { fakeStripeSecretKey, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';

// The whole checkout with PAYMENT_PROVIDER=stripe: the real stripe client against a local server
// that answers as Stripe's API does, and webhooks signed with the library's own test helper.

const webhookSecret = 'whsec_test_membership_webhook';
let t: TestApp;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: fakeStripeSecretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_membership',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const subscribe = (owner: SignedInUser, businessID: string, paymentMethod: string, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    headers: { ...authHeaders(owner.token), 'idempotency-key': key },
    payload: { businessID, planId: 'wbn-gold-yearly', paymentMethod, email: owner.email },
  });

async function newBusiness(name: string) {
  const owner = await createSignedInUser(t);
  const { businessID } = await createBusiness(t, owner, { companyName: name });
  return { owner, businessID };
}

const tierOf = async (businessID: string) =>
  (await t.db.execute(sql`select subscription from businesses where business_id = ${businessID}::uuid`))
    .rows[0]!.subscription;

const eventOf = (type: string, object: unknown, id = `evt_${randomUUID().replaceAll('-', '')}`) =>
  JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });

const deliver = (payload: string, signature: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

const sign = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
    ...(timestamp ? { timestamp } : {}),
  });

describe('checkout through Stripe', () => {
  it('names Stripe and its publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/setup' });
    expect(res.json().data).toMatchObject({ provider: 'stripe', publicKey: 'pk_test_membership' });
  });

  it('charges 4242… once for 10 parallel submits of one checkout', async () => {
    const { owner, businessID } = await newBusiness('Stripe Steel');
    const before = fake.charges();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => subscribe(owner, businessID, 'pm_card_visa', key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json().data.payment.providerRef).toMatch(/^pi_/);
    expect(fake.charges()).toBe(before + 1);
    expect(await tierOf(businessID)).toBe('gold');
  });

  it('shows Stripe’s decline message', async () => {
    const { owner, businessID } = await newBusiness('Declined Drums');
    const res = await subscribe(owner, businessID, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(res.statusCode).toBe(402);
    expect(res.json().errors[0].message).toBe('Your card has insufficient funds.');
    expect(await tierOf(businessID)).toBeNull();
  });
});

describe("Stripe's webhook", () => {
  it('completes an authenticated payment once, refusing tampered and stale deliveries', async () => {
    const { owner, businessID } = await newBusiness('Webhook Wires');
    const started = await subscribe(owner, businessID, 'pm_card_authenticationRequired');
    expect(started.json().data.status).toBe('requires_action');
    const ref = started.json().data.payment.providerRef as string;
    fake.authenticate(ref, 'complete');

    const payload = eventOf('payment_intent.succeeded', fake.intent(ref));
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    expect((await deliver(tampered, sign(payload))).statusCode).toBe(400);
    expect((await deliver(payload, null)).statusCode).toBe(400);
    const stale = await deliver(payload, sign(payload, Math.floor(Date.now() / 1000) - 301));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].path).toBe('headers.stripe-signature');
    expect(await tierOf(businessID)).toBeNull();

    const first = await deliver(payload, sign(payload));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    expect(await tierOf(businessID)).toBe('gold');

    // The same event again (Stripe retries): handled once.
    const again = await deliver(payload, sign(payload));
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    const payments = await t.db.execute(
      sql`select status from payments where business_id = ${businessID}::uuid`,
    );
    expect(payments.rows).toEqual([{ status: 'succeeded' }]);
    // The buyer's confirm after the webhook finds it done.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/confirm',
      headers: authHeaders(owner.token),
      payload: { paymentID: started.json().data.payment.paymentID },
    });
    expect(confirm.json().data.status).toBe('succeeded');
  });
});
