import type { TFunction } from 'i18next';
import { formatUsd, type MembershipPlan } from '@wbn/contracts';
import { numberFormat } from './format.ts';

// The membership plans' prices as a reader sees them, in the page's language: amounts in US
// dollars by Intl (English keeps the spec's "US$ 1,850.00"); the tier's name is tier.ts's.

/** "US$ 1,850.00", "1.850,00 $", "US$1,850.00": an amount in US cents in the page's language. */
export const formatUsdIn = (cents: number, language: string): string =>
  language === 'en'
    ? formatUsd(cents)
    : numberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A plan's price on the price tables: "Free" or the amount. */
export const planPrice = (
  t: TFunction,
  plan: Pick<MembershipPlan, 'priceCents'>,
  language: string,
): string => (plan.priceCents === 0 ? t('common:plans.free') : formatUsdIn(plan.priceCents, language));

/** "US$ 1,850.00 / year": a yearly price as the offers and the checkout show it. */
export const yearlyPrice = (t: TFunction, cents: number, language: string): string =>
  t('common:plans.perYear', { price: formatUsdIn(cents, language) });
