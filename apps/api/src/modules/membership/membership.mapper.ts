import { productLimitFor, type MembershipId, type MembershipState, type Payment } from '@wbn/contracts';
import type { MembershipRow, PaymentRow } from './membership.repository.ts';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export function toPayment(r: PaymentRow): Payment {
  return {
    paymentID: r.payment_id,
    businessID: r.business_id,
    companyName: r.company_name,
    planId: r.plan_id,
    subscription: r.subscription,
    amount: r.amount_cents,
    currency: 'USD',
    status: r.status,
    provider: r.provider,
    providerRef: r.provider_ref,
    failureMessage: r.failure_message,
    cardLabel: r.card_label,
    email: r.email,
    createdAt: seconds(r.created_at)!,
    periodStart: seconds(r.period_start),
    periodEnd: seconds(r.period_end),
  };
}

export function toMembershipState(r: MembershipRow, canBuy: boolean): MembershipState {
  const subscription = (r.subscription ?? 'standard') as MembershipId;
  return {
    businessID: r.business_id,
    subscription,
    verified: r.verified,
    renewsAt: subscription === 'standard' ? null : seconds(r.subscription_renews_at),
    autoRenew: r.subscription_auto_renew,
    productLimit: productLimitFor(subscription),
    products: r.products,
    canBuy,
  };
}
