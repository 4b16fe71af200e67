/** A calendar day (YYYY-MM-DD) as the page's language writes it ("27 Nov 2026", "27 nov 2026", "2026年11月27日"). */
export function formatDay(day: string, language: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** An exchange rate to six significant figures, with the language's decimal mark. */
export const formatRate = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { maximumSignificantDigits: 6 }).format(rate);

/** A country's name in a language, by its ISO code (`MX` → "Mexico", "México", "墨西哥"); `fallback` when Intl has none. */
export function regionName(code: string, language: string, fallback = code): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** A language's name in itself ("español", "中文"), by its code; the code when Intl has none. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The page's language as the document declares it (the server writes it into `<html lang>` and a
 * switch updates it): read there so that formatting helpers need no i18next import.
 */
export const pageLanguage = (): string =>
  (typeof document !== 'undefined' && document.documentElement.lang) || 'en';

const numberFormats = new Map<string, Intl.NumberFormat>();
/** An Intl.NumberFormat for a language and options, made once (they are costly to build). */
export function numberFormat(
  language: string = pageLanguage(),
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language || 'en', options);
    numberFormats.set(key, format);
  }
  return format;
}
