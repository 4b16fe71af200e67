import type { TFunction } from 'i18next';
import { formatUsd, type MembershipPlan } from '@wbn/contracts';
import { numberFormat } from './format.ts';

// The membership plans as a reader sees them, in the page's language: the tier's name from the
// frame's strings (`common`'s `plans`, by tier id), amounts in US dollars by Intl. English keeps
// the spec's "US$ 1,850.00".

/** "Gold", "Oro", "黄金版": a tier's name; standard for none or an unknown one. */
export function planName(t: TFunction, tier: string | null | undefined): string {
  const id = tier && ['standard', 'gold', 'premium', 'platinum'].includes(tier) ? tier : 'standard';
  return t(`common:plans.${id}`);
}

/** "GOLD", "ORO", "黄金版": the tier's badge on cards and profiles. */
export const tierBadge = (t: TFunction, tier: string | null | undefined, language: string): string =>
  planName(t, tier).toLocaleUpperCase(language);

/** "US$ 1,850.00", "1.850,00 $", "US$1,850.00": an amount in US cents in the page's language. */
export const formatUsdIn = (cents: number, language: string): string =>
  language === 'en'
    ? formatUsd(cents)
    : numberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A plan's price on the price tables: "Free" or the amount. */
export const planPrice = (t: TFunction, plan: Pick<MembershipPlan, 'priceCents'>, language: string): string =>
  plan.priceCents === 0 ? t('common:plans.free') : formatUsdIn(plan.priceCents, language);

/** "US$ 1,850.00 / year": a yearly price as the offers and the checkout show it. */
export const yearlyPrice = (t: TFunction, cents: number, language: string): string =>
  t('common:plans.perYear', { price: formatUsdIn(cents, language) });
