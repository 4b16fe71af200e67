import { formatUsdIn } from '../../../shared/i18n/plans.ts';
import { pageLanguage } from '../../../shared/i18n/format.ts';

/**
 * "US$ 1,850.00", "1.850,00 $": an amount as the Pay button, the history and the receipt show
 * it, in the page's language (English: the contracts' `formatUsd`, a test keeps them in step).
 */
export const formatAmount = (cents: number, language: string = pageLanguage()): string =>
  formatUsdIn(cents, language);

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "25 Nov 2027", "25.11.2027", "2027年11月25日": a server time (Unix seconds) as a date in UTC,
 * the same in every browser, in the page's language.
 */
export function formatUtcDate(unixSeconds: number, language: string = pageLanguage()): string {
  const d = new Date(unixSeconds * 1000);
  if (language !== 'en') {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
  }
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
