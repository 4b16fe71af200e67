import { membershipIds, type MembershipId } from './routes.ts';

/**
 * The membership packages (public-pages spec §9, core spec §3 "Subscription plan"): one table,
 * shared by the public membership pages, the price tables and the membership checkout.
 * Prices are US dollar cents per year; the order is the spec's tier order.
 */
export interface MembershipPlan {
  id: MembershipId;
  /** Stable plan id used by checkout and billing records. */
  planId: string;
  name: string;
  /** Price per period in US cents; 0 for the free Standard listing. */
  priceCents: number;
  currency: 'USD';
  period: 'year';
  /** Products a business may show in its showcase. */
  productLimit: number;
  verification: boolean;
  /** Advertising boosts per month. */
  boostsPerMonth: number;
  /** Hours of professional support included (0 = community help desk only). */
  supportHours: number;
}

export const membershipPlans: readonly MembershipPlan[] = [
  {
    id: 'standard',
    planId: 'wbn-standard-free',
    name: 'Standard',
    priceCents: 0,
    currency: 'USD',
    period: 'year',
    productLimit: 7,
    verification: false,
    boostsPerMonth: 0,
    supportHours: 0,
  },
  {
    id: 'gold',
    planId: 'wbn-gold-yearly',
    name: 'Gold',
    priceCents: 185_000,
    currency: 'USD',
    period: 'year',
    productLimit: 20,
    verification: true,
    boostsPerMonth: 3,
    supportHours: 0,
  },
  {
    id: 'premium',
    planId: 'wbn-premium-yearly',
    name: 'Premium',
    priceCents: 265_000,
    currency: 'USD',
    period: 'year',
    productLimit: 50,
    verification: true,
    boostsPerMonth: 10,
    supportHours: 6,
  },
  {
    id: 'platinum',
    planId: 'wbn-platinum-yearly',
    name: 'Platinum',
    priceCents: 365_000,
    currency: 'USD',
    period: 'year',
    productLimit: 100,
    verification: true,
    boostsPerMonth: 20,
    supportHours: 12,
  },
];

export function membershipPlan(id: MembershipId): MembershipPlan {
  return membershipPlans.find((p) => p.id === id)!;
}

/** Tier order: standard < gold < premium < platinum; a business without a subscription is standard. */
export function membershipRank(id: string | null | undefined): number {
  const rank = membershipIds.indexOf((id ?? 'standard') as MembershipId);
  return rank < 0 ? 0 : rank;
}

/** The plan of a tier; a business without a subscription (or an unknown one) is standard. */
export function planOfTier(subscription: string | null | undefined): MembershipPlan {
  return membershipPlan(membershipIds[membershipRank(subscription)] as MembershipId);
}

/** Advertising boosts a business of this tier may start in a calendar month (0, 3, 10, 20). */
export const boostAllowanceFor = (subscription: string | null | undefined): number =>
  planOfTier(subscription).boostsPerMonth;

/** Hours of professional support in a membership year (0, 0, 6, 12). */
export const supportHoursFor = (subscription: string | null | undefined): number =>
  planOfTier(subscription).supportHours;

/** "US$ 1,850.00": an amount in cents as US dollars with two decimals (spec core §9). */
export function formatUsd(cents: number): string {
  const dollars = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `US$ ${dollars}`;
}

/** "US$ 1,850.00" or "Free": a plan's price on the public membership pages and price tables. */
export function formatPlanPrice(plan: MembershipPlan): string {
  return plan.priceCents === 0 ? 'Free' : formatUsd(plan.priceCents);
}

/** The label a my-business card shows: the tier upper-cased, STANDARD when absent. */
export const subscriptionLabel = (s: string | null | undefined): string => (s || 'standard').toUpperCase();

/** Where every Buy now! button goes: the my-business list in its choose-a-business mode. */
export const membershipBuyHref = '/my-business?membership=choose-business';
