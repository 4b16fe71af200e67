import { membershipIds, membershipRank, type MembershipId, type SubscriptionPlan } from '@wbn/contracts';

/** The best tier there is: it is offered nothing more (core spec §4). */
export const topTier: MembershipId = membershipIds[membershipIds.length - 1]!;

/**
 * The plans on sale above the business's tier, lowest first (core spec §4: offers only for higher
 * tiers; a business without a subscription counts as standard).
 */
export function offersFor(current: MembershipId | null | undefined, plans: readonly SubscriptionPlan[]) {
  const rank = membershipRank(current);
  return plans
    .filter((plan) => plan.price > 0 && membershipRank(plan.subscription) > rank)
    .sort((a, b) => membershipRank(a.subscription) - membershipRank(b.subscription));
}
