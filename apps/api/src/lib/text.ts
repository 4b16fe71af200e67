import { limits } from '@wbn/contracts';

/** The first `n` characters of a text, cut at a word when it is longer. */
export function cutText(s: string, n: number = limits.pageTitleFromDescription): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= n) return t;
  const cut = t.slice(0, n);
  const space = cut.lastIndexOf(' ');
  return `${(space > n / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
