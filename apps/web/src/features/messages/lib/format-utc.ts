/**
 * Dates in the message center are shown in UTC (core spec §9), the same for both sides whatever
 * their time zones: "25 Nov 2026, 14:05 UTC". The month's name follows the page's language.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(iso: string, locale: string) {
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
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    date: `${parts.day} ${parts.month} ${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** "25 Nov 2026, 14:05 UTC" ('' for a value that is not a date). */
export function formatUtc(iso: string, locale = 'en'): string {
  const p = partsOf(iso, locale);
  return p ? `${p.date}, ${p.time} UTC` : '';
}

/** For a thread list: "14:05 UTC" on the same UTC day as `now`, else "25 Nov 2026". */
export function formatUtcShort(iso: string, now: Date, locale = 'en'): string {
  const p = partsOf(iso, locale);
  if (!p) return '';
  const sameDay = new Date(iso).toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  return sameDay ? `${p.time} UTC` : p.date;
}
