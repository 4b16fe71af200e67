import Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';
import type { ChargeOutcome, ChargeRequest, PaymentEvent, PaymentProvider } from './payment-provider.ts';

/**
 * Stripe as the card processor (decision 0014, `PAYMENT_PROVIDER=stripe`): one PaymentIntent per
 * checkout, created and confirmed in one call under the checkout's idempotency key, so a retry
 * never charges twice. A checkout keeps the card for the renewal: a Customer (under the key with
 * `-customer`, so a retry reuses it) and the intent's `setup_future_usage: off_session`, which
 * attaches the card to that Customer once the payment succeeds (Stripe refuses to reuse a card
 * that is attached to nobody). A renewal charges the card kept with that Customer off-session:
 * nobody is there to authenticate, so a bank asking for it is a decline (`authentication_required`).
 * Tests point it at a local stand-in (test/fake-stripe.ts) with `apiUrl`.
 */
export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API, e.g. http://127.0.0.1:12345; absent: api.stripe.com. */
  apiUrl?: string;
}

/** How old (seconds) a webhook's signature may be: Stripe's default, against replayed deliveries. */
const webhookTolerance = 300;
const signatureField = 'headers.stripe-signature';

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // Pinned to the version this SDK's types describe, whatever the account's default is.
    apiVersion: Stripe.API_VERSION,
    // A retry (lost connection, 409 while the same key is still in flight) re-sends our key: safe.
    maxNetworkRetries: 2,
    ...(options.apiUrl ? endpointOf(options.apiUrl) : {}),
  });

  /** What the card is to the intent: kept for renewals (checkout), charged where it is kept, or neither. */
  async function cardParams(request: ChargeRequest): Promise<Partial<Stripe.PaymentIntentCreateParams>> {
    if ('keep' in request.card) {
      const customer = await stripe.customers.create(
        { email: request.email, metadata: request.metadata },
        { idempotencyKey: `${request.idempotencyKey}-customer` },
      );
      return { customer: customer.id, setup_future_usage: 'off_session' };
    }
    if (request.card.renewFor) return { customer: request.card.renewFor, off_session: true };
    return {};
  }

  return {
    name: 'stripe',
    publicKey: options.publishableKey,

    async charge(request) {
      try {
        const card = await cardParams(request);
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            payment_method: request.paymentMethod,
            confirm: true,
            // Cards authenticate in the page (handleNextAction), never by redirect: no return_url.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            receipt_email: request.email,
            description: request.description,
            metadata: request.metadata,
            // The card's brand and last digits, for the receipt.
            expand: ['payment_method'],
            ...card,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return outcomeOf(intent);
      } catch (err) {
        // A decline is an answer (HTTP 402), not a fault; anything else is for the caller to retry.
        if (err instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'failed',
            ref: err.payment_intent?.id ?? null,
            message: err.message,
            code: err.decline_code ?? err.code ?? 'card_declined',
          };
        }
        // A card Stripe will not charge (unknown, used once without a Customer, kept with another
        // Customer) is an answer too: trying again with the same card cannot go otherwise.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'payment_method') {
          return {
            status: 'failed',
            ref: err.payment_intent?.id ?? null,
            message: err.message,
            code: err.code ?? 'invalid_request_error',
          };
        }
        throw err;
      }
    },

    async retrieve(ref) {
      return outcomeOf(await stripe.paymentIntents.retrieve(ref, { expand: ['payment_method'] }));
    },

    parseWebhook(rawBody, signatureHeader): PaymentEvent {
      if (!signatureHeader) {
        throw AppError.badRequest(signatureField, 'The Stripe-Signature header is missing');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          webhookTolerance,
        );
      } catch (err) {
        // Stripe's first sentence says which check failed (no match, too old, unreadable header).
        const reason = err instanceof Error ? (err.message.split(/[.\n]/)[0] ?? '') : '';
        throw AppError.badRequest(signatureField, `The Stripe-Signature header was refused: ${reason}`);
      }
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.requires_action':
          return {
            id: event.id,
            type: event.type,
            ref: event.data.object.id,
            outcome: outcomeOf(event.data.object),
          };
        default:
          return { id: event.id, type: event.type, ref: null, outcome: null };
      }
    },
  };
}

/** What a PaymentIntent's state means for the checkout. */
function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return {
        status: 'succeeded',
        ref: intent.id,
        cardLabel: cardLabel(intent.payment_method),
        customer: customerId(intent.customer),
      };
    case 'requires_action':
      if (!intent.client_secret) break;
      return { status: 'requires_action', ref: intent.id, clientSecret: intent.client_secret };
    case 'requires_payment_method':
    case 'canceled': {
      // A decline after authentication, a failed authentication, or a canceled intent.
      const error = intent.last_payment_error;
      const fallback =
        intent.status === 'canceled'
          ? 'The payment was canceled. Please try again.'
          : 'The card was not charged. Please choose a different payment method and try again.';
      return {
        status: 'failed',
        ref: intent.id,
        message: error?.message ?? fallback,
        code: error?.decline_code ?? error?.code ?? intent.status,
      };
    }
  }
  // processing, requires_confirmation, requires_capture: not final, and ChargeOutcome has no
  // "pending"; never reached for a card confirmed with automatic capture.
  throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status}, which checkout does not expect`);
}

/** The Customer the intent charged for (the card kept with it), as an id whether expanded or not. */
function customerId(customer: Stripe.PaymentIntent['customer']): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

const brandNames: Record<string, string> = {
  amex: 'American Express',
  american_express: 'American Express',
  diners: 'Diners Club',
  diners_club: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  union_pay: 'UnionPay',
};

/** "Visa •••• 4242" when the payment method came expanded (not in webhook events), else null. */
function cardLabel(method: Stripe.PaymentIntent['payment_method']): string | null {
  const card = method && typeof method !== 'string' ? method.card : undefined;
  if (!card?.last4) return null;
  const brand = card.display_brand ?? card.brand;
  const name =
    brandNames[brand] ?? brand.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
  return `${name} •••• ${card.last4}`;
}

/** `http://127.0.0.1:12345` as the client's host, port and protocol. */
function endpointOf(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
