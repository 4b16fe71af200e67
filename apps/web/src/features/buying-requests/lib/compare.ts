import type { Quote } from '@wbn/contracts';

export type CompareSort = 'total' | 'leadTime' | 'minOrder';

/**
 * The comparison's rows: withdrawn quotes last, the rest by the chosen column. Totals are compared
 * only within one currency (there are no exchange rates): quotes are grouped by currency first.
 */
export function sortQuotes(quotes: readonly Quote[], by: CompareSort): Quote[] {
  const value = (q: Quote) => (by === 'total' ? q.total : by === 'leadTime' ? q.leadTimeDays : q.minOrder);
  return [...quotes].sort(
    (a, b) =>
      Number(a.status === 'withdrawn') - Number(b.status === 'withdrawn') ||
      (by === 'total' ? a.currency.localeCompare(b.currency) : 0) ||
      value(a) - value(b),
  );
}

/** Whether the quotes' totals can be set against each other as they are (one currency). */
export const oneCurrency = (quotes: readonly Quote[]) => new Set(quotes.map((q) => q.currency)).size <= 1;

export const formatMoney = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The quotes the buyer starred. */
export const shortlisted = (quotes: readonly Quote[]) => quotes.filter((q) => q.shortlisted);
