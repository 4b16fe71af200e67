/**
 * Products: how many each business shows (skewed, capped by its tier), and each product's name,
 * specs, keywords and description, drawn from its own sub-stream. Every word comes from the
 * vocabulary of the product's place in the tree (generate/families.ts): the base names of its
 * subcategory, the modifiers, sentences and spec values of its category family.
 */
import { membershipPlan } from '@wbn/contracts';
import { industryTree } from '../../reference/industries.ts';
import { categoryId, industryId, subCategoryId } from '../../seed-reference.ts';
import { Random, type Seed } from '../random.ts';
import type { DemoBusiness, DemoProduct, DemoSpec, ProductDistribution } from '../types.ts';
import type { ProductBase } from '../words/products.ts';
import { properValueSpecs, specDefs } from '../words/specs.ts';
import { modelLetters } from '../words/text.ts';
import { DAY } from './dates.ts';
import { foreignWords, placeOf, vocabularyFor, type Place } from './families.ts';
import { basesByCategory, basesByIndustry, categoryName } from './industries.ts';
import { demoDistribution } from './sizes.ts';
import { capitalise, fill, lowerTitle, tidy } from './text.ts';

/**
 * Government agencies and investors list no products, nor do consultancies outside Business
 * Services: a trade promotion office offering day cream is not a believable showcase.
 */
function sellsProducts(business: DemoBusiness): boolean {
  const type = business.general.businessTypeCode;
  return type !== 'GO' && type !== 'IN' && (type !== 'CO' || business.general.industryKey === '0015');
}

/** How many products a business gets: skewed, capped by its tier's showcase limit. */
export function productCountFor(
  seed: Seed,
  business: DemoBusiness,
  distribution: ProductDistribution,
): number {
  const rng = Random.derive(seed, 'product-count', business.index);
  if (rng.chance(distribution.zeroShare) || !sellsProducts(business)) return 0;
  const limit = membershipPlan(business.subscription).productLimit;
  return Math.min(limit, 1 + Math.floor(limit * Math.pow(rng.next(), distribution.shape)));
}

function modelCode(rng: Random): string {
  const letters =
    rng.pick(['', '', 'X', 'S', 'P', 'H']) +
    modelLetters[rng.int(0, modelLetters.length - 1)]! +
    modelLetters[rng.int(0, modelLetters.length - 1)]!;
  return `${letters}-${rng.pick([rng.int(10, 99), rng.int(100, 990), rng.int(1000, 9900)])}`;
}

const modelSuffix = / [A-Z]{2,3}-\d+$/;

/** True when the modifier repeats a word of the base ("organic cotton cotton lace trim"). */
function repeatsWord(modifier: string, base: string): boolean {
  const baseWords = new Set(base.toLowerCase().split(/[\s-]+/));
  return modifier
    .toLowerCase()
    .split(/[\s-]+/)
    .some((w) => baseWords.has(w));
}

/** "wood pellets", "safety goggles", "chickpeas" read as plurals; "UPS", "lens", "dress" do not. */
function isPlural(base: string): boolean {
  const head = base.split(/ (?:with|for) /)[0]!;
  const last = head.split(' ').pop()!;
  return /[^sui]s$/.test(last) && last !== last.toUpperCase() && !/^(lens|gas|series)$/i.test(last);
}

/**
 * Everything a product called `modifier base` at a place says apart from its drawn values: its
 * name, spec value lists, keywords and whether it reads as a plural. Worked out once per place,
 * base name and modifier (a few thousand combinations), so a million products cost no more.
 */
interface Wording {
  modifier: string;
  /** The name as it reads inside a sentence ("organic Hass avocado"), without a model code. */
  text: string;
  values: [string, string[]][];
  keywords: string[];
  plural: boolean;
}

const wordings = new WeakMap<Place, Map<ProductBase, (Wording | null | undefined)[]>>();

function buildWording(place: Place, base: ProductBase, modifier: string): Wording | null {
  if (modifier && repeatsWord(modifier, base.name)) return null;
  const vocabulary = vocabularyFor(place, modifier, base.name);
  if (!vocabulary) return null;
  const key = place.industryKey;
  const subName = industryTree.find((i) => i.key === key)!.categories[base.category - 1]!.subCategories[
    base.subCategory - 1
  ]!;
  const keywordSet = new Set<string>();
  keywordSet.add(base.name.toLowerCase());
  if (modifier) keywordSet.add(modifier.toLowerCase());
  keywordSet.add(subName.toLowerCase());
  keywordSet.add(categoryName(key, base.category).toLowerCase());
  for (const w of base.name.toLowerCase().split(/[\s,]+/)) if (w.length > 3) keywordSet.add(w);
  // "breast pumps", "airless pumps", "pumps & valves": a tree name may use a word that, on this
  // portal, belongs to another family; such a keyword would make a valve or a milk collector
  // answer a search for pumps.
  const keywords = [...keywordSet].filter((k) => !foreignWords(k, place.family).length).slice(0, 8);
  return {
    modifier,
    text: `${modifier ? `${modifier} ` : ''}${base.name}`,
    values: vocabulary.values,
    keywords,
    plural: isPlural(base.name),
  };
}

/** The wording of a base name with the place's modifier number `m` (0: no modifier), or null. */
function wordingFor(place: Place, base: ProductBase, m: number): Wording | null {
  let byBase = wordings.get(place);
  if (!byBase) wordings.set(place, (byBase = new Map()));
  let list = byBase.get(base);
  if (!list) byBase.set(base, (list = new Array<Wording | null | undefined>(place.modifiers.length + 1)));
  let w = list[m];
  if (w === undefined) list[m] = w = buildWording(place, base, m ? place.modifiers[m - 1]! : '');
  return w;
}

interface Naming {
  place: Place;
  base: ProductBase;
  wording: Wording;
  /** The name inside a sentence, with its model code if any. */
  text: string;
  name: string;
}

function naming(place: Place, base: ProductBase, m: number, model: string): Naming | null {
  const wording = wordingFor(place, base, m);
  if (!wording) return null;
  const text = wording.text + model;
  return { place, base, wording, text, name: capitalise(text) };
}

/**
 * A name not yet used in this showcase when the drawn one is taken and the family has no model
 * codes (produce, materials, services): the first free modifier and base of the same category,
 * then of the business's other categories, then of the industry, walked from a random start so
 * that two businesses do not fill up in the same order.
 */
function freeNaming(
  rng: Random,
  key: string,
  catNumbers: number[],
  first: number,
  usedNames: Set<string>,
): Naming | null {
  const lists = [
    basesByCategory.get(`${key}:${first}`) ?? [],
    ...catNumbers.filter((c) => c !== first).map((c) => basesByCategory.get(`${key}:${c}`) ?? []),
    basesByIndustry.get(key)!,
  ];
  for (const bases of lists) {
    const start = rng.int(0, Math.max(0, bases.length - 1));
    for (let i = 0; i < bases.length; i++) {
      const base = bases[(start + i) % bases.length]!;
      const place = placeOf(key, base.category, base.subCategory);
      for (let m = 0; m <= place.modifiers.length; m++) {
        const n = naming(place, base, m, '');
        if (n && !usedNames.has(n.name)) return n;
      }
    }
  }
  return null;
}

function drawNaming(rng: Random, key: string, catNumbers: number[], usedNames: Set<string>): Naming {
  // Most products sit in the business's first category; the others get fewer.
  const cat = catNumbers[rng.zipfIndex(catNumbers.length, 1.2)]!;
  const bases = basesByCategory.get(`${key}:${cat}`) ?? basesByIndustry.get(key)!;
  const base = rng.zipf(bases, 0.8);
  const place = placeOf(key, base.category, base.subCategory);
  const family = place.familyDef;
  const wanted =
    rng.chance(0.6) && place.modifiers.length ? rng.zipfIndex(place.modifiers.length, 0.9) + 1 : 0;
  const model = rng.chance(family.modelCodes) ? ` ${modelCode(rng)}` : '';
  let n = naming(place, base, wanted, model) ?? naming(place, base, 0, model)!;
  if (!usedNames.has(n.name)) return n;
  if (family.modelCodes > 0) {
    // One showcase never lists the same name twice: a repeat gets (another) model code.
    let text = n.text;
    while (usedNames.has(capitalise(text))) text = `${text.replace(modelSuffix, '')} ${modelCode(rng)}`;
    return { ...n, text, name: capitalise(text) };
  }
  n = freeNaming(rng, key, catNumbers, cat, usedNames) ?? n;
  if (usedNames.has(n.name)) {
    // Only when every name of the industry is taken (far beyond any tier's showcase limit).
    let text = n.text;
    while (usedNames.has(capitalise(text))) text = `${text.replace(modelSuffix, '')} ${modelCode(rng)}`;
    n = { ...n, text, name: capitalise(text) };
  }
  return n;
}

/**
 * A spec inside a sentence: "rated power 4 kW", "fabric bamboo viscose", "origin Peru"; just the
 * value when it already names the key ("grade A", "custom colours").
 */
const phrases = new Map<string, Map<string, string>>();

function specPhrase(s: { id: string; key: string; value: string } | undefined): string {
  if (!s) return 'standard options';
  let byValue = phrases.get(s.id);
  if (!byValue) phrases.set(s.id, (byValue = new Map()));
  let phrase = byValue.get(s.value);
  if (phrase === undefined) byValue.set(s.value, (phrase = buildPhrase(s)));
  return phrase;
}

function buildPhrase(s: { id: string; key: string; value: string }): string {
  const key = lowerTitle(s.key);
  const value = properValueSpecs.has(s.id)
    ? s.value
    : s.value.replace(/^[A-Z][a-z]+(?:-[a-z]+)*(?=[\s,]|$)/, (w) => w.toLowerCase());
  const lower = value.toLowerCase();
  const named = key
    .toLowerCase()
    .split(/[\s/]+/)
    .some((w) => w.length > 3 && lower.includes(w));
  return named ? value : `${key} ${value}`;
}

function makeProduct(
  seed: Seed,
  business: DemoBusiness,
  n: number,
  globalIndex: number,
  usedNames: Set<string>,
): DemoProduct {
  const rng = Random.derive(seed, 'product', business.index, n);
  const key = business.general.industryKey;
  const catNumbers = business.general.categories.map((c) => Number(c.slice(-2)));
  const { place, base, wording, text, name } = drawNaming(rng, key, catNumbers, usedNames);
  usedNames.add(name);

  const chosen = wording.values.filter((_, i) => i < 3 || rng.chance(0.6));
  let bore = 0;
  const drawn = chosen.map(([id, values]) => {
    // Keep pairs consistent: a bearing's outer diameter is larger than its bore.
    const usable = id === 'outerDiameter' ? values.filter((v) => parseFloat(v) > bore) : values;
    const value = rng.zipf(usable.length ? usable : values, 0.5);
    if (id === 'boreDiameter') bore = parseFloat(value);
    return { id, key: specDefs[id]!.key, value };
  });
  const specs: DemoSpec[] = drawn.map(({ key, value }) => ({ key, value }));

  const plural = wording.plural;
  const leadTime = Math.max(1, Math.round(business.tradeCapabilities.averageLeadTime * rng.float(0.5, 1.5)));
  const description = [
    fill(rng.pick(place.openings), { product: text, is: plural ? 'are' : 'is', s: plural ? '' : 's' }),
    ...rng
      .sample(place.bodies, rng.int(1, 3))
      .map((b) => fill(b, { spec1: specPhrase(drawn[0]), spec2: specPhrase(drawn[1]), lead: leadTime })),
    // A name ending in a legal form ("Inc.") already ends the sentence: tidy drops the second stop.
    rng.chance(0.5) ? tidy(`Made by ${business.general.companyName}.`) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    index: globalIndex,
    productID: rng.uuid(),
    businessID: business.businessID,
    businessIndex: business.index,
    name,
    keywords: wording.keywords,
    description,
    industryId: industryId(key),
    categoryId: categoryId(key, base.category),
    subCategoryId: subCategoryId(key, base.category, base.subCategory),
    specs,
    leadTime,
    stock: rng.chance(0.3) ? 0 : Math.round(Math.pow(10, rng.float(0.5, 4.5))),
    imageCount: rng.weighted([1, 2, 3, 4], [45, 30, 15, 10]),
    likes: Math.min(2000, Math.floor(Math.pow(1 - rng.next(), -1.2)) - 1),
    createdAt: new Date(Date.parse(business.createdAt) + rng.int(0, 365) * DAY).toISOString(),
  };
}

/** The products of one business (for loaders that insert a business and its products together). */
export function* productsForBusiness(
  seed: Seed,
  business: DemoBusiness,
  distribution: ProductDistribution = demoDistribution,
  firstIndex = 0,
): Generator<DemoProduct> {
  const count = productCountFor(seed, business, distribution);
  const usedNames = new Set<string>();
  for (let n = 0; n < count; n++) yield makeProduct(seed, business, n, firstIndex + n, usedNames);
}

/**
 * Products of every business, one at a time. `businesses` may itself be a stream
 * (`generateBusinessStream`), so a million products never sit in memory together.
 */
export function* generateProductStream(
  seed: Seed,
  businesses: Iterable<DemoBusiness>,
  distribution: ProductDistribution = demoDistribution,
): Generator<DemoProduct> {
  let total = 0;
  const max = distribution.maxTotal ?? Infinity;
  for (const business of businesses) {
    for (const product of productsForBusiness(seed, business, distribution, total)) {
      if (total >= max) return;
      total++;
      yield product;
    }
  }
}

export function generateProducts(
  seed: Seed,
  businesses: Iterable<DemoBusiness>,
  perBusinessDistribution: ProductDistribution = demoDistribution,
): DemoProduct[] {
  return [...generateProductStream(seed, businesses, perBusinessDistribution)];
}
