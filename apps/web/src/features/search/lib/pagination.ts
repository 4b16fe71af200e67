/** One slot of the numbered pagination: a page number or a gap between numbers. */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page numbers a pagination bar shows: always the first and the last page, the current page
 * with `siblings` pages either side, and a gap marker where numbers are left out. A gap never
 * hides a single page (showing that number takes the same room as the gap), so the bar keeps a
 * constant width while the visitor moves through the pages.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  // first + last + current + 2 siblings + 2 gaps
  const slots = 2 * siblings + 5;
  if (total <= slots) return range(1, total);

  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, total);
  const showStartGap = left > 3;
  const showEndGap = right < total - 2;

  if (!showStartGap) return [...range(1, slots - 2), 'gap-end', total];
  if (!showEndGap) return [1, 'gap-start', ...range(total - (slots - 3), total)];
  return [1, 'gap-start', ...range(left, right), 'gap-end', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** How many pages `total` results fill at `pageSize` per page. */
export const pageCount = (total: number, pageSize: number): number =>
  total > 0 ? Math.ceil(total / pageSize) : 0;
