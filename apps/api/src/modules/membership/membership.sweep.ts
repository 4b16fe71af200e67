import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '@wbn/db';
import { membershipPlans, subscriptionLabel, type MembershipId } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { membershipRepository as repo, type PaymentRow } from './membership.repository.ts';
import type { ChargeOutcome, PaymentProvider } from './payment-provider.ts';

const DAY = 86_400_000;
/** The reminder goes out this long before a paid year ends. */
export const reminderDays = 30;
/** Businesses one sweep handles at most (the next sweep takes the rest). */
const perSweep = 500;

export interface SweepDeps {
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  dataDir: string;
  supportEmail: string;
  publicUrl: string;
  at: Date;
  settle(tx: Queryable, payment: PaymentRow, outcome: ChargeOutcome, periodStart?: Date): Promise<void>;
}

export interface SweepResult {
  renewed: number;
  lapsed: number;
  reminded: number;
}

/**
 * Paid years ending by `at`: renewed (charged again with the card of the last checkout, the new
 * year starting where the old one ends) when renewal is on, otherwise, or when the charge fails,
 * back to standard. Products over the standard cap stay visible; new ones are refused until the
 * count is under it (product.service). Then reminders for years ending within 30 days. Each
 * business is locked with SKIP LOCKED, so instances sweeping at once share the work.
 */
export async function renewalSweep(db: Database, deps: SweepDeps): Promise<SweepResult> {
  const result: SweepResult = { renewed: 0, lapsed: 0, reminded: 0 };
  const done: string[] = [];
  for (let i = 0; i < perSweep; i++) {
    const handled = await db.transaction(async (tx) => {
      const row = await repo.nextEnding(tx, deps.at, done);
      if (!row) return false;
      done.push(row.business_id);
      if (await renew(tx, row, deps)) result.renewed++;
      else {
        await repo.setTier(tx, row.business_id, {
          subscription: 'standard',
          renewsAt: null,
          paymentMethod: null,
          customerRef: null,
        });
        result.lapsed++;
      }
      return true;
    });
    if (!handled) break;
  }

  const mails = await db.transaction(async (tx) => {
    const due = await repo.dueReminders(tx, deps.at, new Date(deps.at.getTime() + reminderDays * DAY));
    for (const r of due) await repo.markReminded(tx, r.business_id, deps.at);
    return due;
  });
  // Written after the commit: a rolled-back sweep mails nobody.
  for (const r of mails) {
    await writeReminder(deps, r);
    result.reminded++;
  }
  return result;
}

async function renew(
  tx: Queryable,
  row: NonNullable<Awaited<ReturnType<typeof repo.nextEnding>>>,
  deps: SweepDeps,
): Promise<boolean> {
  const plan = membershipPlans.find((p) => p.id === row.subscription && p.priceCents > 0);
  if (!row.subscription_auto_renew || !row.subscription_payment_method || !plan || !row.email) return false;
  const key = `renewal-${row.business_id}-${row.subscription_renews_at.getTime()}`;
  const open = await repo.openFor(tx, row.business_id);
  if (open)
    await repo.settle(tx, open.payment_id, {
      status: 'failed',
      providerRef: null,
      failureMessage: 'Replaced by the renewal.',
    });
  const paymentID = await repo.insert(tx, {
    businessID: row.business_id,
    userID: null,
    kind: 'renewal',
    planId: plan.planId,
    subscription: plan.id,
    amountCents: plan.priceCents,
    provider: deps.provider.name,
    paymentMethod: row.subscription_payment_method,
    email: row.email,
    idempotencyKey: key,
    fingerprint: `${row.business_id}|${plan.planId}|${row.subscription_payment_method}`,
  });
  const payment = (await repo.byId(tx, paymentID, true))!;
  let outcome: ChargeOutcome;
  try {
    outcome = await deps.provider.charge({
      paymentMethod: payment.payment_method,
      amountCents: payment.amount_cents,
      idempotencyKey: key,
      description: `${subscriptionLabel(plan.id)} membership renewal, one year: ${payment.company_name}`,
      email: payment.email,
      metadata: { paymentID, businessID: row.business_id, planId: plan.planId },
      card: { renewFor: row.subscription_customer_ref },
    });
  } catch (err) {
    deps.log.warn({ err, businessID: row.business_id }, 'renewal charge did not go through');
    outcome = {
      status: 'failed',
      ref: null,
      message: 'The payment provider did not answer.',
      code: 'unavailable',
    };
  }
  // Nobody is there to authenticate a renewal: asking for it is a failure.
  if (outcome.status === 'requires_action')
    outcome = {
      status: 'failed',
      ref: outcome.ref,
      message: 'The bank asked for an authentication.',
      code: 'authentication_required',
    };
  await deps.settle(tx, payment, outcome, row.subscription_renews_at);
  return outcome.status === 'succeeded';
}

async function writeReminder(
  deps: SweepDeps,
  r: {
    business_id: string;
    company_name: string;
    subscription: MembershipId;
    subscription_renews_at: Date;
    subscription_auto_renew: boolean;
    email: string;
    first_name: string;
  },
): Promise<void> {
  const domain = deps.supportEmail.split('@')[1] ?? 'localhost';
  const tier = subscriptionLabel(r.subscription);
  const day = r.subscription_renews_at.toISOString().slice(0, 10);
  const plan = membershipPlans.find((p) => p.id === r.subscription);
  const price = plan ? `US$ ${(plan.priceCents / 100).toFixed(2)}` : '';
  const what = r.subscription_auto_renew
    ? `renews on ${day} (UTC): ${price} will be charged to the card of your last payment.`
    : `ends on ${day} (UTC). Renewal is off, so ${r.company_name} then returns to the STANDARD listing (7 products).`;
  await writeOutboxMail(deps.dataDir, {
    from: `WBN <no-reply@${domain}>`,
    to: r.email,
    subject: `${r.company_name}: your ${tier} membership ${r.subscription_auto_renew ? 'renews' : 'ends'} on ${day}`,
    date: deps.at,
    id: `renewal-${r.business_id}`,
    fileTag: `membership-reminder-${r.business_id}`,
    body: [
      `Hello ${r.first_name},`,
      '',
      `The ${tier} membership of ${r.company_name} ${what}`,
      '',
      'To change this, open the membership page of your business:',
      `${deps.publicUrl}/business/${r.business_id}/membership`,
    ].join('\n'),
  });
}
