import { formatYearlyPrice } from '@wbn/contracts';

/**
 * "US$ 1,850.00": an amount as the Pay button, the history and the receipt show it. The same
 * wording as the contracts' `formatYearlyPrice` without its " / year" (a test keeps them in step).
 */
export const formatAmount = (cents: number): string => formatYearlyPrice(cents).replace(/ \/ year$/, '');

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "25 Nov 2027": a server time (Unix seconds) as a date in UTC, the same in every browser. */
export function formatUtcDate(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
