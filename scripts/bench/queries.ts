/**
 * The benchmark's requests: realistic search texts in the query classes of issue 23 (one common
 * word, one rare word, two words, a typo, a prefix, with filters, page 5), chosen by how common
 * their words are in the loaded data, and ids for the profile and product reads. Word frequencies come from regenerating
 * a prefix of the same seeded streams (the generator is deterministic), so the groups are the same
 * on every run and need no scan of the database.
 */
import {
  Random,
  benchmarkDistribution,
  generateBusinessStream,
  generateUserStream,
  productsForBusiness,
  type DemoBusiness,
  type DemoOwner,
  type DemoProduct,
} from '@wbn/db/demo';
import { limits } from '@wbn/contracts';
import { benchSizes } from './bulk-load.ts';

export type SearchEndpoint = 'business' | 'product' | 'user';
export const searchGroups = ['common', 'rare', 'pair', 'typo', 'prefix', 'filtered', 'page5'] as const;
export type SearchGroup = (typeof searchGroups)[number];

export interface SearchBody {
  textQuery: string;
  skip: number;
  size?: number;
  limit?: number;
  country?: string;
  businessType?: string;
}

export interface QuerySet {
  search: Record<SearchEndpoint, Record<SearchGroup, SearchBody[]>>;
  businessIds: string[];
  productIds: string[];
  /** The words behind each group, for the report. */
  words: Record<SearchEndpoint, SearchWords>;
  topCountries: string[];
}

/** The words behind one endpoint's groups; the pairs are the two-word searches. */
export interface SearchWords {
  common: string[];
  rare: string[];
  typo: string[];
  /** Absent in older reports. */
  commonPairs?: string[];
  rarePairs?: string[];
  prefixes?: string[];
}

export const searchPaths: Record<SearchEndpoint, string> = {
  business: '/api/search/business',
  product: '/api/search/product',
  user: '/api/user/search',
};

/** The page size of the results page (contracts' limits.searchPageSize). */
const pageSize = limits.searchPageSize;
/** Page 5 of the results page. */
const page5Skip = 4 * pageSize;

/** Lower-case, accent-free words as the search's normaliser splits them. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && !/\d/.test(w));
}

/** Words that every text has and no buyer types alone. */
const filler = new Set(['with', 'from', 'and', 'for', 'the', 'ltd', 'gmbh', 'inc', 'llc', 'ltda', 'limited']);

class Counter {
  readonly counts = new Map<string, number>();
  /** The words of the first text each word was seen in: a row that has it, for pairs. */
  readonly firstSeen = new Map<string, string[]>();
  add(text: string) {
    const seen = [...new Set(words(text))].filter((w) => !filler.has(w));
    for (const w of seen) {
      this.counts.set(w, (this.counts.get(w) ?? 0) + 1);
      if (!this.firstSeen.has(w)) this.firstSeen.set(w, seen);
    }
  }
  /**
   * A two-word search of `word` that a row of the data matches: with the least frequent other
   * word of the first text it was seen in (ties by word). Null when that text had no other word.
   */
  pairOf(word: string): string | null {
    const others = (this.firstSeen.get(word) ?? []).filter((w) => w !== word);
    others.sort((a, b) => (this.counts.get(a) ?? 0) - (this.counts.get(b) ?? 0) || a.localeCompare(b));
    return others[0] ? `${word} ${others[0]}` : null;
  }
  /** Most common first; ties by word, so the order is stable. */
  ranked(): [string, number][] {
    return [...this.counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }
}

/** A typing slip: a dropped, doubled, swapped or wrong letter, never the first two letters. */
function typo(rng: Random, word: string): string {
  const i = rng.int(2, word.length - 2);
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default: {
      const vowels = 'aeiou';
      const c = word[i]!;
      const swap = vowels.includes(c) ? vowels[(vowels.indexOf(c) + 1) % 5]! : c === 'c' ? 'k' : 'c';
      return word.slice(0, i) + swap + word.slice(i + 1);
    }
  }
}

function groupsFor(
  endpoint: SearchEndpoint,
  counter: Counter,
  seed: string,
  countries: string[],
): SearchWords & { bodies: Record<SearchGroup, SearchBody[]> } {
  const rng = Random.derive(seed, 'bench-queries', endpoint);
  const ranked = counter.ranked();
  const common = ranked.slice(0, 8).map(([w]) => w);
  // The least frequent words of the sample (a name seen once; for products, whose words come from
  // shorter lists, the tail of those lists): a few dozen rows in the full data, or fewer.
  const long = ranked.filter(([w]) => w.length >= 5);
  const threshold = long[Math.max(0, long.length - 40)]?.[1] ?? 1;
  const rareCandidates = long.filter(([, n]) => n <= threshold).map(([w]) => w);
  const rare = rng.sample(rareCandidates, 8);
  const mid = ranked
    .slice(8, 120)
    .filter(([w]) => w.length >= 6)
    .map(([w]) => w);
  // A slip that gives another real word of the data ("mueller" → "muller") is no typo: retry.
  const typoWords = rng.sample(mid, 8).map((w) => {
    for (let i = 0; i < 20; i++) {
      const t = typo(rng, w);
      if (t !== w && !counter.counts.has(t)) return t;
    }
    return typo(rng, w);
  });
  // Search as you type: the first four letters of mid-frequency words, each a prefix of a word
  // of the data and no word of the sample itself.
  const prefixes = [
    ...new Set(
      ranked
        .slice(8, 400)
        .map(([w]) => w)
        .filter((w) => w.length >= 7)
        .map((w) => w.slice(0, 4))
        .filter((p) => !counter.counts.has(p)),
    ),
  ].slice(0, 8);
  const page = endpoint === 'user' ? { limit: pageSize } : { size: pageSize };
  const body = (textQuery: string, extra: Partial<SearchBody> = {}): SearchBody => ({
    textQuery,
    skip: 0,
    ...page,
    ...extra,
  });
  // Two-word searches, as buyers type them ("hydraulic pump"), a group of their own so that the
  // common and rare groups compare how common one word is: 4 pairs of two common words and 4 of
  // a rare word and the least frequent other word of a row that has it (the pair finds that row).
  const pairs = common.slice(0, 4).map((w, i) => `${w} ${common[(i + 4) % common.length]}`);
  const rarePairs = rare
    .map((w) => counter.pairOf(w))
    .filter((p): p is string => p !== null)
    .slice(0, 4);
  const bodies: Record<SearchGroup, SearchBody[]> = {
    common: common.map((w) => body(w)),
    rare: rare.map((w) => body(w)),
    pair: [...pairs, ...rarePairs].map((p) => body(p)),
    typo: typoWords.map((w) => body(w)),
    prefix: prefixes.map((p) => body(p)),
    filtered: common.map((w, i) =>
      body(w, {
        country: countries[i % countries.length]!,
        ...(endpoint === 'business' ? { businessType: ['MA', 'DI', 'EX', 'WS'][i % 4]! } : {}),
      }),
    ),
    page5: common.map((w) => body(w, { skip: page5Skip })),
  };
  return { bodies, common, rare, typo: typoWords, commonPairs: pairs, rarePairs, prefixes };
}

const wordsOf = ({ common, rare, typo, commonPairs, rarePairs, prefixes }: SearchWords): SearchWords => ({
  common,
  rare,
  typo,
  ...(commonPairs ? { commonPairs } : {}),
  ...(rarePairs ? { rarePairs } : {}),
  ...(prefixes ? { prefixes } : {}),
});

/** What one pass over the sample gives, in the order the bench's streams make it. */
export interface SampleVisitor {
  /** A user's searched text (names and company). */
  user(text: string): void;
  /** A business of the sample and its searched text (its name). */
  business(business: DemoBusiness, text: string): void;
  /** A product of the sample and its searched text (name and keywords). */
  product(product: DemoProduct, text: string): void;
}

/**
 * The sample the query set is drawn from: the first 5,000 users and businesses of the bench's
 * streams (fewer at small sizes) and their products, up to the data's product count.
 */
export function visitSample(seed: string, factor: number, visit: SampleVisitor): void {
  const sizes = benchSizes(factor);
  const sample = Math.min(sizes.businesses, 5000);
  const owners: DemoOwner[] = [];
  let u = 0;
  for (const user of generateUserStream(seed, sizes.users)) {
    owners.push({ userID: user.userID, countryCode: user.countryCode });
    if (u++ < sample) visit.user(`${user.firstName} ${user.lastName} ${user.companyName}`);
  }
  let products = 0;
  for (const business of generateBusinessStream(seed, sample, owners)) {
    visit.business(business, business.general.companyName);
    for (const p of productsForBusiness(seed, business, benchmarkDistribution, products)) {
      if (products >= sizes.products) break;
      visit.product(p, `${p.name} ${p.keywords.join(' ')}`);
      products++;
    }
  }
}

/** Builds the query set from the first businesses, products and users of the bench's streams. */
export function buildQuerySet(seed: string, factor: number): QuerySet {
  const userCounter = new Counter();
  const businessCounter = new Counter();
  const productCounter = new Counter();
  const countryCount = new Map<string, number>();
  const businessIds: string[] = [];
  const productIds: string[] = [];
  const rng = Random.derive(seed, 'bench-reads');
  visitSample(seed, factor, {
    user: (text) => userCounter.add(text),
    business: (business, text) => {
      businessCounter.add(text);
      const country = business.contactInfo.countryCode;
      countryCount.set(country, (countryCount.get(country) ?? 0) + 1);
      if (rng.chance(0.1) && businessIds.length < 300) businessIds.push(business.businessID);
    },
    product: (product, text) => {
      productCounter.add(text);
      if (rng.chance(0.02) && productIds.length < 300) productIds.push(product.productID);
    },
  });
  const topCountries = [...countryCount]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, 4)
    .map(([c]) => c);
  const business = groupsFor('business', businessCounter, seed, topCountries);
  const product = groupsFor('product', productCounter, seed, topCountries);
  const user = groupsFor('user', userCounter, seed, topCountries);
  return {
    search: { business: business.bodies, product: product.bodies, user: user.bodies },
    businessIds,
    productIds,
    words: {
      business: wordsOf(business),
      product: wordsOf(product),
      user: wordsOf(user),
    },
    topCountries,
  };
}
