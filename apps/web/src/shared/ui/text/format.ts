/**
 * How values read wherever the product shows facts in a table or a card: one dash for a missing
 * value, numbers with thousands separators and ranges with an en dash ("5,001 – 10,000"). The
 * spec's own placeholders stay where it names them: "----" for a business card's missing year and
 * "---" for a user card's missing place.
 */

/** A missing value. */
export const EMPTY_VALUE = '—';

export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** The page's language as the document declares it (`<html lang>`, written by the server). */
export const pageLanguage = (): string =>
  (typeof document !== 'undefined' && document.documentElement.lang) || 'en';

let formats: { language: string; integer: Intl.NumberFormat; decimal: Intl.NumberFormat } | null = null;
/** The whole and decimal number formats of the page's language, made again when it changes. */
function numberFormats(): { integer: Intl.NumberFormat; decimal: Intl.NumberFormat } {
  const language = pageLanguage();
  if (formats?.language !== language) {
    formats = {
      language,
      integer: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
      decimal: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }),
    };
  }
  return formats;
}

/** "12,500", "2.5" ("12.500", "2,5" in Spanish: the page's language), or null for no number. */
export const formatNumber = (n: number | null | undefined): string | null =>
  n == null || !Number.isFinite(n)
    ? null
    : numberFormats()[Number.isInteger(n) ? 'integer' : 'decimal'].format(n);

/**
 * "5,001 – 10,000", "From 10", "Up to 50", or null when neither end is known; `words` are the
 * page's own for the open ends, `affix` wraps the result ("US$ 10 – 50", "100 – 200 tons").
 */
export function formatRange(
  range: NumberRange | null | undefined,
  words: { from: string; upTo: string },
  affix: { prefix?: string; suffix?: string } = {},
): string | null {
  const min = formatNumber(range?.min);
  const max = formatNumber(range?.max);
  let body: string;
  if (min !== null && max !== null) body = min === max ? min : `${min} – ${max}`;
  else if (min !== null) body = `${words.from} ${min}`;
  else if (max !== null) body = `${words.upTo} ${max}`;
  else return null;
  return [affix.prefix, body, affix.suffix].filter(Boolean).join(' ');
}
