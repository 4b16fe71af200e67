/** A moment (Unix seconds) as the page's language writes a date and time. */
export const formatMoment = (unixSeconds: number, language: string): string =>
  new Date(unixSeconds * 1000).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** A day (Unix seconds) as the page's language writes a date. */
export const formatDate = (unixSeconds: number, language: string): string =>
  new Date(unixSeconds * 1000).toLocaleDateString(language, { dateStyle: 'medium' });

/** What a trail entry changed, as short text: `before → after` of its JSON. */
export function changeText(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const text = (v: Record<string, unknown> | null) =>
    v
      ? Object.entries(v)
          .map(
            ([k, x]) => `${k}: ${x === null ? '∅' : typeof x === 'object' ? JSON.stringify(x) : String(x)}`,
          )
          .join(', ')
      : '∅';
  return before || after ? `${text(before)} → ${text(after)}` : '';
}
