import {
  paymentProviders,
  productLimitFor,
  type MembershipId,
  type MembershipState,
  type Payment,
} from '@wbn/contracts';
import type { MembershipRow, PaymentRow } from './membership.repository.ts';

/** The stored provider as the contract names it (the column holds only the configured ones). */
function providerOf(stored: string): Payment['provider'] {
  const provider = paymentProviders.find((p) => p === stored);
  if (!provider) throw new Error(`Payment provider "${stored}" is not known`);
  return provider;
}

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export function toPayment(r: PaymentRow): Payment {
  return {
    paymentID: r.paymentId,
    businessID: r.businessId,
    companyName: r.companyName,
    planId: r.planId,
    subscription: r.subscription,
    amount: r.amountCents,
    currency: 'USD',
    status: r.status,
    provider: providerOf(r.provider),
    providerRef: r.providerRef,
    failureMessage: r.failureMessage,
    cardLabel: r.cardLabel,
    email: r.email,
    createdAt: seconds(r.createdAt)!,
    periodStart: seconds(r.periodStart),
    periodEnd: seconds(r.periodEnd),
  };
}

export function toMembershipState(r: MembershipRow, canBuy: boolean): MembershipState {
  const subscription = (r.subscription ?? 'standard') as MembershipId;
  return {
    businessID: r.businessId,
    subscription,
    verified: r.verified,
    renewsAt: subscription === 'standard' ? null : seconds(r.subscriptionRenewsAt),
    autoRenew: r.subscriptionAutoRenew,
    productLimit: productLimitFor(subscription),
    products: r.products,
    canBuy,
  };
}
