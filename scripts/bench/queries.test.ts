import { describe, expect, it } from 'vitest';
import {
  benchmarkDistribution,
  generateBusinessStream,
  generateUserStream,
  productsForBusiness,
  type DemoOwner,
} from '../../packages/db/src/demo/index.ts';
import { buildQuerySet } from './queries.ts';

const seed = 'wbn-bench';
const size = 0.01;

/** The lower-case words of every generated text of one kind, as sets, from the same streams. */
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
  const owners: DemoOwner[] = [];
  for (const u of generateUserStream(seed, 1000)) {
    owners.push({ userID: u.userID, countryCode: u.countryCode });
    out.user.push(split(`${u.firstName} ${u.lastName} ${u.companyName}`));
  }
  let n = 0;
  for (const b of generateBusinessStream(seed, 1000, owners)) {
    out.business.push(split(b.general.companyName));
    for (const p of productsForBusiness(seed, b, benchmarkDistribution, n)) {
      if (n++ >= 10_000) break;
      out.product.push(split(`${p.name} ${p.keywords.join(' ')}`));
    }
  }
  return out;
}

describe("the benchmark's queries", () => {
  const q = buildQuerySet(seed, size);
  const all = texts();

  it('gives the common and the rare group the same shape: 8 searches of one word and 4 of two', () => {
    for (const endpoint of ['business', 'product', 'user'] as const)
      for (const group of ['common', 'rare'] as const) {
        const words = q.search[endpoint][group].map((b) => b.textQuery.split(' ').length);
        expect(
          words.filter((n) => n === 1),
          `${endpoint} ${group}`,
        ).toHaveLength(8);
        expect(
          words.filter((n) => n === 2),
          `${endpoint} ${group}`,
        ).toHaveLength(4);
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
