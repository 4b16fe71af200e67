import { numberFormat } from '../../../shared/i18n/format.ts';
import type { Quote } from '@wbn/contracts';

export type CompareSort = 'total' | 'leadTime' | 'minOrder';

/** Whether every quote has a price in the comparison's currency (its rates were found). */
export const allConverted = (quotes: readonly Quote[]) => quotes.every((q) => q.converted);

/**
 * The comparison's rows: withdrawn quotes last, the rest by the chosen column. Totals compare in
 * the comparison's currency when every quote converted; otherwise within each currency only.
 */
export function sortQuotes(quotes: readonly Quote[], by: CompareSort): Quote[] {
  const converted = allConverted(quotes);
  const total = (q: Quote) => (converted ? q.converted!.total : q.total);
  const value = (q: Quote) => (by === 'total' ? total(q) : by === 'leadTime' ? q.leadTimeDays : q.minOrder);
  return [...quotes].sort(
    (a, b) =>
      Number(a.status === 'withdrawn') - Number(b.status === 'withdrawn') ||
      (by === 'total' && !converted ? a.currency.localeCompare(b.currency) : 0) ||
      value(a) - value(b),
  );
}

/** The currencies a buyer may compare in: the request's, the quotes', and the two most traded. */
export const comparisonCurrencies = (quotes: readonly Quote[], requestCurrency: string | null) =>
  [...new Set([requestCurrency, ...quotes.map((q) => q.currency), 'USD', 'EUR'])]
    .filter((c): c is string => !!c)
    .sort();

/** Whether the quotes' totals can be set against each other as they are (one currency). */
export const oneCurrency = (quotes: readonly Quote[]) => new Set(quotes.map((q) => q.currency)).size <= 1;

/** "EUR 23,250.00" ("EUR 23.250,00" in Spanish): the code, then the amount in the page's language. */
export const formatMoney = (amount: number, currency: string) =>
  `${currency} ${numberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

/** The quotes the buyer starred. */
export const shortlisted = (quotes: readonly Quote[]) => quotes.filter((q) => q.shortlisted);
