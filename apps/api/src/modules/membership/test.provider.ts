import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from './payment-provider.ts';

/**
 * The built-in test provider (the default; no network): it answers Stripe's published test
 * payment methods as Stripe's test mode does, with Stripe's messages, and charges once per
 * idempotency key. Its payments live in this process (a restart forgets those waiting for
 * authentication): it is for development, tests and the demo, never for money.
 */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** The "bank's" authentication step of a payment that asked for one. */
  authenticate(clientSecret: string, outcome: 'complete' | 'cancel'): void;
  /** Charges made (not replays of a key): what the exactly-once tests count. */
  readonly charges: number;
}

const declines: Record<string, { code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
const authenticationFailed = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

interface Held {
  outcome: ChargeOutcome;
  fingerprint: string;
}

export function createTestProvider(): TestPaymentProvider {
  const byKey = new Map<string, Held>();
  const byRef = new Map<string, ChargeOutcome>();
  const bySecret = new Map<string, string>();
  let charges = 0;
  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

  function charge(request: ChargeRequest): ChargeOutcome {
    const ref = id('pi');
    if (request.paymentMethod === 'pm_card_visa') {
      return { status: 'succeeded', ref, cardLabel: 'Visa •••• 4242', customer: customerOf(request) };
    }
    // Nobody is there to authenticate a renewal: as Stripe, the off-session charge fails.
    if (request.paymentMethod === 'pm_card_authenticationRequired' && 'renewFor' in request.card) {
      return {
        status: 'failed',
        ref,
        code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      };
    }
    if (request.paymentMethod === 'pm_card_authenticationRequired') {
      const clientSecret = `${ref}_secret_${randomBytes(8).toString('hex')}`;
      bySecret.set(clientSecret, ref);
      return { status: 'requires_action', ref, clientSecret };
    }
    const decline = declines[request.paymentMethod] ?? {
      code: 'invalid_payment_method',
      message: 'The test provider knows only the test cards: use 4242 4242 4242 4242 to pay.',
    };
    return { status: 'failed', ref, ...decline };
  }

  return {
    name: 'test',
    publicKey: 'pk_test_built_in_provider',
    get charges() {
      return charges;
    },

    async charge(request) {
      const fingerprint = `${request.paymentMethod}|${request.amountCents}`;
      const held = byKey.get(request.idempotencyKey);
      if (held) {
        // As Stripe: the same key with other parameters is an error, with the same ones a replay.
        if (held.fingerprint !== fingerprint)
          throw new Error('Keys for idempotent requests can only be used with the same parameters');
        return byRef.get(outcomeRef(held.outcome)) ?? held.outcome;
      }
      charges++;
      const outcome = charge(request);
      byKey.set(request.idempotencyKey, { outcome, fingerprint });
      byRef.set(outcomeRef(outcome), outcome);
      return outcome;
    },

    async retrieve(ref) {
      const outcome = byRef.get(ref);
      if (!outcome) throw AppError.notFound('The payment at the test provider');
      return outcome;
    },

    authenticate(clientSecret, outcome) {
      const ref = bySecret.get(clientSecret);
      const current = ref ? byRef.get(ref) : undefined;
      if (!ref || !current)
        throw AppError.badRequest('clientSecret', 'No payment waits for this authentication');
      if (current.status !== 'requires_action') return;
      byRef.set(
        ref,
        outcome === 'complete'
          ? { status: 'succeeded', ref, cardLabel: 'Visa •••• 3155', customer: id('cus') }
          : { status: 'failed', ref, ...authenticationFailed },
      );
    },
  };
}

const outcomeRef = (o: ChargeOutcome) => o.ref ?? '';

/** The customer a checkout keeps its card with (made up here), or the one a renewal charges. */
function customerOf(request: ChargeRequest): string | null {
  return 'keep' in request.card ? `cus_test_${randomBytes(8).toString('hex')}` : request.card.renewFor;
}
