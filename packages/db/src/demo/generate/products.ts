/**
 * Products: how many each business shows (skewed, capped by its tier), and each product's name,
 * specs, keywords and description, drawn from its own sub-stream.
 */
import { membershipPlan } from '@wbn/contracts';
import { industryTree } from '../../reference/industries.ts';
import { categoryId, industryId, subCategoryId } from '../../seed-reference.ts';
import { Random, type Seed } from '../random.ts';
import type { DemoBusiness, DemoProduct, DemoSpec, ProductDistribution } from '../types.ts';
import { industryWords } from '../words/products.ts';
import { specValues } from '../words/specs.ts';
import { modelLetters, productBodies, productOpenings } from '../words/text.ts';
import { DAY } from './dates.ts';
import { basesByCategory, basesByIndustry, categoryName } from './industries.ts';
import { demoDistribution } from './sizes.ts';
import { capitalise, fill } from './text.ts';

/** How many products a business gets: skewed, capped by its tier's showcase limit. */
export function productCountFor(
  seed: Seed,
  business: DemoBusiness,
  distribution: ProductDistribution,
): number {
  const rng = Random.derive(seed, 'product-count', business.index);
  if (rng.chance(distribution.zeroShare)) return 0;
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

function makeProduct(
  seed: Seed,
  business: DemoBusiness,
  n: number,
  globalIndex: number,
  usedNames: Set<string>,
): DemoProduct {
  const rng = Random.derive(seed, 'product', business.index, n);
  const key = business.general.industryKey;
  const words = industryWords[key]!;
  const catNumbers = business.general.categories.map((c) => Number(c.slice(-2)));
  // Most products sit in the business's first category; the others get fewer.
  const cat = catNumbers[rng.zipfIndex(catNumbers.length, 1.2)]!;
  const bases = basesByCategory.get(`${key}:${cat}`) ?? basesByIndustry.get(key)!;
  const base = rng.zipf(bases, 0.8);
  const modifiers = words.categoryModifiers?.[cat]?.split(';').map((m) => m.trim()) ?? words.modifiers;
  let modifier = rng.chance(0.6) ? rng.zipf(modifiers, 0.9) : '';
  // "organic cotton cotton lace trim": skip a modifier that repeats a word of the name.
  const baseWords = new Set(base.name.toLowerCase().split(/[\s-]+/));
  if (
    modifier
      .toLowerCase()
      .split(/[\s-]+/)
      .some((w) => baseWords.has(w))
  )
    modifier = '';
  const model = rng.chance(key === '0011' || key === '0015' ? 0.05 : 0.45) ? ` ${modelCode(rng)}` : '';
  let name = capitalise(`${modifier ? `${modifier} ` : ''}${base.name}${model}`);
  // One showcase never lists the same name twice: a repeat gets (another) model code.
  while (usedNames.has(name)) name = `${name.replace(/ [A-Z]{2,3}-\d+$/, '')} ${modelCode(rng)}`;
  usedNames.add(name);

  const specIds = (words.specs[cat - 1] ?? '').split(',').filter(Boolean);
  const chosen = specIds.filter((_, i) => i < 3 || rng.chance(0.6));
  let bore = 0;
  const specs: DemoSpec[] = chosen.map((id) => {
    const { key: specKey, values } = specValues(id, key);
    // Keep pairs consistent: a bearing's outer diameter is larger than its bore.
    const usable = id === 'outerDiameter' ? values.filter((v) => parseFloat(v) > bore) : values;
    const value = rng.zipf(usable.length ? usable : values, 0.5);
    if (id === 'boreDiameter') bore = parseFloat(value);
    return { key: specKey, value };
  });

  const subName = industryTree.find((i) => i.key === key)!.categories[cat - 1]!.subCategories[
    base.subCategory - 1
  ]!;
  const catName = categoryName(key, cat);
  const keywordSet = new Set<string>();
  keywordSet.add(base.name.toLowerCase());
  if (modifier) keywordSet.add(modifier.toLowerCase());
  keywordSet.add(subName.toLowerCase());
  keywordSet.add(catName.toLowerCase());
  for (const w of base.name.toLowerCase().split(/[\s,]+/)) if (w.length > 3) keywordSet.add(w);
  const keywords = [...keywordSet].slice(0, 8);

  const leadTime = Math.max(1, Math.round(business.tradeCapabilities.averageLeadTime * rng.float(0.5, 1.5)));
  const specPhrase = (s: DemoSpec | undefined) =>
    s ? `${s.key.toLowerCase()} ${s.value}` : 'standard options';
  const description = [
    fill(rng.pick(productOpenings), { product: name }),
    ...rng
      .sample(productBodies, rng.int(1, 3))
      .map((b) => fill(b, { spec1: specPhrase(specs[0]), spec2: specPhrase(specs[1]), lead: leadTime })),
    // A name ending in a legal form ("Inc.") already ends the sentence.
    rng.chance(0.5) ? `Made by ${business.general.companyName.replace(/\.$/, '')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    index: globalIndex,
    productID: rng.uuid(),
    businessID: business.businessID,
    businessIndex: business.index,
    name,
    keywords,
    description,
    industryId: industryId(key),
    categoryId: categoryId(key, cat),
    subCategoryId: subCategoryId(key, cat, base.subCategory),
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
