import { describe, expect, it } from 'vitest';
import { buildQuerySet, searchGroups, visitSample, type SearchGroup } from './queries.ts';

const seed = 'wbn-bench';
const size = 0.01;

/** The lower-case words of every sampled text of one kind, as sets. */
function texts(): Record<'business' | 'product' | 'user', Set<string>[]> {
  const split = (t: string) =>
    new Set(
      t
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/),
    );
  const out = { business: [] as Set<string>[], product: [] as Set<string>[], user: [] as Set<string>[] };
  visitSample(seed, size, {
    user: (text) => out.user.push(split(text)),
    business: (_b, text) => out.business.push(split(text)),
    product: (_p, text) => out.product.push(split(text)),
  });
  return out;
}

describe("the benchmark's queries", () => {
  const q = buildQuerySet(seed, size);
  const all = texts();

  it('has every query class: one word common or rare, two words, a typo, a prefix, filters, page 5', () => {
    for (const endpoint of ['business', 'product', 'user'] as const) {
      const words = (group: SearchGroup) =>
        q.search[endpoint][group].map((b) => b.textQuery.split(' ').length);
      for (const group of searchGroups)
        expect(q.search[endpoint][group], `${endpoint} ${group}`).toHaveLength(8);
      for (const group of ['common', 'rare', 'typo', 'prefix'] as const)
        expect(new Set(words(group)), `${endpoint} ${group}`).toEqual(new Set([1]));
      expect(new Set(words('pair')), `${endpoint} pair`).toEqual(new Set([2]));
      for (const p of q.words[endpoint].prefixes ?? []) {
        expect(p).toHaveLength(4);
        expect(all[endpoint].some((t) => [...t].some((w) => w.startsWith(p) && w !== p))).toBe(true);
      }
      expect(q.search[endpoint].page5.every((b) => b.skip === 20)).toBe(true);
      expect(q.search[endpoint].filtered.every((b) => b.country)).toBe(true);
    }
  });

  it('makes every rare pair of a rare word and another word of a row that has both', () => {
    for (const endpoint of ['business', 'product', 'user'] as const) {
      const rare = new Set(q.words[endpoint].rare);
      const pairs = q.words[endpoint].rarePairs ?? [];
      expect(pairs).toHaveLength(4);
      for (const pair of pairs) {
        const [first, second] = pair.split(' ') as [string, string];
        expect(rare.has(first), pair).toBe(true);
        expect(second).not.toBe(first);
        expect(
          all[endpoint].some((t) => t.has(first) && t.has(second)),
          `${endpoint}: a row with "${pair}"`,
        ).toBe(true);
      }
    }
  });

  it('is the same on every run (the seed decides)', () => {
    expect(buildQuerySet(seed, size)).toEqual(q);
  });
});
