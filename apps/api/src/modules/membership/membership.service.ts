import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '@wbn/db';
import {
  membershipPlans,
  membershipRank,
  subscriptionLabel,
  type CheckoutResult,
  type MembershipId,
  type MembershipState,
  type Payment,
  type SubscribeBody,
  type SubscriptionSetup,
} from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { managers, type BusinessService, type Viewer } from '../business/business.service.ts';
import { toMembershipState, toPayment } from './membership.mapper.ts';
import { membershipRepository as repo } from './membership.repository.ts';
import { createPaymentSteps } from './membership.payments.ts';
import { renewalSweep } from './membership.sweep.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** A pending payment whose request has not finished in this long is taken over by a retry. */
const claimSeconds = 60;

export interface MembershipDeps {
  business: BusinessService;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Where reminder mails go (the outbox under DATA_DIR). */
  dataDir: string;
  supportEmail: string;
  publicUrl: string;
  /** The time: tests move it to the end of a paid year. */
  now?: () => Date;
}

/** What a business's membership grants now: its tier, and when its paid year ends. */
export interface BusinessTier {
  subscription: MembershipId;
  renewsAt: Date | null;
}

const planOf = (planId: string) => membershipPlans.find((p) => p.planId === planId && p.priceCents > 0);

/**
 * Membership checkout (decision 0014): the plans on sale, a card payment through the configured
 * provider, charged once per idempotency key, the tier and its paid year, renewals and lapses.
 */
export function createMembershipService(db: Database, deps: MembershipDeps) {
  const { business, provider } = deps;
  const now = deps.now ?? (() => new Date());

  async function stateOf(tx: Queryable, businessID: string, canBuy: boolean): Promise<MembershipState> {
    const row = await repo.state(tx, businessID);
    if (!row) throw AppError.notFound('The business');
    return toMembershipState(row, canBuy);
  }

  const steps = createPaymentSteps(db, { provider, log: deps.log, now, stateOf });
  const { settle, resultOf, waitFor, charge } = steps;

  return {
    /** GET /api/subscription/setup */
    setup(): SubscriptionSetup {
      return {
        publicKey: provider.publicKey,
        provider: provider.name,
        plans: membershipPlans
          .filter((p) => p.priceCents > 0)
          .map((p) => ({
            planId: p.planId,
            subscription: p.id,
            name: p.name,
            price: p.priceCents,
            currency: p.currency,
            productLimit: p.productLimit,
          })),
      };
    },

    /**
     * A business's tier and the end of its paid year (null on standard), for the allowances that
     * follow the tier (boosts, support hours). Given the caller's transaction, it reads there.
     */
    async tierOf(businessID: string, conn: Queryable = db): Promise<BusinessTier> {
      const state = await stateOf(conn, businessID, false);
      return {
        subscription: state.subscription,
        renewsAt: state.renewsAt === null ? null : new Date(state.renewsAt * 1000),
      };
    },

    /** GET /api/subscription/business/{id}: the people of the business. */
    async state(viewer: Viewer, businessID: string): Promise<MembershipState> {
      const { access } = await business.authorise(viewer, businessID, ['owner', 'admin', 'member']);
      return stateOf(db, businessID, managers.includes(access));
    },

    /**
     * POST /api/subscription/subscribe. One idempotency key is one checkout: the first request
     * charges, a concurrent retry waits for its answer and a later one replays it. Without a key
     * (the spec's call sends none) the server makes one; a retry is then a new checkout, which the
     * one-payment-in-flight rule and the tier check keep from charging twice (decision 0019).
     */
    async subscribe(viewer: Viewer, body: SubscribeBody, key: string | undefined): Promise<CheckoutResult> {
      const plan = planOf(body.planId);
      if (!plan) throw AppError.badRequest('body.planId', 'Not a plan on sale: gold, premium or platinum');
      const fingerprint = `${body.businessID}|${plan.planId}|${body.paymentMethod}`;
      // A released claim ('-infinity') reads as an invalid Date: stale too, so a retry takes it on.
      const isStale = (claimedAt: Date) => !(claimedAt.getTime() >= Date.now() - claimSeconds * 1000);

      const step = await db.transaction(async (tx) => {
        // Locks the business: checkouts of one business are decided one at a time.
        const { subscription } = await business.authorise(viewer, body.businessID, managers, tx);
        const existing = key ? await repo.byKeyForUpdate(tx, key) : null;
        if (existing) {
          if (existing.requestFingerprint !== fingerprint)
            throw new AppError('Conflict', 'This Idempotency-Key was used for another checkout.');
          if (existing.status === 'pending' && isStale(existing.claimedAt)) {
            await repo.claim(tx, existing.paymentId);
            return { charge: true, paymentID: existing.paymentId };
          }
          return { charge: false, paymentID: existing.paymentId };
        }
        if (membershipRank(plan.id) <= membershipRank(subscription)) {
          throw AppError.badRequest(
            'body.planId',
            `Choose a plan above your current one (${subscriptionLabel(subscription)})`,
          );
        }
        const open = await repo.openFor(tx, body.businessID);
        if (open?.status === 'pending') {
          // Without a key, the same checkout again (business, plan and card) takes on a payment
          // the provider left unanswered, under that payment's own key: still one charge.
          if (!key && open.requestFingerprint === fingerprint && isStale(open.claimedAt)) {
            await repo.claim(tx, open.paymentId);
            return { charge: true, paymentID: open.paymentId };
          }
          throw new AppError('Conflict', 'A payment for this business is being processed; wait a moment.');
        }
        // An authentication the buyer walked away from: this checkout replaces it.
        if (open)
          await repo.settle(tx, open.paymentId, {
            status: 'failed',
            providerRef: null,
            failureMessage: 'Replaced by a new checkout.',
          });
        const paymentID = await repo.insert(tx, {
          businessID: body.businessID,
          userID: viewer.userID,
          kind: 'checkout',
          planId: plan.planId,
          subscription: plan.id,
          amountCents: plan.priceCents,
          provider: provider.name,
          paymentMethod: body.paymentMethod,
          email: body.email,
          idempotencyKey: key ?? `server-${randomUUID()}`,
          fingerprint,
        });
        return { charge: true, paymentID };
      });

      if (step.charge) await charge((await repo.byId(db, step.paymentID))!);
      else await waitFor(step.paymentID);
      return resultOf(step.paymentID, true);
    },

    /** POST /api/subscription/confirm: after the authentication step, what the provider says now. */
    async confirm(viewer: Viewer, paymentID: string): Promise<CheckoutResult> {
      const payment = await repo.byId(db, paymentID);
      if (!payment) throw AppError.notFound('The payment');
      await business.authorise(viewer, payment.businessId, managers);
      if (payment.status === 'requires_action' && payment.providerRef) {
        const outcome = await provider.retrieve(payment.providerRef);
        await db.transaction(async (tx) => {
          const locked = (await repo.byId(tx, paymentID, true))!;
          if (locked.status === 'requires_action') await settle(tx, locked, outcome);
        });
      }
      return resultOf(paymentID, true);
    },

    /** GET /api/subscription/business/{id}/payments: the people of the business. */
    async history(viewer: Viewer, businessID: string): Promise<Payment[]> {
      await business.authorise(viewer, businessID, ['owner', 'admin', 'member']);
      return (await repo.history(db, businessID)).map(toPayment);
    },

    /** GET /api/subscription/payments/{id}: a receipt, for the people of its business. */
    async payment(viewer: Viewer, paymentID: string): Promise<Payment> {
      const payment = await repo.byId(db, paymentID);
      if (!payment) throw AppError.notFound('The payment');
      await business.authorise(viewer, payment.businessId, ['owner', 'admin', 'member']);
      return toPayment(payment);
    },

    /** PUT /api/subscription/renewal: the owner or an admin turns renewal off or on. */
    async setRenewal(viewer: Viewer, businessID: string, autoRenew: boolean): Promise<MembershipState> {
      return db.transaction(async (tx) => {
        await business.authorise(viewer, businessID, managers, tx);
        await repo.setAutoRenew(tx, businessID, autoRenew);
        return stateOf(tx, businessID, true);
      });
    },

    /** A provider's webhook: its signature checked, each event handled once. */
    async webhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate: boolean }> {
      if (!provider.parseWebhook) throw AppError.notFound('A webhook for this payment provider');
      const event = provider.parseWebhook(rawBody, signature);
      return db.transaction(async (tx) => {
        const fresh = await repo.recordEvent(tx, provider.name, event.id, event.type);
        if (fresh && event.ref && event.outcome) {
          const payment = await repo.byProviderRef(tx, provider.name, event.ref);
          if (payment) await settle(tx, payment, event.outcome);
          else deps.log.warn({ eventID: event.id, ref: event.ref }, 'webhook for a payment we do not know');
        }
        return { received: true as const, duplicate: !fresh };
      });
    },

    /** Renewals, lapses and reminders of paid years ending by `at` (membership.sweep.ts). */
    sweep(at: Date = now()) {
      return renewalSweep(db, { ...deps, provider, settle, at });
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
