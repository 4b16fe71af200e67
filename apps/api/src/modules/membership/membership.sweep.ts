import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '@wbn/db';
import { membershipPlan, membershipPlans, subscriptionLabel } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn, recipientLanguage } from '../../lib/mail-texts.ts';
import { reminderMailTexts } from './membership.mail-texts.ts';
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
      done.push(row.businessId);
      if (await renew(tx, row, deps)) result.renewed++;
      else {
        await repo.setTier(tx, row.businessId, {
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
    for (const r of due) await repo.markReminded(tx, r.businessId, deps.at);
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
  if (!row.subscriptionAutoRenew || !row.subscriptionPaymentMethod || !plan || !row.email) return false;
  const key = `renewal-${row.businessId}-${row.subscriptionRenewsAt.getTime()}`;
  const open = await repo.openFor(tx, row.businessId);
  if (open)
    await repo.settle(tx, open.paymentId, {
      status: 'failed',
      providerRef: null,
      failureMessage: 'Replaced by the renewal.',
    });
  const paymentID = await repo.insert(tx, {
    businessID: row.businessId,
    userID: null,
    kind: 'renewal',
    planId: plan.planId,
    subscription: plan.id,
    amountCents: plan.priceCents,
    provider: deps.provider.name,
    paymentMethod: row.subscriptionPaymentMethod,
    email: row.email,
    idempotencyKey: key,
    fingerprint: `${row.businessId}|${plan.planId}|${row.subscriptionPaymentMethod}`,
  });
  const payment = (await repo.byId(tx, paymentID, true))!;
  let outcome: ChargeOutcome;
  try {
    outcome = await deps.provider.charge({
      paymentMethod: payment.paymentMethod,
      amountCents: payment.amountCents,
      idempotencyKey: key,
      description: `${subscriptionLabel(plan.id)} membership renewal, one year: ${payment.companyName}`,
      email: payment.email,
      metadata: { paymentID, businessID: row.businessId, planId: plan.planId },
      card: { renewFor: row.subscriptionCustomerRef },
    });
  } catch (err) {
    deps.log.warn({ err, businessID: row.businessId }, 'renewal charge did not go through');
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
  await deps.settle(tx, payment, outcome, row.subscriptionRenewsAt);
  return outcome.status === 'succeeded';
}

/** The reminder, in the owner's language, written after the sweep's commit. */
async function writeReminder(
  deps: SweepDeps,
  r: Awaited<ReturnType<typeof repo.dueReminders>>[number],
): Promise<void> {
  const m = mailIn(recipientLanguage(r), reminderMailTexts);
  const domain = deps.supportEmail.split('@')[1] ?? 'localhost';
  const plan = membershipPlans.find((p) => p.id === r.subscription);
  const facts = {
    company: r.companyName,
    tier: subscriptionLabel(r.subscription),
    day: m.date(r.subscriptionRenewsAt),
  };
  await writeOutboxMail(deps.dataDir, {
    from: `WBN <no-reply@${domain}>`,
    to: r.email,
    subject: m.say(r.subscriptionAutoRenew ? 'subjectRenews' : 'subjectEnds', facts),
    language: m.language,
    date: deps.at,
    id: `renewal-${r.businessId}`,
    fileTag: `membership-reminder-${r.businessId}`,
    body: [
      m.greeting(r.firstName),
      '',
      r.subscriptionAutoRenew
        ? m.say('renews', { ...facts, price: plan ? m.money(plan.priceCents / 100, plan.currency) : '' })
        : m.say('ends', { ...facts, products: m.number(membershipPlan('standard').productLimit) }),
      '',
      m.say('change'),
      m.link(deps.publicUrl, `/business/${r.businessId}/membership`),
    ].join('\n'),
  });
}
