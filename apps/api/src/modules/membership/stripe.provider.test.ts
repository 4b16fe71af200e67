import { createServer } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { fakeStripeSecretKey, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe.provider.ts';

/**
 * The Stripe provider with the real stripe-node client, against a local stand-in for Stripe's API
 * (test/fake-stripe.ts) that answers the test payment methods as Stripe's test mode does, keeps
 * Stripe's idempotency rules, attaches a kept card to its Customer as Stripe does and lets the test
 * play the bank's authentication step. Webhooks are signed with stripe-node's own test helper.
 */
let fake: FakeStripe;
let stripe: PaymentProvider;
const webhookSecret = 'whsec_test_wbn_webhook_secret';
const providerFor = (url: string, secretKey = fakeStripeSecretKey) =>
  createStripeProvider({ secretKey, publishableKey: 'pk_test_wbn', webhookSecret, apiUrl: url });

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = providerFor(fake.url);
});
afterAll(async () => {
  await fake.close();
});

let keys = 0;
const request = (paymentMethod: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  paymentMethod,
  amountCents: 185000,
  idempotencyKey: `checkout-${process.pid}-${Date.now()}-${++keys}`,
  description: 'GOLD membership, one year: Acme Valves',
  email: 'buyer@acme.example',
  metadata: { paymentID: 'pay-1', businessID: 'biz-1', planId: 'gold' },
  card: { keep: true },
  ...overrides,
});
const refOf = (outcome: ChargeOutcome) => outcome.ref ?? '';
const customerOf = (outcome: ChargeOutcome) => (outcome.status === 'succeeded' ? outcome.customer : null);
/** The PaymentMethod (`pm_…`) Stripe made from the test card and charged: what a renewal charges. */
const methodOf = (outcome: ChargeOutcome) => String(fake.intent(refOf(outcome))?.payment_method);
const customerId = /^cus_/;

describe('charge', () => {
  const expected: Record<string, Partial<ChargeOutcome>> = {
    pm_card_visa: {
      status: 'succeeded',
      cardLabel: 'Visa •••• 4242',
      customer: expect.stringMatching(customerId) as string,
    },
    pm_card_chargeDeclined: { status: 'failed', code: 'generic_decline', message: 'Your card was declined.' },
    pm_card_chargeDeclinedInsufficientFunds: {
      status: 'failed',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
    pm_card_chargeDeclinedExpiredCard: {
      status: 'failed',
      code: 'expired_card',
      message: 'Your card has expired.',
    },
    pm_card_chargeDeclinedProcessingError: {
      status: 'failed',
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
    pm_card_authenticationRequired: { status: 'requires_action' },
  };

  it('covers every test card of the contracts', () => {
    expect(Object.keys(expected).sort()).toEqual(testCards.map((c) => c.paymentMethod).sort());
  });

  it.each(Object.entries(expected))(
    '%s: one PaymentIntent, answered as Stripe does',
    async (method, outcome) => {
      const before = fake.charges();
      const result = await stripe.charge(request(method));
      expect(result).toMatchObject(outcome);
      expect(result.ref).toMatch(/^pi_/);
      if (result.status === 'requires_action')
        expect(result.clientSecret).toMatch(new RegExp(`^${result.ref}_secret_`));
      expect(fake.charges()).toBe(before + 1);
      // What Stripe was asked: the plan's amount in US cents, the receipt's address, our ids, a
      // Customer to keep the card with for the renewal.
      expect(fake.intent(refOf(result))).toMatchObject({
        amount: 185000,
        currency: 'usd',
        receipt_email: 'buyer@acme.example',
        description: 'GOLD membership, one year: Acme Valves',
        metadata: { paymentID: 'pay-1', businessID: 'biz-1', planId: 'gold' },
        customer: expect.stringMatching(customerId),
        setup_future_usage: 'off_session',
      });
    },
  );

  it("an unknown payment method is failed, with Stripe's message and code", async () => {
    const before = fake.charges();
    expect(await stripe.charge(request('pm_nonexistent'))).toEqual({
      status: 'failed',
      ref: null,
      message: "No such PaymentMethod: 'pm_nonexistent'",
      code: 'resource_missing',
    });
    expect(fake.charges()).toBe(before);
  });

  it('throws what is not an answer about the card: a wrong secret key, an unknown customer, no answer', async () => {
    await expect(
      providerFor(fake.url, 'sk_test_wrong').charge(request('pm_card_visa')),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(
      stripe.charge(request('pm_card_visa', { card: { renewFor: 'cus_unknown' } })),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'customer' });
    // A port nobody listens on: the client retries, then gives up with a connection error.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      providerFor(`http://127.0.0.1:${port}`).charge(request('pm_card_visa')),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});

describe('authentication step', () => {
  it('completed: requires_action, then the bank says yes, then succeeded', async () => {
    const first = await stripe.charge(request('pm_card_authenticationRequired'));
    expect(first.status).toBe('requires_action');
    // Until the buyer answers the bank, the payment still waits.
    expect(await stripe.retrieve(refOf(first))).toMatchObject({ status: 'requires_action', ref: first.ref });
    fake.authenticate(refOf(first), 'complete');
    const paid = await stripe.retrieve(refOf(first));
    expect(paid).toEqual({
      status: 'succeeded',
      ref: first.ref,
      cardLabel: 'Visa •••• 3155',
      customer: expect.stringMatching(customerId),
    });
    // Kept for the renewal once the payment went through.
    expect(fake.paymentMethod(methodOf(paid))).toMatchObject({ customer: customerOf(paid) });
  });

  it("cancelled: failed with Stripe's message, the card not kept", async () => {
    const first = await stripe.charge(request('pm_card_authenticationRequired'));
    const method = methodOf(first);
    fake.authenticate(refOf(first), 'cancel');
    expect(fake.paymentMethod(method)).toMatchObject({ customer: null });
    expect(await stripe.retrieve(refOf(first))).toEqual({
      status: 'failed',
      ref: first.ref,
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  });

  it('a payment Stripe does not know is an error, not an outcome', async () => {
    await expect(stripe.retrieve('pi_unknown')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});

describe('idempotency', () => {
  it('10 parallel charges with one key: one charge, one Customer, the same PaymentIntent for all', async () => {
    const before = fake.charges();
    const customersBefore = fake.customers();
    const one = request('pm_card_visa');
    // The nine that arrive while the first is at the bank get 409 (key in use); the client's
    // retries then get the first one's stored answer.
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => stripe.charge(one)));
    expect(fake.charges()).toBe(before + 1);
    expect(fake.customers()).toBe(customersBefore + 1);
    expect(new Set(outcomes.map(refOf)).size).toBe(1);
    expect(new Set(outcomes.map(customerOf)).size).toBe(1);
    expect(outcomes.every((o) => o.status === 'succeeded')).toBe(true);
    // A retry later (the checkout's "try again") is the same answer, still one charge.
    expect(await stripe.charge(one)).toEqual(outcomes[0]);
    expect(fake.charges()).toBe(before + 1);
    expect(fake.customers()).toBe(customersBefore + 1);
  });

  it('a checkout retried with the same key creates one Customer and keeps the card with it', async () => {
    const customersBefore = fake.customers();
    const checkout = request('pm_card_visa');
    const first = await stripe.charge(checkout);
    const again = await stripe.charge(checkout);
    expect(again).toEqual(first);
    expect(customerOf(first)).toMatch(customerId);
    expect(fake.customers()).toBe(customersBefore + 1);
    expect(fake.paymentMethod(methodOf(first))).toMatchObject({ customer: customerOf(first) });
  });

  it('a decline is replayed too, and the same key for another charge is refused', async () => {
    const declined = request('pm_card_chargeDeclined');
    const before = fake.charges();
    const first = await stripe.charge(declined);
    expect(await stripe.charge(declined)).toEqual(first);
    expect(fake.charges()).toBe(before + 1);
    await expect(stripe.charge({ ...declined, paymentMethod: 'pm_card_visa' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
    expect(fake.charges()).toBe(before + 1);
  });
});

describe('renewal', () => {
  /** A checkout that kept the card: its Customer and the PaymentMethod attached to it. */
  const checkout = async (paymentMethod = 'pm_card_visa') => {
    const paid = await stripe.charge(request(paymentMethod));
    if (paid.status === 'requires_action') fake.authenticate(paid.ref, 'complete');
    const outcome = paid.status === 'requires_action' ? await stripe.retrieve(paid.ref) : paid;
    const customer = customerOf(outcome);
    expect(customer).toMatch(customerId);
    return { customer: customer ?? '', method: methodOf(outcome) };
  };
  const renewal = (paymentMethod: string, renewFor: string | null) =>
    request(paymentMethod, {
      idempotencyKey: `renewal-${process.pid}-${Date.now()}-${++keys}`,
      description: 'GOLD membership renewal, one year: Acme Valves',
      card: { renewFor },
    });

  it('a checkout returns the Customer the card is now attached to', async () => {
    const { customer, method } = await checkout();
    expect(method).toMatch(/^pm_/);
    expect(fake.paymentMethod(method)).toMatchObject({
      customer,
      card: { last4: '4242' },
    });
  });

  it('charges the kept card with its Customer, off-session, a year later', async () => {
    const { customer, method } = await checkout();
    const before = fake.charges();
    const renewed = await stripe.charge(renewal(method, customer));
    expect(renewed).toEqual({
      status: 'succeeded',
      ref: expect.stringMatching(/^pi_/),
      cardLabel: 'Visa •••• 4242',
      customer,
    });
    expect(fake.charges()).toBe(before + 1);
    expect(fake.intent(refOf(renewed))).toMatchObject({
      customer,
      payment_method: method,
      // Already kept: nothing more to set up.
      setup_future_usage: null,
      description: 'GOLD membership renewal, one year: Acme Valves',
    });
    // Still attached, for the year after.
    expect(fake.paymentMethod(method)).toMatchObject({ customer });
  });

  it("a card kept with another Customer is failed with Stripe's message, nothing charged", async () => {
    const mine = await checkout();
    const theirs = await checkout();
    const before = fake.charges();
    expect(await stripe.charge(renewal(mine.method, theirs.customer))).toEqual({
      status: 'failed',
      ref: null,
      message: `The PaymentMethod ${mine.method} does not belong to the Customer you supplied ${theirs.customer}. Please use this PaymentMethod with the Customer that it belongs to instead.`,
      code: 'invalid_request_error',
    });
    expect(fake.charges()).toBe(before);
    expect(fake.paymentMethod(mine.method)).toMatchObject({ customer: mine.customer });
  });

  it('a card used without a Customer is not charged again: failed, not thrown', async () => {
    const once = await stripe.charge(request('pm_card_visa', { card: { renewFor: null } }));
    expect(once).toMatchObject({ status: 'succeeded', customer: null });
    expect(fake.intent(refOf(once))).toMatchObject({ customer: null, setup_future_usage: null });
    const again = await stripe.charge(renewal(methodOf(once), null));
    expect(again).toMatchObject({ status: 'failed', ref: null, code: 'invalid_request_error' });
    expect(again.status === 'failed' && again.message).toMatch(/may not be used again/);
  });

  it('a card whose bank asks for authentication is declined off-session: authentication_required', async () => {
    const declined = {
      status: 'failed',
      ref: expect.stringMatching(/^pi_/),
      message: 'Your card was declined. This transaction requires authentication.',
      code: 'authentication_required',
    };
    // The card kept at checkout (authenticated then, in the page) asks again: nobody is there.
    const { customer, method } = await checkout('pm_card_authenticationRequired');
    const before = fake.charges();
    const renewed = await stripe.charge(renewal(method, customer));
    expect(renewed).toEqual(declined);
    expect(fake.intent(refOf(renewed))).toMatchObject({
      status: 'requires_payment_method',
      customer,
      last_payment_error: { code: 'authentication_required' },
    });
    expect(fake.charges()).toBe(before + 1);
    // The same with the test card itself, as a renewal in test mode may send it.
    expect(await stripe.charge(renewal('pm_card_authenticationRequired', customer))).toEqual(declined);
  });

  it('a renewal is replayed for its key, like a checkout', async () => {
    const { customer, method } = await checkout();
    const once = renewal(method, customer);
    const before = fake.charges();
    const customersBefore = fake.customers();
    const first = await stripe.charge(once);
    expect(await stripe.charge(once)).toEqual(first);
    expect(fake.charges()).toBe(before + 1);
    expect(fake.customers()).toBe(customersBefore);
  });
});

describe('webhook', () => {
  const eventOf = (type: string, object: unknown) =>
    JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      ...options,
    });
  const parse = (payload: string, header: string | undefined) =>
    stripe.parseWebhook!(Buffer.from(payload), header);

  it('reads signed payment_intent events as the payment outcome', async () => {
    const paid = await stripe.charge(request('pm_card_visa'));
    expect(customerOf(paid)).toMatch(customerId);
    const payload = eventOf('payment_intent.succeeded', fake.intent(refOf(paid)));
    const event = parse(payload, sign(payload));
    expect(event).toEqual({
      id: JSON.parse(payload).id,
      type: 'payment_intent.succeeded',
      ref: paid.ref,
      // The event's PaymentIntent carries the payment method's id only.
      outcome: { status: 'succeeded', ref: paid.ref, cardLabel: null, customer: customerOf(paid) },
    });

    const declined = await stripe.charge(request('pm_card_chargeDeclinedInsufficientFunds'));
    const failed = eventOf('payment_intent.payment_failed', fake.intent(refOf(declined)));
    expect(parse(failed, sign(failed))).toMatchObject({
      ref: declined.ref,
      outcome: {
        status: 'failed',
        ref: declined.ref,
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });

    const pending = await stripe.charge(request('pm_card_authenticationRequired'));
    const action = eventOf('payment_intent.requires_action', fake.intent(refOf(pending)));
    expect(parse(action, sign(action))).toMatchObject({ ref: pending.ref, outcome: pending });
  });

  it('returns other event types without a payment', () => {
    const payload = eventOf('customer.created', { id: 'cus_1', object: 'customer' });
    expect(parse(payload, sign(payload))).toEqual({
      id: JSON.parse(payload).id,
      type: 'customer.created',
      ref: null,
      outcome: null,
    });
  });

  it('accepts a signature up to 300 s old', () => {
    const payload = eventOf('customer.created', { id: 'cus_2', object: 'customer' });
    const header = sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 290 });
    expect(parse(payload, header).type).toBe('customer.created');
  });

  const refusals: [string, () => [string, string | undefined]][] = [
    [
      'a tampered body',
      () => {
        const payload = eventOf('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
        return [payload.replace('pi_1', 'pi_2'), sign(payload)];
      },
    ],
    [
      'a wrong secret',
      () => {
        const payload = eventOf('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
        return [payload, sign(payload, { secret: 'whsec_someone_else' })];
      },
    ],
    ['a missing header', () => [eventOf('customer.created', {}), undefined]],
    ['an empty header', () => [eventOf('customer.created', {}), '']],
    ['a header without a signature', () => [eventOf('customer.created', {}), 't=1700000000']],
    [
      'a timestamp older than 300 s',
      () => {
        const payload = eventOf('customer.created', {});
        return [payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })];
      },
    ],
  ];
  it.each(refusals)('refuses %s with a 400 naming the header', (_what, make) => {
    const [payload, header] = make();
    let thrown: unknown;
    try {
      parse(payload, header);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 400, errors: [{ path: 'headers.stripe-signature' }] });
  });
});

describe('provider', () => {
  it('is Stripe, with the publishable key for the card form', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.publicKey).toBe('pk_test_wbn');
  });
});
