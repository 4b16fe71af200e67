import { asc, tables, type Queryable } from '@wbn/db';

/**
 * Names of the reference values businesses and products point at (countries, states, business
 * types, industries, categories, subcategories), read once per process and kept in memory
 * (`refData.lookup()`): reference data only changes with a release. Mappers take this to turn ids
 * into `{id, name}`.
 */
export interface RefLookup {
  country(code: string | null | undefined): { code: string; countryName: string; emoji: string } | null;
  state(id: string | null | undefined): { stateID: string; stateName: string; countryCode: string } | null;
  businessType(code: string | null | undefined): { code: string; name: string } | null;
  industry(id: string | null | undefined): { id: string; name: string } | null;
  category(id: string | null | undefined): { id: string; name: string; industryId: string } | null;
  subCategory(id: string | null | undefined): { id: string; name: string; categoryId: string } | null;
  dialCodes: readonly string[];
}

/** Reads every reference table into a lookup; the ref-data service keeps the result. */
export async function loadRefLookup(db: Queryable): Promise<RefLookup> {
  const t = tables;
  const [countries, states, types, inds, cats, subs] = await Promise.all([
    db.select().from(t.countries),
    db.select().from(t.states),
    db.select().from(t.businessTypes).orderBy(asc(t.businessTypes.sortOrder)),
    db.select().from(t.industries),
    db.select().from(t.categories),
    db.select().from(t.subCategories),
  ]);
  const byKey = <R, K extends keyof R, V>(rows: R[], key: K, make: (r: R) => V) =>
    new Map(rows.map((r) => [r[key] as unknown as string, make(r)]));
  const c = byKey(countries, 'code', (r) => ({ code: r.code, countryName: r.name, emoji: r.emoji }));
  const s = byKey(states, 'id', (r) => ({ stateID: r.id, stateName: r.name, countryCode: r.countryCode }));
  const b = byKey(types, 'code', (r) => ({ code: r.code, name: r.name }));
  const i = byKey(inds, 'id', (r) => ({ id: r.id, name: r.name }));
  const k = byKey(cats, 'id', (r) => ({ id: r.id, name: r.name, industryId: r.industryId }));
  const sc = byKey(subs, 'id', (r) => ({ id: r.id, name: r.name, categoryId: r.categoryId }));
  const get =
    <V>(m: Map<string, V>) =>
    (key: string | null | undefined): V | null =>
      key ? (m.get(key) ?? null) : null;
  return {
    country: get(c),
    state: get(s),
    businessType: get(b),
    industry: get(i),
    category: get(k),
    subCategory: get(sc),
    dialCodes: [...new Set(countries.flatMap((r) => r.dialCodes))],
  };
}
