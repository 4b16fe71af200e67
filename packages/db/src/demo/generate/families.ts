/**
 * What a product may say, by where it sits in the tree. A "place" is one subcategory of one
 * industry; it belongs to a category family (words/families.ts) and gets from the tables:
 *
 * - its base names (words/products.ts), the modifiers that may precede them, its spec ids;
 * - its description sentences: the family's own and its text group's;
 * - for each spec, the values allowed there (subcategory override, category override, family,
 *   then the spec's default; words/specs.ts), narrowed by the product's name where the name says
 *   what the product is made of or rated for (`nameValueRules`).
 *
 * The generator draws only from these lists and the demo tests check every product against them,
 * so a fragment can only appear on products of the family it was written for. Places are built
 * once and cached.
 */
import { industryTree } from '../../reference/industries.ts';
import { families, groupTexts, ownedWords, type Family, type FamilyId } from '../words/families.ts';
import { industryWords, productBases, type PlaceOverride, type ProductBase } from '../words/products.ts';
import { nameValueRules, specDefs } from '../words/specs.ts';

export interface Place {
  /** "0004:4:1": industry key, category and subcategory numbers. */
  key: string;
  industryKey: string;
  category: number;
  subCategory: number;
  family: FamilyId;
  familyDef: Family;
  /** Base names of this subcategory (may be empty: nothing is sold there). */
  bases: ProductBase[];
  modifiers: string[];
  specIds: string[];
  openings: string[];
  bodies: string[];
  /** Spec id → allowed values before the name narrows them. */
  values: Map<string, string[]>;
}

const split = (list: string, sep: string) =>
  list
    .split(sep)
    .map((s) => s.trim())
    .filter(Boolean);

function resolveValues(id: string, family: FamilyId, overrides: (PlaceOverride | undefined)[]): string[] {
  const def = specDefs[id];
  if (!def) throw new Error(`unknown spec id ${id}`);
  for (const o of overrides) {
    const v = o?.values?.[id];
    if (v) return split(v, '|');
  }
  const text = def.byFamily?.[family] ?? def.values;
  if (!text) throw new Error(`spec ${id} has no values for family ${family}`);
  return split(text, '|');
}

function buildPlace(industryKey: string, category: number, subCategory: number): Place {
  const words = industryWords[industryKey];
  if (!words) throw new Error(`no product words for industry ${industryKey}`);
  const sub = words.overrides?.[`${category}:${subCategory}`];
  const cat = words.overrides?.[String(category)];
  const family = sub?.family ?? cat?.family ?? words.families[category - 1];
  if (!family) throw new Error(`no family for ${industryKey}:${category}`);
  const familyDef: Family = families[family];
  const specIds = split(sub?.specs ?? cat?.specs ?? words.specs[category - 1] ?? '', ',');
  const values = new Map(specIds.map((id) => [id, resolveValues(id, family, [sub, cat])] as const));
  const texts = familyDef.group ? groupTexts[familyDef.group] : { openings: [], bodies: [] };
  return {
    key: `${industryKey}:${category}:${subCategory}`,
    industryKey,
    category,
    subCategory,
    family,
    familyDef,
    bases: productBases(industryKey).filter((b) => b.category === category && b.subCategory === subCategory),
    modifiers: split(sub?.modifiers ?? cat?.modifiers ?? words.modifiers[category - 1] ?? '', ';'),
    specIds,
    openings: [...texts.openings, ...(familyDef.openings ?? [])],
    bodies: [...texts.bodies, ...(familyDef.bodies ?? [])],
    values,
  };
}

const places = new Map<string, Place>();

/** The place of a subcategory (1-based numbers, like the id helpers). */
export function placeOf(industryKey: string, category: number, subCategory: number): Place {
  const key = `${industryKey}:${category}:${subCategory}`;
  let place = places.get(key);
  if (!place) {
    place = buildPlace(industryKey, category, subCategory);
    places.set(key, place);
  }
  return place;
}

/** The place of a product or any object with the reference ids ("s0004-04-01"). */
export function placeOfIds(ids: { subCategoryId: string }): Place {
  const m = /^s(\d{4})-(\d{2})-(\d{2})$/.exec(ids.subCategoryId);
  if (!m) throw new Error(`not a subcategory id: ${ids.subCategoryId}`);
  return placeOf(m[1]!, Number(m[2]), Number(m[3]));
}

/** Every place of the tree, industry by industry. */
export function allPlaces(): Place[] {
  return industryTree.flatMap((ind) =>
    ind.categories.flatMap((c, n) => c.subCategories.map((_, m) => placeOf(ind.key, n + 1, m + 1))),
  );
}

/** The family of a product, from its subcategory id. */
export function familyOf(ids: { subCategoryId: string }): FamilyId {
  return placeOfIds(ids).family;
}

/** Lower-case words of a text, split on anything but letters and digits. */
const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);

/**
 * The searched words of `ownedWords` ("pump", "valve"…) that `text` uses although `family` does
 * not own them; plurals count ("pumps").
 */
export function foreignWords(text: string, family: FamilyId): string[] {
  const out: string[] = [];
  for (const w of wordsOf(text)) {
    const stem = w.endsWith('s') && ownedWords[w.slice(0, -1)] ? w.slice(0, -1) : w;
    const owners = ownedWords[stem];
    if (owners && !owners.includes(family)) out.push(w);
  }
  return out;
}

/**
 * `values` of spec `id` narrowed for a product called `name`: every name rule that matches the
 * name and leaves at least one value narrows the list. `strict` (for modifiers) returns null
 * instead when a rule the name triggers matches no value at all.
 */
export function narrowValues(values: string[], id: string, name: string, strict = false): string[] | null {
  let list = values;
  for (const rule of nameValueRules) {
    if (!rule.specs.includes(id) || !rule.name.test(name)) continue;
    const narrowed = list.filter((v) => rule.value.test(v));
    if (narrowed.length) list = narrowed;
    else if (strict) return null;
  }
  return list;
}

export interface NamedVocabulary {
  /** Spec id → values for this name, in the place's spec order. */
  values: [string, string[]][];
}

const vocabCache = new Map<string, NamedVocabulary | null>();

/**
 * The spec values of a product called `modifier base` at `place`, or null when the modifier
 * contradicts the table (a "cast iron" modifier where only stainless steel is listed, "IP67"
 * where no value is IP67 or better). Cached per place, modifier and base.
 */
export function vocabularyFor(place: Place, modifier: string, base: string): NamedVocabulary | null {
  const key = `${place.key}|${modifier}|${base}`;
  let hit = vocabCache.get(key);
  if (hit !== undefined) return hit;
  const values: [string, string[]][] = [];
  hit = { values };
  for (const id of place.specIds) {
    // The base alone never vetoes (it is what the product is); the modifier may.
    const forBase = narrowValues(place.values.get(id)!, id, base)!;
    const list = modifier ? narrowValues(forBase, id, modifier, true) : forBase;
    if (!list) {
      hit = null;
      break;
    }
    values.push([id, list]);
  }
  vocabCache.set(key, hit);
  return hit;
}
