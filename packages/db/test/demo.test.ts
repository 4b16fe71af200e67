import { beforeAll, describe, expect, it } from 'vitest';
import {
  businessTermsSectionSchema,
  businessTypeCodes,
  certificateInputSchema,
  contactInfoSectionSchema,
  factorySectionSchema,
  generalSectionSchema,
  membershipPlan,
  portals,
  tradeCapabilitiesSectionSchema,
} from '@wbn/contracts';
import { countryRows } from '../src/reference/countries.ts';
import { stateRows } from '../src/reference/states.ts';
import { industryTree } from '../src/reference/industries.ts';
import { referenceRows } from '../src/seed-reference.ts';
import {
  Random,
  benchmarkDistribution,
  coverSvg,
  demoDistribution,
  demoSizes,
  generateBusinessStream,
  generateBusinesses,
  generateDemoDirectory,
  generateProductStream,
  generateProducts,
  generateUserStream,
  generateUsers,
  avatarSvg,
  logoSvg,
  productImageSvg,
  type DemoBusiness,
  type DemoProduct,
  type DemoUser,
} from '@wbn/db/demo';
import { businessSectionInputs } from '../src/demo/sections.ts';
import { industryWords, productBases } from '../src/demo/words/products.ts';
import { specDefs } from '../src/demo/words/specs.ts';
import { demoCountries } from '../src/demo/words/places.ts';

// Pure checks on the demo/benchmark generator; no database involved.

const SEED = 'wbn-demo';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ref = referenceRows();
const industryIds = new Set(ref.industries.map((i) => i.id));
const categoryIndustry = new Map(ref.categories.map((c) => [c.id, c.industryId]));
const subCategoryCategory = new Map(ref.subCategories.map((s) => [s.id, s.categoryId]));
const stateCountry = new Map(stateRows.map((s) => [s.id, s.countryCode]));
const countryCodes = new Set(countryRows().map((c) => c.code));
const jobPositionIds = new Set(ref.jobPositions.map((j) => j.id));

let users: DemoUser[];
let businesses: DemoBusiness[];
let products: DemoProduct[];

beforeAll(() => {
  ({ users, businesses, products } = generateDemoDirectory(SEED));
});

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
const dupesFast = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
};

/** Minimal well-formedness: one <svg> root, every tag closed in order, no stray `<` or `&`. */
function wellFormed(svg: string): boolean {
  if (!svg.startsWith('<svg') || !svg.endsWith('</svg>')) return false;
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(svg))) {
    const between = svg.slice(last, m.index);
    if (between.includes('<') || /&(?!(amp|lt|gt|quot|apos);)/.test(between)) return false;
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0 && last === svg.length;
}

describe('Random', () => {
  it('is deterministic per seed and different across seeds', () => {
    const a = new Random('x');
    const b = new Random('x');
    const c = new Random('y');
    const seqA = Array.from({ length: 20 }, () => a.uint32());
    expect(Array.from({ length: 20 }, () => b.uint32())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.uint32())).not.toEqual(seqA);
    // Pinned values: the same seed must give the same stream on every machine.
    expect(new Random(42).uuid()).toBe(new Random('42').uuid());
    expect(Random.derive('s', 'user', 1).uint32()).toBe(Random.derive('s', 'user', 1).uint32());
  });

  it('has helpers that stay in range and a Zipf pick that is skewed', () => {
    const r = new Random('helpers');
    const counts = new Array<number>(50).fill(0);
    const ints = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      ints.add(r.int(3, 7));
      counts[r.zipfIndex(50)]!++;
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(counts[0]!).toBeGreaterThan(counts[25]! * 10);
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(r.weighted(['a', 'b'], [0, 1])).toBe('b');
    for (let i = 0; i < 100; i++) expect(r.uuid()).toMatch(UUID);
  });
});

describe('word lists', () => {
  it('map every product name to a real category and subcategory, with at least 30 per industry', () => {
    for (const industry of industryTree) {
      const words = industryWords[industry.key];
      expect(words, industry.key).toBeDefined();
      expect(words!.categories.length, industry.key).toBe(industry.categories.length);
      expect(words!.specs.length, industry.key).toBe(industry.categories.length);
      words!.categories.forEach((cat, n) => {
        expect(cat.split('|').length, `${industry.key} category ${n + 1}`).toBeLessThanOrEqual(
          industry.categories[n]!.subCategories.length,
        );
      });
      const bases = productBases(industry.key);
      expect(bases.length, industry.key).toBeGreaterThanOrEqual(30);
      for (const spec of words!.specs.flatMap((s) => s.split(',')))
        expect(specDefs[spec], spec).toBeDefined();
    }
  });

  it('has cities for every portal country, with real states where the reference data has them', () => {
    const withStates = new Set(stateRows.map((s) => s.countryCode));
    for (const portal of portals) {
      if (!portal.countryCode) continue;
      expect(
        demoCountries.some((c) => c.code === portal.countryCode),
        portal.id,
      ).toBe(true);
    }
    for (const country of demoCountries) {
      expect(countryCodes.has(country.code), country.code).toBe(true);
      for (const city of country.cities) {
        const [, state] = city.split(':');
        if (withStates.has(country.code)) {
          expect(state, `${country.code} ${city}`).toBeDefined();
          expect(stateCountry.get(`${country.code}-${state}`), city).toBe(country.code);
        } else expect(state, city).toBeUndefined();
      }
    }
  });
});

describe('demo directory', () => {
  it('is deterministic: same seed deep-equal, another seed different', () => {
    const again = generateDemoDirectory(SEED);
    expect(again.users).toEqual(users);
    expect(again.businesses).toEqual(businesses);
    expect(again.products).toEqual(products);
    const other = generateUsers('another-seed', 20);
    expect(other.map((u) => u.email)).not.toEqual(users.slice(0, 20).map((u) => u.email));
    expect(generateBusinesses('another-seed', 20, other).map((b) => b.general.companyName)).not.toEqual(
      businesses.slice(0, 20).map((b) => b.general.companyName),
    );
  });

  it('has the demo sizes and covers every industry, business type and at least 20 countries', () => {
    expect(users).toHaveLength(demoSizes.users);
    expect(businesses).toHaveLength(demoSizes.businesses);
    expect(products.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(businesses.map((b) => b.general.industryId)).size).toBe(15);
    expect(new Set(businesses.map((b) => b.general.businessTypeCode))).toEqual(new Set(businessTypeCodes));
    expect(new Set(businesses.map((b) => b.contactInfo.countryCode)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(products.map((p) => p.industryId)).size).toBe(15);
    const present = new Set(businesses.map((b) => b.contactInfo.countryCode));
    for (const portal of portals)
      if (portal.countryCode) expect(present.has(portal.countryCode), portal.id).toBe(true);
  });

  it('references only ids that exist in the reference data', () => {
    for (const u of users) {
      expect(countryCodes.has(u.countryCode), u.countryCode).toBe(true);
      if (u.stateId) expect(stateCountry.get(u.stateId), u.stateId).toBe(u.countryCode);
      expect(jobPositionIds.has(u.jobPositionId), u.jobPositionId).toBe(true);
      expect(industryIds.has(u.industryId), u.industryId).toBe(true);
      expect(businessTypeCodes).toContain(u.businessTypeCode);
    }
    const userIds = new Set(users.map((u) => u.userID));
    for (const b of businesses) {
      const g = b.general;
      expect(industryIds.has(g.industryId), g.industryId).toBe(true);
      expect(g.categories.length).toBeGreaterThanOrEqual(1);
      for (const pair of g.categories) {
        const [ind, cat] = pair.split('.');
        expect(ind).toBe(g.industryId);
        expect(categoryIndustry.get(cat!), pair).toBe(g.industryId);
      }
      for (const place of [b.contactInfo, ...(b.factory ? [b.factory] : [])]) {
        expect(countryCodes.has(place.countryCode)).toBe(true);
        if (place.stateId) expect(stateCountry.get(place.stateId), place.stateId).toBe(place.countryCode);
      }
      if (b.ownerUserID) expect(userIds.has(b.ownerUserID)).toBe(true);
    }
    for (const p of products) {
      expect(categoryIndustry.get(p.categoryId), p.categoryId).toBe(p.industryId);
      expect(subCategoryCategory.get(p.subCategoryId), p.subCategoryId).toBe(p.categoryId);
    }
  });

  it('has unique ids, company names, keys and e-mails on example domains', () => {
    expect(dupesFast(businesses.map((b) => b.general.companyName.toLowerCase()))).toEqual([]);
    expect(duplicates(businesses.map((b) => b.key))).toEqual([]);
    expect(dupesFast(users.map((u) => u.email))).toEqual([]);
    expect(dupesFast([...users.map((u) => u.userID), ...businesses.map((b) => b.businessID)])).toEqual([]);
    expect(dupesFast(products.map((p) => p.productID))).toEqual([]);
    for (const id of [
      ...users.map((u) => u.userID),
      ...businesses.map((b) => b.businessID),
      ...products.map((p) => p.productID),
    ])
      expect(id).toMatch(UUID);
    for (const u of users) expect(u.email).toMatch(/^[a-z0-9._-]+@example\.(com|org|net)$/);
    for (const b of businesses) {
      expect(b.contactInfo.email).toMatch(/@[a-z0-9-]+\.example\.com$/);
      expect(b.contactInfo.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\.com$/);
    }
  });

  it('fills the profile sections with sane values', () => {
    for (const u of users) {
      expect(u.briefPresentation.length).toBeLessThanOrEqual(512);
      expect(u.briefPresentation).not.toMatch(/\{\w+\}/);
      expect(u.birthDate).toMatch(/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
    }
    for (const b of businesses) {
      const g = b.general;
      for (const text of [g.shortDescription, g.generalDescription, b.factory?.manufacturingFacilities ?? ''])
        expect(text).not.toMatch(/\{\w+\}/);
      expect(g.shortDescription.length).toBeGreaterThan(10);
      expect(g.generalDescription.length).toBeGreaterThan(80);
      expect(g.totalEmployees.min).toBeLessThanOrEqual(g.totalEmployees.max);
      expect(g.yearStablished).toBeGreaterThanOrEqual(1960);
      expect(g.yearStablished).toBeLessThanOrEqual(2025);
      expect(b.tradeCapabilities.markets.length).toBeGreaterThan(0);
      expect(b.businessTerms.acceptedDeliveryTerms.length).toBeGreaterThan(0);
      for (const c of b.certificates) {
        if (c.expireDate) expect(c.expireDate > c.issueDate).toBe(true);
      }
    }
    for (const p of products) {
      expect(p.specs.length).toBeGreaterThanOrEqual(3);
      expect(p.keywords.length).toBeGreaterThan(0);
      expect(p.imageCount).toBeGreaterThanOrEqual(1);
      expect(p.description).not.toMatch(/\{\w+\}/);
    }
    // Most businesses have a filled factory or certificates section.
    expect(businesses.filter((b) => b.factory).length).toBeGreaterThan(businesses.length / 3);
    expect(businesses.filter((b) => b.certificates.length).length).toBeGreaterThan(businesses.length / 3);
  });

  it('passes the business section schemas the API validates writes with', () => {
    for (const b of businesses) {
      const s = businessSectionInputs(b);
      const check = (
        schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
        value: unknown,
      ) => {
        const result = schema.safeParse(value);
        expect(result.success, `${b.general.companyName}: ${JSON.stringify(result.error)}`).toBe(true);
      };
      check(generalSectionSchema, s.general);
      check(contactInfoSectionSchema, s.contactInfo);
      if (s.factory) check(factorySectionSchema, s.factory);
      check(tradeCapabilitiesSectionSchema, s.tradeCapabilities);
      check(businessTermsSectionSchema, s.businessTerms);
      for (const c of s.certificates) check(certificateInputSchema, c);
      expect(b.ownerUserID).not.toBeNull();
    }
  });

  it('keeps every business within its tier product limit, with many small and a few large showcases', () => {
    const perBusiness = new Map<string, number>();
    for (const p of products) perBusiness.set(p.businessID, (perBusiness.get(p.businessID) ?? 0) + 1);
    for (const b of businesses) {
      expect(perBusiness.get(b.businessID) ?? 0, b.subscription).toBeLessThanOrEqual(
        membershipPlan(b.subscription).productLimit,
      );
    }
    const counts = businesses.map((b) => perBusiness.get(b.businessID) ?? 0);
    const names = new Set(products.map((p) => `${p.businessID}:${p.name}`));
    expect(names.size, 'no name twice in one showcase').toBe(products.length);
    expect(counts.filter((n) => n <= 7).length).toBeGreaterThan(businesses.length / 2);
    expect(Math.max(...counts)).toBeGreaterThan(20);
  });

  it('has realistic tiers: mostly standard, paid tiers mostly verified', () => {
    const by = (tier: string) => businesses.filter((b) => b.subscription === tier);
    expect(by('standard').length).toBeGreaterThan(businesses.length / 2);
    for (const tier of ['gold', 'premium', 'platinum']) expect(by(tier).length, tier).toBeGreaterThan(0);
    const verifiedShare = (list: DemoBusiness[]) => list.filter((b) => b.verified).length / list.length;
    expect(verifiedShare(by('standard'))).toBeLessThan(0.3);
    expect(verifiedShare([...by('gold'), ...by('premium'), ...by('platinum')])).toBeGreaterThan(0.7);
  });

  it('skews name words: the most common appears far more often than the median one', () => {
    const freq = new Map<string, number>();
    for (const b of businesses)
      for (const w of b.general.companyName.split(/\s+/))
        if (/^\p{Lu}\p{Ll}{2,}$/u.test(w)) freq.set(w, (freq.get(w) ?? 0) + 1);
    const sorted = [...freq.values()].sort((a, b) => b - a);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(sorted[0]!).toBeGreaterThanOrEqual(median * 8);
    const countries = new Map<string, number>();
    for (const b of businesses)
      countries.set(b.contactInfo.countryCode, (countries.get(b.contactInfo.countryCode) ?? 0) + 1);
    expect(Math.max(...countries.values())).toBeGreaterThan(5 * Math.min(...countries.values()));
  });

  it('draws valid SVG logos, covers and product images', () => {
    for (const b of businesses.slice(0, 60)) {
      const logo = logoSvg(b);
      const cover = coverSvg(b);
      expect(wellFormed(logo), logo).toBe(true);
      expect(wellFormed(cover), cover.slice(0, 200)).toBe(true);
      expect(logo.length).toBeLessThan(4000);
      expect(logoSvg(b)).toBe(logo);
    }
    const amp = {
      ...businesses[0]!,
      general: { ...businesses[0]!.general, companyName: 'Smith & <Sons> "Ltd"' },
    };
    expect(wellFormed(logoSvg(amp))).toBe(true);
    for (const u of users.slice(0, 20)) expect(wellFormed(avatarSvg(u)), u.lastName).toBe(true);
    for (const p of products.slice(0, 60)) {
      expect(wellFormed(productImageSvg(p)), p.name).toBe(true);
      expect(wellFormed(productImageSvg(p, 1)), p.name).toBe(true);
    }
    for (const key of industryTree.map((i) => i.key)) {
      const p = products.find((x) => x.industryId === `i${key}`)!;
      expect(wellFormed(productImageSvg(p)), key).toBe(true);
    }
  });
});

describe('streams', () => {
  it('yield the same first items as the array variants', () => {
    const take = <T>(it: Iterator<T>, n: number) => Array.from({ length: n }, () => it.next().value as T);
    expect(take(generateUserStream(SEED, demoSizes.users), 50)).toEqual(users.slice(0, 50));
    expect(take(generateBusinessStream(SEED, demoSizes.businesses, users), 50)).toEqual(
      businesses.slice(0, 50),
    );
    const productStream = generateProductStream(
      SEED,
      generateBusinessStream(SEED, demoSizes.businesses, users),
      demoDistribution,
    );
    expect(take(productStream, 200)).toEqual(products.slice(0, 200));
  });

  it('stops the benchmark distribution at its total', () => {
    const few = generateProducts(SEED, generateBusinessStream(SEED, 50), {
      ...benchmarkDistribution,
      maxTotal: 120,
    });
    expect(few).toHaveLength(120);
    expect(few.map((p) => p.index)).toEqual(Array.from({ length: 120 }, (_, i) => i));
  });
});
