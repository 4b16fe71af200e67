import { limits } from '@wbn/contracts';

/** Pure helpers of the date picker (tested without a browser). */
export interface DateParts {
  year: number | null;
  month: number | null;
  day: number | null;
}

/** The months' names in a language (January … December, enero … diciembre, 一月 … 十二月). */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2000, m, 1))));
}

/** The spec's range: 10 years back and 10 years ahead of `today`'s year. */
export function yearRange(
  today: Date = new Date(),
  around: number = limits.datePickerYearsAround,
): { min: number; max: number } {
  const y = today.getFullYear();
  return { min: y - around, max: y + around };
}

export function daysInMonth(year: number | null, month: number | null): number {
  if (!month) return 31;
  // Without a year yet, allow 29 February.
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' → parts; anything else → all null. */
export function parseIsoDate(value: string | null | undefined): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return { year: null, month: null, day: null };
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** Parts → 'YYYY-MM-DD' once all three are chosen (the day clamped to the month), else null. */
export function toIsoDate({ year, month, day }: DateParts): string | null {
  if (!year || !month || !day) return null;
  const d = Math.min(day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
