/** A calendar day (YYYY-MM-DD) as the page's language writes it ("27 Nov 2026", "27 nov 2026", "2026年11月27日"). */
export function formatDay(day: string, language: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** An exchange rate to six significant figures, with the language's decimal mark. */
export const formatRate = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { maximumSignificantDigits: 6 }).format(rate);
