import type { PaymentProviderName } from '@wbn/contracts';

/**
 * What the membership checkout asks of a card processor (decision 0014). Two implementations:
 * the built-in test provider (test.provider.ts, the default, no network) and Stripe
 * (stripe.provider.ts, `PAYMENT_PROVIDER=stripe`). The amount always comes from the plan.
 */
export interface ChargeRequest {
  /** The payment method the browser's card form made (`pm_…`). */
  paymentMethod: string;
  /** US cents. */
  amountCents: number;
  /** The same key for a retry of the same checkout: the provider charges once per key. */
  idempotencyKey: string;
  /** On the card statement and the provider's dashboard. */
  description: string;
  /** Where the provider's receipt goes. */
  email: string;
  /** Our ids, kept by the provider (payment, business, plan). */
  metadata: Record<string, string>;
  /**
   * A checkout: keep the card for the renewal a year later (Stripe: a Customer, the card saved
   * for off-session use). A renewal: the customer the card was kept with, charged with nobody there.
   */
  card: { keep: true } | { renewFor: string | null };
}

export type ChargeOutcome =
  | {
      status: 'succeeded';
      ref: string;
      cardLabel: string | null;
      /** Whom the card is kept with for renewals (Stripe's Customer id); null when not kept. */
      customer: string | null;
    }
  /** An authentication step (3-D Secure) the browser must show before the payment completes. */
  | { status: 'requires_action'; ref: string; clientSecret: string }
  /** Declined or not processed: the provider's message, shown to the buyer. */
  | { status: 'failed'; ref: string | null; message: string; code: string };

/** A provider's notification about a payment, once its signature has been checked. */
export interface PaymentEvent {
  /** The provider's event id: each is handled once. */
  id: string;
  type: string;
  /** The payment's provider reference (a PaymentIntent id), when the event is about one. */
  ref: string | null;
  outcome: ChargeOutcome | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The publishable key the browser's card form uses. */
  readonly publicKey: string;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The payment's state now (after an authentication step). */
  retrieve(ref: string): Promise<ChargeOutcome>;
  /**
   * Checks a webhook's signature over the raw body and reads the event; throws an AppError 400
   * when the signature is missing, wrong or too old. Providers without webhooks leave it out.
   */
  parseWebhook?(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
