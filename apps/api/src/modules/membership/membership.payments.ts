import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '@wbn/db';
import {
  membershipRank,
  messages,
  subscriptionLabel,
  type CheckoutResult,
  type MembershipState,
} from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { toPayment } from './membership.mapper.ts';
import { membershipRepository as repo, type PaymentRow } from './membership.repository.ts';
import type { ChargeOutcome, PaymentProvider } from './payment-provider.ts';

/** How long a concurrent retry of the same checkout waits for the first one's answer. */
const waitMs = 15_000;

/** The end of a paid year that starts at `start`. */
export function yearAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The declined-card answer: the spec's message, the provider's beneath it (402). */
function paymentFailed(providerMessage: string | null): AppError {
  const reason = providerMessage ?? 'The payment was not completed.';
  return new AppError('PaymentFailed', messages.checkoutFailed, [
    { path: 'body.paymentMethod', message: reason },
  ]);
}

/**
 * A payment's steps once its row exists: the charge at the provider, what the provider said
 * written down, and the answer a request (or its retry) gets.
 */
export function createPaymentSteps(
  db: Database,
  deps: {
    provider: PaymentProvider;
    log: FastifyBaseLogger;
    now: () => Date;
    stateOf(tx: Queryable, businessID: string, canBuy: boolean): Promise<MembershipState>;
  },
) {
  const { provider, now, stateOf } = deps;

  /**
   * What the provider said, written down once: the payment's status, and on success the tier and
   * its paid year. A success is always honoured (the money was taken), even for a payment a newer
   * checkout had replaced; it never lowers a tier.
   */
  async function settle(
    tx: Queryable,
    payment: PaymentRow,
    outcome: ChargeOutcome,
    periodStart?: Date,
  ): Promise<void> {
    if (payment.status === 'succeeded') return;
    if (outcome.status === 'succeeded') {
      const start = periodStart ?? now();
      const end = yearAfter(start);
      await repo.settle(tx, payment.paymentId, {
        status: 'succeeded',
        providerRef: outcome.ref,
        cardLabel: outcome.cardLabel,
        period: { start, end },
      });
      const state = await repo.state(tx, payment.businessId);
      if (state && membershipRank(payment.subscription) >= membershipRank(state.subscription)) {
        await repo.setTier(tx, payment.businessId, {
          subscription: payment.subscription,
          renewsAt: end,
          paymentMethod: payment.paymentMethod,
          // A renewal charges the card where the checkout kept it.
          ...(outcome.customer ? { customerRef: outcome.customer } : {}),
        });
      }
      return;
    }
    if (outcome.status === 'requires_action') {
      await repo.settle(tx, payment.paymentId, {
        status: 'requires_action',
        providerRef: outcome.ref,
        clientSecret: outcome.clientSecret,
      });
      return;
    }
    await repo.settle(tx, payment.paymentId, {
      status: 'failed',
      providerRef: outcome.ref,
      failureMessage: outcome.message,
    });
  }

  /** The answer for a payment as it now stands (also a retry's replay). */
  async function resultOf(paymentID: string, canBuy: boolean): Promise<CheckoutResult> {
    const payment = (await repo.byId(db, paymentID))!;
    if (payment.status === 'succeeded') {
      return {
        status: 'succeeded',
        payment: toPayment(payment),
        membership: await stateOf(db, payment.businessId, canBuy),
      };
    }
    if (payment.status === 'requires_action' && payment.clientSecret) {
      return { status: 'requires_action', payment: toPayment(payment), clientSecret: payment.clientSecret };
    }
    if (payment.status === 'pending') {
      throw new AppError('Conflict', 'This payment is still being processed; try again in a moment.');
    }
    throw paymentFailed(payment.failureMessage);
  }

  /** Waits for the request that holds a checkout's key to finish (a concurrent retry). */
  async function waitFor(paymentID: string): Promise<void> {
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      const row = await repo.byId(db, paymentID);
      if (row && row.status !== 'pending') return;
      await sleep(100);
    }
  }

  /** Asks the provider; a provider that does not answer leaves the payment for a retry to take on. */
  async function charge(payment: PaymentRow): Promise<void> {
    let outcome: ChargeOutcome;
    try {
      outcome = await provider.charge({
        paymentMethod: payment.paymentMethod,
        amountCents: payment.amountCents,
        idempotencyKey: payment.idempotencyKey,
        description: `${subscriptionLabel(payment.subscription)} membership, one year: ${payment.companyName}`,
        email: payment.email,
        metadata: { paymentID: payment.paymentId, businessID: payment.businessId, planId: payment.planId },
        card: { keep: true },
      });
    } catch (err) {
      deps.log.warn({ err, paymentID: payment.paymentId }, 'payment provider did not answer');
      await repo.release(db, payment.paymentId);
      throw new AppError(
        'ServiceUnavailable',
        'The payment provider did not answer. Try again: the same checkout is never charged twice.',
      );
    }
    await db.transaction(async (tx) => {
      const locked = (await repo.byId(tx, payment.paymentId, true))!;
      await settle(tx, locked, outcome);
    });
  }

  return { settle, resultOf, waitFor, charge };
}
