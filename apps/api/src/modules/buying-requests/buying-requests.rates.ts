import type { QuoteConversion } from '@wbn/contracts';

/** A currency's latest reference rate on or before a day: units per US dollar, and that day. */
export type RateOn = { perUsd: number; day: string };

/** Six significant figures: what a rate line shows and what the conversion uses. */
const sixFigures = (n: number) => Number(n.toPrecision(6));
const money = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * A quote's price in the comparison's currency, with the rate used (units of `to` per unit of
 * `from`) and the day it dates from (the older of the two rates'; the dollar, their base, has no
 * day of its own); null without both rates.
 */
export function convert(
  amounts: { unitPrice: number; total: number },
  from: string,
  to: string,
  rates: ReadonlyMap<string, RateOn>,
): QuoteConversion | null {
  const a = rates.get(from);
  const b = rates.get(to);
  if (!a || !b) return null;
  const rate = from === to ? 1 : sixFigures(b.perUsd / a.perUsd);
  return {
    currency: to,
    unitPrice: money(amounts.unitPrice * rate),
    total: money(amounts.total * rate),
    rate,
    rateDate:
      [
        [from, a],
        [to, b],
      ]
        .filter(([currency]) => currency !== 'USD')
        .map(([, r]) => (r as RateOn).day)
        .sort()[0] ?? a.day,
  };
}

/**
 * The currency a comparison converts into when the buyer names none: the request's target-price
 * currency, else the one most of its quotes use (the earliest such on a tie); null with no quotes.
 */
export function comparisonCurrencyOf(
  requestCurrency: string | null,
  quotes: readonly { currency: string }[],
): string | null {
  if (requestCurrency) return requestCurrency;
  const counts = new Map<string, number>();
  for (const q of quotes) counts.set(q.currency, (counts.get(q.currency) ?? 0) + 1);
  let best: string | null = null;
  for (const [c, n] of counts) if (best === null || n > counts.get(best)!) best = c;
  return best;
}
