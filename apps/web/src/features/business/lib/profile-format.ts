/**
 * Formatting of business profile values for the detail tables. Every function returns null for
 * "nothing to show", which the tables render as a dash. Numbers and ranges read as everywhere else
 * in the product (shared/ui/text/format.ts).
 */
export { formatNumber, formatRange, type NumberRange } from '../../../shared/ui/text/format.ts';

/** "+52 55 1234 5678" from a dial code and a number, or null when there is no number. */
export function formatPhone(
  phone: { countryCode: string; businessPhoneNumber: string } | null | undefined,
): string | null {
  const number = phone?.businessPhoneNumber.trim();
  if (!phone || !number) return null;
  const code = phone.countryCode.replace(/[^\d]/g, '');
  return code ? `+${code} ${number}` : number;
}

/** A tel: address for a formatted phone (digits and the leading plus only). */
export const telHref = (formatted: string): string => `tel:${formatted.replace(/[^\d+]/g, '')}`;

/** A stored web address made clickable (the API adds https:// but older data may lack it). */
export const websiteHref = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** The web address without scheme and trailing slash, as people read it. */
export const websiteText = (url: string): string => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** A stored YYYY-MM-DD date in the page's language, as the calendar date (no time zone shift). */
export function formatDate(iso: string | null | undefined, language = 'en'): string | null {
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "A, B, C" from a list of named items, or null when empty. */
export function joinNames(items: readonly { name: string }[] | null | undefined): string | null {
  const names = (items ?? []).map((i) => i.name.trim()).filter(Boolean);
  return names.length ? names.join(', ') : null;
}

/** Non-empty trimmed text, or null. */
export const text = (s: string | null | undefined): string | null => (s && s.trim() ? s.trim() : null);

/** The title the spec asks for: the first 64 characters of the short description. */
export const profilePageTitle = (shortDescription: string): string => shortDescription.trim().slice(0, 64);
