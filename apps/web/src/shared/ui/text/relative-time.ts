/**
 * "5 minutes ago", "yesterday", "3 days ago", then the date itself once a week has passed (a post
 * from March reads better as "12 Mar" than as "9 weeks ago"), and the full date and time for the
 * tooltip. Pure, so the wording is tested without a clock.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(thenMs: number, nowMs: number, locale = 'en'): string {
  const seconds = Math.round((thenMs - nowMs) / 1000);
  const ago = -seconds;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  // A clock a little ahead of the server's still says "now", not "in 5 seconds".
  if (ago < 45) return rtf.format(0, 'second');
  if (ago < HOUR) return rtf.format(-Math.max(1, Math.round(ago / MINUTE)), 'minute');
  if (ago < DAY) return rtf.format(-Math.round(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return rtf.format(-Math.round(ago / DAY), 'day');
  const then = new Date(thenMs);
  const sameYear = then.getFullYear() === new Date(nowMs).getFullYear();
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(then);
}

export function fullDateTime(thenMs: number, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(thenMs));
}
