import { beforeAll, describe, expect, it } from 'vitest';
import {
  benchmarkDistribution,
  generateBusinessStream,
  generateDemoDirectory,
  generateSocial,
  generateUserStream,
  postsForBusiness,
  productImageSvg,
  productsForBusiness,
  voiceOf,
  type DemoBusiness,
  type DemoProduct,
  type DemoUser,
} from '@wbn/db/demo';
import { drawings } from '../src/demo/drawings.ts';
import {
  allPlaces,
  foreignWords,
  placeOf,
  placeOfIds,
  vocabularyFor,
  type Place,
} from '../src/demo/generate/families.ts';
import { capitalise } from '../src/demo/generate/text.ts';
import { familyIds, families, ownedWords } from '../src/demo/words/families.ts';
import { industryWords, productBases } from '../src/demo/words/products.ts';
import { specDefs } from '../src/demo/words/specs.ts';
import { industryTree } from '../src/reference/industries.ts';

// A believable directory (issue 23, point 7): every product is written with the words of its own
// category family (data tables in demo/words), never twice in one showcase, with no doubled
// punctuation anywhere, and every family has its own picture. Checked on the demo directory and on
// a slice of the benchmark's seed.

const BENCH_SEED = 'wbn-bench';
const BENCH_BUSINESSES = 1500;

interface Directory {
  label: string;
  users: DemoUser[];
  businesses: DemoBusiness[];
  products: DemoProduct[];
}

function benchSlice(): Directory {
  const users = [...generateUserStream(BENCH_SEED, 2000)];
  const owners = users.map((u) => ({ userID: u.userID, countryCode: u.countryCode }));
  const businesses = [...generateBusinessStream(BENCH_SEED, BENCH_BUSINESSES, owners)];
  const products: DemoProduct[] = [];
  for (const b of businesses)
    products.push(...productsForBusiness(BENCH_SEED, b, benchmarkDistribution, products.length));
  return { label: 'bench', users, businesses, products };
}

let directories: Directory[];

beforeAll(() => {
  directories = [{ label: 'demo', ...generateDemoDirectory('wbn-demo') }, benchSlice()];
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const modelSuffix = / [A-Z]{2,3}-\d+$/;

/** The base name, modifier and model code a product name was built from, or null. */
function decompose(p: DemoProduct, place: Place) {
  const model = modelSuffix.exec(p.name)?.[0] ?? '';
  const core = p.name.slice(0, p.name.length - model.length);
  for (const base of place.bases) {
    for (const modifier of ['', ...place.modifiers]) {
      const text = `${modifier ? `${modifier} ` : ''}${base.name}`;
      if (capitalise(text) === core) return { base, modifier, model, text: `${text}${model}` };
    }
  }
  return null;
}

/**
 * A pattern matching exactly the sentences the place's tables allow, in the generator's order; the
 * product's name is captured (one group per opening) to be compared with the name it was built from.
 */
const patterns = new Map<string, RegExp>();
function descriptionPattern(place: Place): RegExp {
  let pattern = patterns.get(place.key);
  if (pattern) return pattern;
  const sentence = (template: string) =>
    escape(template)
      .replace(/\\\{[Pp]roduct\\\}/g, '(.+?)')
      .replace(/\\\{spec[12]\\\}/g, '.+?')
      .replace(/\\\{lead\\\}/g, '\\d+')
      .replace(/\\\{is\\\}/g, '(?:is|are)')
      .replace(/\\\{s\\\}/g, 's?');
  const openings = place.openings.map(sentence).join('|');
  const bodies = place.bodies.map(sentence).join('|');
  pattern = new RegExp(`^(?:${openings})(?: (?:${bodies})){1,3}(?: Made by .+\\.)?$`);
  patterns.set(place.key, pattern);
  return pattern;
}

/** True when the description is made of the place's sentences, about this very product. */
function describes(place: Place, description: string, productText: string): boolean {
  const m = descriptionPattern(place).exec(description);
  if (!m) return false;
  const named = m.slice(1).filter((g) => g !== undefined);
  return named.length === 1 && (named[0] === productText || named[0] === capitalise(productText));
}

/** Every string of an object, with its path. */
function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, `${path}[]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

/** Doubled or misplaced punctuation, "---", doubled words and stray spaces. */
const defects: [string, RegExp][] = [
  ['---', /---/],
  ['doubled comma or semicolon', /[,;:][,;:.]/],
  ['doubled full stop', /(?<!\.)\.\.(?!\.)/],
  ['space before punctuation', /\s[,.;:!?](?!\d)/],
  ['doubled word', /\b(\p{L}{2,}) \1\b/iu],
  ['double space', / {2}/],
  ['leading or trailing space', /^\s|\s$/],
  ['unfilled placeholder', /\{\w+\}/],
];

function textDefects(label: string, items: unknown[], kind: string): string[] {
  const found: string[] = [];
  for (const item of items)
    for (const [path, text] of strings(item, kind))
      for (const [what, pattern] of defects)
        if (pattern.test(text)) found.push(`${label} ${path}: ${what} in "${text.slice(0, 120)}"`);
  return found;
}

describe('category families (the data tables)', () => {
  it('give every subcategory of the tree a family, spec values and, where products are sold, names', () => {
    const places = allPlaces();
    expect(places.length).toBe(
      industryTree.reduce((n, i) => n + i.categories.reduce((m, c) => m + c.subCategories.length, 0), 0),
    );
    for (const place of places) {
      expect(families[place.family], place.key).toBeDefined();
      for (const id of place.specIds) {
        expect(specDefs[id], `${place.key} ${id}`).toBeDefined();
        expect(place.values.get(id)!.length, `${place.key} ${id}`).toBeGreaterThan(0);
      }
      if (place.bases.length) expect(place.specIds.length, place.key).toBeGreaterThanOrEqual(3);
      expect(place.openings.length, place.key).toBeGreaterThan(0);
      expect(place.bodies.length, place.key).toBeGreaterThanOrEqual(3);
    }
    const used = new Set(places.filter((p) => p.bases.length).map((p) => p.family));
    expect(
      familyIds.filter((f) => !used.has(f)),
      'families nobody sells',
    ).toEqual([]);
  });

  it('keep the words a buyer searches for ("pump", "valve", "motor"…) to the families that own them', () => {
    const misplaced: string[] = [];
    for (const place of allPlaces()) {
      for (const text of [
        ...place.bases.map((b) => b.name),
        ...place.modifiers,
        ...place.openings,
        ...place.bodies,
      ])
        if (foreignWords(text, place.family).length) misplaced.push(`${place.key} ${place.family}: ${text}`);
    }
    expect(misplaced).toEqual([]);
    // Every owned word is used by a family that owns it.
    for (const [word, owners] of Object.entries(ownedWords)) {
      const named = allPlaces().some(
        (p) => owners.includes(p.family) && p.bases.some((b) => new RegExp(`\\b${word}`, 'i').test(b.name)),
      );
      expect(named, word).toBe(true);
    }
  });

  it('write industrial sentences only for industrial families, and standards only where they belong', () => {
    const industrialGroups = new Set(['equipment', 'parts']);
    for (const place of allPlaces()) {
      const group = place.familyDef.group;
      if (group && industrialGroups.has(group)) continue;
      for (const text of [...place.openings, ...place.bodies])
        expect(text, `${place.key} ${place.family}`).not.toMatch(
          /industrial|spare parts|robust construction/i,
        );
    }
    const valuesOf = (key: string, id: string) => {
      const [ind, cat, sub] = key.split(':');
      return placeOf(ind!, Number(cat), Number(sub)).values.get(id) ?? [];
    };
    // Car-seat standards only on car seats; pumps carry none of the baby world's.
    expect(valuesOf('0008:2:1', 'compliance').join('|')).not.toMatch(/R129|R44|FMVSS/);
    expect(valuesOf('0008:4:2', 'standard').join('|')).toMatch(/R129/);
    for (const place of allPlaces().filter((p) => p.family === 'pumps'))
      for (const values of place.values.values())
        expect(values.join('|')).not.toMatch(/R129|EN 71|EN 1888|CPSIA/);
  });

  it('has a drawing of its own for every family', () => {
    for (const family of familyIds) {
      expect(drawings[family], family).toMatch(/^<(path|rect|circle|g|ellipse|polygon)/);
      expect(drawings[family]!.length, family).toBeLessThan(3000);
    }
    const distinct = new Set(familyIds.map((f) => drawings[f]));
    expect(distinct.size).toBe(familyIds.length);
  });
});

describe('generated products', () => {
  it('use only the base names, modifiers, spec values and sentences of their family', () => {
    const wrong: string[] = [];
    for (const { label, products } of directories) {
      for (const p of products) {
        const place = placeOfIds(p);
        const parts = decompose(p, place);
        if (!parts) {
          wrong.push(`${label} ${place.key} ${place.family}: name "${p.name}" is not modifier + base name`);
          continue;
        }
        const vocabulary = vocabularyFor(place, parts.modifier, parts.base.name);
        if (!vocabulary) {
          wrong.push(`${label} ${place.key}: "${p.name}" uses a modifier its specs contradict`);
          continue;
        }
        for (const spec of p.specs) {
          const allowed = vocabulary.values.some(
            ([id, values]) => specDefs[id]!.key === spec.key && values.includes(spec.value),
          );
          if (!allowed)
            wrong.push(`${label} ${place.key} ${place.family}: "${p.name}" ${spec.key}=${spec.value}`);
        }
        expect(new Set(p.specs.map((s) => s.key)).size, p.name).toBe(p.specs.length);
        if (!describes(place, p.description, parts.text))
          wrong.push(`${label} ${place.key} ${place.family}: "${p.description}"`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('never use another family\'s searched words, and "pump" names only pumps', () => {
    for (const { label, products } of directories) {
      const foreign = products.flatMap((p) =>
        // The maker's name may say "Bearings" or "Pumps": it is the company's, not the product's.
        [p.name, p.description.replace(/ Made by .+$/, ''), ...p.keywords]
          .filter((t) => foreignWords(t, placeOfIds(p).family).length)
          .map((t) => `${label} ${placeOfIds(p).family}: ${t}`),
      );
      expect(foreign.slice(0, 10)).toEqual([]);
      const pumps = products.filter((p) => /\bpumps?\b/i.test(p.name));
      expect(pumps.length, label).toBeGreaterThan(0);
      expect(pumps.filter((p) => placeOfIds(p).family !== 'pumps').map((p) => p.name)).toEqual([]);
    }
  });

  it('never list the same name twice in one showcase', () => {
    for (const { label, products } of directories) {
      const seen = new Set<string>();
      const twice = products.filter((p) => {
        const key = `${p.businessID}\n${p.name}`;
        return seen.has(key) ? true : (seen.add(key), false);
      });
      expect(twice.map((p) => `${label}: ${p.name}`)).toEqual([]);
    }
  });

  it('come only from businesses that sell something', () => {
    for (const { businesses, products } of directories) {
      const sellers = new Set(products.map((p) => p.businessID));
      for (const b of businesses) {
        const t = b.general.businessTypeCode;
        if (t === 'GO' || t === 'IN' || (t === 'CO' && b.general.industryKey !== '0015'))
          expect(sellers.has(b.businessID), b.general.companyName).toBe(false);
      }
    }
  });

  it("show their family's picture", () => {
    const { products } = directories[0]!;
    for (const p of products.slice(0, 300)) {
      const svg = productImageSvg(p);
      const family = placeOfIds(p).family;
      // The family's drawing is there, with its cut-outs and accents coloured in.
      const drawing = new RegExp(escape(drawings[family]!).replace(/"#(?:bg|ac)"/g, '"hsl[^"]+"'));
      expect(drawing.test(svg), `${p.name} (${family})`).toBe(true);
      expect(svg).not.toMatch(/#bg|#ac/);
    }
  });
});

describe('generated text', () => {
  it('has no "---", doubled punctuation, doubled words or stray spaces in people, businesses or products', () => {
    const found: string[] = [];
    for (const { label, users, businesses, products } of directories) {
      found.push(...textDefects(label, users, 'user'));
      found.push(...textDefects(label, businesses, 'business'));
      found.push(...textDefects(label, products, 'product'));
    }
    expect(found.slice(0, 20)).toEqual([]);
  });

  it('has none of them in posts and comments either, on the demo and on the benchmark seed', () => {
    const demo = directories[0]!;
    const social = generateSocial('wbn-demo', demo);
    // The benchmark can stream a business's posts from the business and its products alone.
    const bench = directories[1]!;
    const productsOf = new Map<string, DemoProduct[]>();
    for (const p of bench.products)
      productsOf.set(p.businessID, [...(productsOf.get(p.businessID) ?? []), p]);
    const benchPosts = bench.businesses.flatMap((b) =>
      postsForBusiness(BENCH_SEED, voiceOf(b, productsOf.get(b.businessID) ?? [])).map((p) => p.post),
    );
    expect(benchPosts.length).toBeGreaterThan(bench.businesses.length * 3);
    const found = [
      ...textDefects(
        'demo',
        social.posts.map((p) => p.content),
        'post',
      ),
      ...textDefects(
        'demo',
        social.comments.map((c) => c.content),
        'comment',
      ),
      ...textDefects(
        'bench',
        benchPosts.map((p) => p.content),
        'post',
      ),
    ];
    expect(found.slice(0, 20)).toEqual([]);
  });

  it("fills every part of a person's card", () => {
    for (const { users } of directories) {
      for (const u of users) {
        for (const field of [
          u.firstName,
          u.lastName,
          u.city,
          u.companyName,
          u.profession,
          u.briefPresentation,
        ])
          expect(field.trim().length, `${u.firstName} ${u.lastName}`).toBeGreaterThan(0);
        expect(u.jobPositionId).toMatch(/^jp\d\d$/);
      }
    }
  });
});

describe('determinism and word lists', () => {
  it('gives the same products for the same seed', () => {
    const again = benchSlice();
    const bench = directories[1]!;
    expect(again.products.length).toBe(bench.products.length);
    expect(again.products).toEqual(bench.products);
  });

  it('parses the word lists the generator reads', () => {
    for (const industry of industryTree) {
      const words = industryWords[industry.key]!;
      expect(words.families.length, industry.key).toBe(industry.categories.length);
      expect(words.modifiers.length, industry.key).toBe(industry.categories.length);
      for (const key of Object.keys(words.overrides ?? {})) {
        const [cat, sub] = key.split(':').map(Number);
        expect(industry.categories[cat! - 1], `${industry.key} ${key}`).toBeDefined();
        if (sub)
          expect(
            industry.categories[cat! - 1]!.subCategories[sub - 1],
            `${industry.key} ${key}`,
          ).toBeDefined();
      }
      expect(productBases(industry.key).length).toBeGreaterThanOrEqual(30);
    }
  });
});
