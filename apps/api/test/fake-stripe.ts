import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support, never imported by the app: Stripe's PaymentIntents and Customers APIs on
 * 127.0.0.1, written from Stripe's documented behaviour (not from stripe-node), for the real client
 * to talk to. It knows the test payment methods of `testCards` (contracts), answers declines as
 * HTTP 402 card errors, holds the authentication step until the test plays the bank
 * (`authenticate`), and keeps Stripe's idempotency rules: a key's first response is stored and
 * replayed, the same key with other parameters is a 400 idempotency_error, and while the key's
 * first request is still being processed a second one gets 409 (which the client retries).
 *
 * Saving cards, as Stripe does: a test payment method (`pm_card_visa`) makes a new PaymentMethod
 * (`pm_…`) each time it is used; an intent with a `customer` and `setup_future_usage` attaches its
 * PaymentMethod to that Customer once the payment succeeds. A `pm_…` used again must be attached
 * to the intent's Customer: one attached to nobody was for one use only, one attached to another
 * Customer is refused (400, `param: payment_method`). Off-session (`off_session=true`), a card that
 * asks for authentication is declined with `authentication_required` (402) instead of waiting.
 */
export interface FakeStripe {
  /** e.g. http://127.0.0.1:41234: the provider's `apiUrl`. */
  url: string;
  /** Charge attempts made (PaymentIntents confirmed, declines included); never a replay. */
  charges(): number;
  /** Customers created; never a replay. */
  customers(): number;
  /** The bank's answer to a pending authentication step. */
  authenticate(id: string, outcome: 'complete' | 'cancel'): void;
  /** A PaymentIntent as the API returns it, e.g. for a webhook event's `data.object`. */
  intent(id: string): StripeObject | undefined;
  /** A PaymentMethod (`pm_…`) as the API returns it: `customer` is whom it is attached to. */
  paymentMethod(id: string): StripeObject | undefined;
  close(): Promise<void>;
}

/** The secret key the fake accepts (`Authorization: Bearer …`) unless told another. */
export const fakeStripeSecretKey = 'sk_test_fake_wbn_0000000000000000';

export type StripeObject = { [key: string]: unknown };
/** A form body as Stripe reads it: `metadata[a]=1&expand[0]=x` → { metadata: { a }, expand: { 0 } }. */
type Form = { [key: string]: string | Form };

interface Decline {
  code: string;
  decline_code: string;
  message: string;
}
interface TestCard {
  last4: string;
  outcome: 'succeeded' | 'requires_action' | Decline;
}

// Stripe's test payment methods, their card numbers' last digits and Stripe's answers.
const testCards: Record<string, TestCard> = {
  pm_card_visa: { last4: '4242', outcome: 'succeeded' },
  pm_card_chargeDeclined: {
    last4: '0002',
    outcome: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    last4: '9995',
    outcome: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    last4: '0069',
    outcome: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  },
  pm_card_chargeDeclinedProcessingError: {
    last4: '0119',
    outcome: {
      code: 'processing_error',
      decline_code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
  pm_card_authenticationRequired: { last4: '3155', outcome: 'requires_action' },
};

const authenticationRequired: Decline = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

const authenticationFailure = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

interface Reply {
  status: number;
  body: StripeObject;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const stripeError = (status: number, error: StripeObject): Reply => ({ status, body: { error } });
const invalid = (message: string, extra: StripeObject = {}) =>
  stripeError(400, { type: 'invalid_request_error', message, ...extra });

function parseForm(text: string): Form {
  const form: Form = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.replace(/\]/g, '').split('[');
    let node = form;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      node = typeof next === 'object' ? next : (node[key] = {});
    }
    node[path[path.length - 1] ?? name] = value;
  }
  return form;
}

/** Parameters in a stable order: what "the same parameters" means for an idempotency key. */
const canonical = (value: string | Form): string =>
  typeof value === 'string'
    ? JSON.stringify(value)
    : `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical(value[key] ?? '')}`)
        .join(',')}}`;

const text = (form: Form, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};
const list = (form: Form, key: string): string[] => {
  const value = form[key];
  return typeof value === 'object'
    ? Object.values(value).filter((v): v is string => typeof v === 'string')
    : [];
};

export async function startFakeStripe(
  options: {
    secretKey?: string;
    /** How long a charge takes at "the bank": the window in which the same key is in flight. */
    chargeDelayMs?: number;
  } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? fakeStripeSecretKey;
  const chargeDelayMs = options.chargeDelayMs ?? 25;
  const intents = new Map<string, StripeObject>();
  const methods = new Map<string, StripeObject>();
  /** The test card each PaymentMethod was made from: how "the bank" answers for it. */
  const cardOf = new Map<string, TestCard>();
  const customers = new Map<string, StripeObject>();
  /** Idempotency keys: the first request's parameters, and its reply once it has one. */
  const keys = new Map<string, { fingerprint: string; reply: Reply | null }>();
  let charges = 0;

  /** A PaymentIntent as returned, with `expand[]=payment_method` honoured. */
  const render = (intent: StripeObject, expand: string[]): StripeObject => {
    const method = typeof intent.payment_method === 'string' ? methods.get(intent.payment_method) : undefined;
    return expand.includes('payment_method') && method
      ? { ...intent, payment_method: method }
      : { ...intent };
  };

  const paymentMethod = (card: TestCard): StripeObject => {
    const method = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      livemode: false,
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: 'visa',
        display_brand: 'visa',
        country: 'US',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        last4: card.last4,
      },
      metadata: {},
    };
    methods.set(method.id, method);
    cardOf.set(method.id, card);
    return method;
  };

  /** After a payment succeeds: `setup_future_usage` with a Customer attaches the card to it. */
  const keepCard = (intent: StripeObject) => {
    const method = typeof intent.payment_method === 'string' ? methods.get(intent.payment_method) : undefined;
    if (method && intent.setup_future_usage && typeof intent.customer === 'string') {
      method.customer = intent.customer;
    }
  };

  /** POST /v1/customers. */
  function createCustomer(form: Form): Reply {
    const customer: StripeObject = {
      id: id('cus'),
      object: 'customer',
      created: now(),
      description: text(form, 'description') ?? null,
      email: text(form, 'email') ?? null,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
      livemode: false,
      metadata: typeof form.metadata === 'object' ? form.metadata : {},
      name: text(form, 'name') ?? null,
    };
    customers.set(customer.id as string, customer);
    return { status: 200, body: { ...customer } };
  }

  /**
   * The PaymentMethod an intent is to charge: a new one for a test payment method, else a `pm_…`
   * made earlier, if Stripe lets it be used again with this Customer; or the refusal.
   */
  function methodFor(
    methodId: string,
    customer: string | undefined,
  ): { method: StripeObject; refusal?: never } | { method?: never; refusal: Reply } {
    const card = testCards[methodId];
    if (card) return { method: paymentMethod(card) };
    const method = methods.get(methodId);
    if (!method) {
      return {
        refusal: invalid(`No such PaymentMethod: '${methodId}'`, {
          code: 'resource_missing',
          param: 'payment_method',
        }),
      };
    }
    const owner = typeof method.customer === 'string' ? method.customer : null;
    if (!owner) {
      // Every PaymentMethod here was made by a payment: attached to nobody, it was for that one.
      return {
        refusal: invalid(
          'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
          { param: 'payment_method' },
        ),
      };
    }
    if (!customer) {
      // Stripe's own spelling for this one names `source`.
      return {
        refusal: invalid(
          `The \`payment_method\` parameter supplied ${methodId} belongs to the Customer ${owner}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
          { code: 'parameter_missing', param: 'source' },
        ),
      };
    }
    if (owner !== customer) {
      return {
        refusal: invalid(
          `The PaymentMethod ${methodId} does not belong to the Customer you supplied ${customer}. Please use this PaymentMethod with the Customer that it belongs to instead.`,
          { param: 'payment_method' },
        ),
      };
    }
    return { method };
  }

  /** POST /v1/payment_intents: created, and confirmed when `confirm=true`. */
  async function createIntent(form: Form): Promise<Reply> {
    const amount = Number(text(form, 'amount'));
    if (!Number.isInteger(amount) || amount < 50) {
      return invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    }
    const currency = text(form, 'currency');
    if (!currency) return invalid('Missing required param: currency.', { code: 'parameter_missing' });
    const confirm = text(form, 'confirm') === 'true';
    const customer = text(form, 'customer');
    if (customer !== undefined && !customers.has(customer)) {
      return invalid(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    }
    const setupFutureUsage = text(form, 'setup_future_usage');
    // `true`, or `one_off` / `recurring`; Stripe takes it only with `confirm=true`.
    const offSessionParam = text(form, 'off_session');
    const offSession = offSessionParam !== undefined && offSessionParam !== 'false';
    if (offSession && !confirm) {
      return invalid('The `off_session` parameter can only be used with `confirm=true`.', {
        param: 'off_session',
      });
    }
    const automatic = form.automatic_payment_methods;
    const noRedirects = typeof automatic === 'object' && text(automatic, 'allow_redirects') === 'never';
    if (confirm && !noRedirects && !text(form, 'return_url')) {
      return invalid(
        'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
      );
    }
    const methodId = text(form, 'payment_method');
    const found = methodId ? methodFor(methodId, customer) : null;
    if (found?.refusal) return found.refusal;
    const method = found?.method ?? null;
    const card = method ? cardOf.get(method.id as string) : undefined;
    if (confirm && !card) {
      return invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      );
    }

    const intentId = id('pi');
    const intent: StripeObject = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      automatic_payment_methods: noRedirects ? { enabled: true, allow_redirects: 'never' } : null,
      capture_method: 'automatic',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      customer: customer ?? null,
      description: text(form, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: typeof form.metadata === 'object' ? form.metadata : {},
      next_action: null,
      payment_method: method?.id ?? null,
      payment_method_types: ['card'],
      receipt_email: text(form, 'receipt_email') ?? null,
      setup_future_usage: setupFutureUsage ?? null,
      status: method ? 'requires_confirmation' : 'requires_payment_method',
    };
    intents.set(intentId, intent);
    const expand = list(form, 'expand');
    if (!confirm || !card || !method) return { status: 200, body: render(intent, expand) };

    charges++;
    await new Promise((resolve) => setTimeout(resolve, chargeDelayMs));
    if (card.outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: id('ch') });
      keepCard(intent);
    } else if (card.outcome === 'requires_action' && offSession) {
      // Nobody is there to authenticate: declined before any charge, the card kept on the error.
      const error = { type: 'card_error', ...authenticationRequired, payment_method: method };
      Object.assign(intent, { status: 'requires_payment_method', payment_method: null });
      intent.last_payment_error = error;
      return stripeError(402, { ...error, payment_intent: render(intent, []) });
    } else if (card.outcome === 'requires_action') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect', source: id('src') },
        },
      });
    } else {
      const charge = id('ch');
      const error = { type: 'card_error', charge, ...card.outcome, payment_method: method };
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        latest_charge: charge,
      });
      intent.last_payment_error = error;
      return stripeError(402, { ...error, payment_intent: render(intent, []) });
    }
    return { status: 200, body: render(intent, expand) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const send = (reply: Reply, headers: Record<string, string> = {}) => {
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...headers,
      });
      res.end(JSON.stringify(reply.body));
    };

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(
        stripeError(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${String(req.headers.authorization ?? '').slice(7, 15)}****`,
        }),
      );
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const intentId = decodeURIComponent(retrieve[1] ?? '');
      const intent = intents.get(intentId);
      if (!intent) {
        return send(
          stripeError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${intentId}'`,
          }),
        );
      }
      return send({ status: 200, body: render(intent, list(parseForm(url.search.slice(1)), 'expand')) });
    }
    const create =
      req.method !== 'POST'
        ? undefined
        : url.pathname === '/v1/payment_intents'
          ? createIntent
          : url.pathname === '/v1/customers'
            ? createCustomer
            : undefined;
    if (!create) {
      return send(invalid(`Unrecognized request URL (${req.method}: ${url.pathname}).`));
    }

    const form = parseForm(Buffer.concat(chunks).toString('utf8'));
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return send(await create(form));
    const fingerprint = `POST ${url.pathname} ${canonical(form)}`;
    const held = keys.get(key);
    if (held && held.fingerprint !== fingerprint) {
      return send(
        stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        }),
      );
    }
    if (held?.reply) return send(held.reply, { 'idempotent-replayed': 'true' });
    if (held) {
      return send(
        stripeError(409, {
          type: 'invalid_request_error',
          code: 'idempotency_key_in_use',
          message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
        }),
      );
    }
    const entry = { fingerprint, reply: null as Reply | null };
    keys.set(key, entry);
    const reply = await create(form);
    // As Stripe: a request refused before it ran (400) is not saved; anything after is replayed.
    if (reply.status === 400) keys.delete(key);
    else entry.reply = reply;
    send(reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    charges: () => charges,
    customers: () => customers.size,
    intent: (intentId) => {
      const intent = intents.get(intentId);
      return intent && render(intent, []);
    },
    paymentMethod: (methodId) => {
      const method = methods.get(methodId);
      return method && { ...method };
    },
    authenticate(intentId, outcome) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'requires_action') {
        throw new Error(`No PaymentIntent ${intentId} waits for authentication`);
      }
      if (outcome === 'complete') {
        Object.assign(intent, {
          status: 'succeeded',
          amount_received: intent.amount,
          latest_charge: id('ch'),
          next_action: null,
        });
        keepCard(intent);
      } else {
        const method = typeof intent.payment_method === 'string' ? methods.get(intent.payment_method) : null;
        Object.assign(intent, {
          status: 'requires_payment_method',
          next_action: null,
          payment_method: null,
          last_payment_error: { ...authenticationFailure, payment_method: method },
        });
      }
    },
    async close() {
      // The client keeps connections alive; drop them so close() does not wait for their timeout.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
