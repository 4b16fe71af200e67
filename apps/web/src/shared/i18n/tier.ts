import type { TFunction } from 'i18next';

// A membership tier as a reader sees it, in the page's language: its name from the frame's strings
// (`common`'s `plans`, by tier id). Apart from the prices (plans.ts): cards show only the badge.

const tiers = ['standard', 'gold', 'premium', 'platinum'];

/** The tier of a subscription: standard for none or an unknown one. */
export const tierOf = (subscription: string | null | undefined): string =>
  subscription && tiers.includes(subscription) ? subscription : 'standard';

/** "Gold", "Oro", "黄金版": a tier's name. */
export const planName = (t: TFunction, tier: string | null | undefined): string =>
  t(`common:plans.${tierOf(tier)}`);

/** "GOLD", "ORO", "黄金版": the tier's badge on cards and profiles. */
export const tierBadge = (t: TFunction, tier: string | null | undefined, language: string): string =>
  planName(t, tier).toLocaleUpperCase(language);
