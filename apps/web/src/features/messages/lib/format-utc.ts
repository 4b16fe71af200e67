/**
 * Dates in the message center are shown in UTC (core spec §9), the same for both sides whatever
 * their time zones: "25 Nov 2026, 14:05 UTC". The month's name follows the page's language. The
 * server's times are Unix seconds (multiplied by 1000 here, as the spec says).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A server time (Unix seconds) as a Date, or null for a value that is not one. */
function dateOf(seconds: number): Date | null {
  if (!Number.isFinite(seconds)) return null;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(seconds: number, locale: string) {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    formatters.set(locale, f);
  }
  const date = dateOf(seconds);
  if (!date) return null;
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    date: `${parts.day} ${parts.month} ${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    day: date.toISOString().slice(0, 10),
  };
}

/** "25 Nov 2026, 14:05 UTC" ('' for a value that is not a time). */
export function formatUtc(seconds: number, locale = 'en'): string {
  const p = partsOf(seconds, locale);
  return p ? `${p.date}, ${p.time} UTC` : '';
}

/** For a thread list: "14:05 UTC" on the same UTC day as `now`, else "25 Nov 2026". */
export function formatUtcShort(seconds: number, now: Date, locale = 'en'): string {
  const p = partsOf(seconds, locale);
  if (!p) return '';
  return p.day === now.toISOString().slice(0, 10) ? `${p.time} UTC` : p.date;
}

/** The machine-readable form for `<time dateTime>` ('' for a value that is not a time). */
export function isoOf(seconds: number): string {
  return dateOf(seconds)?.toISOString() ?? '';
}

/** Now, as the server gives times (for what the page shows before the server answers). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
