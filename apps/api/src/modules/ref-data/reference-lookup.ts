import { and, asc, eq, tables, type Queryable } from '@wbn/db';
import type { UiLanguage } from '@wbn/contracts';
import { countryName } from '../../lib/display-names.ts';
import { nameOrEnglish } from '../../lib/localized-name.ts';

/**
 * Names of the reference values businesses and products point at (countries, states, business
 * types, industries, categories, subcategories) in one language, read once per process and
 * language and kept in memory (`refData.lookup(language)`): reference data only changes with a
 * release. Mappers take this to turn ids into `{id, name}`.
 */
export interface RefLookup {
  country(code: string | null | undefined): { code: string; countryName: string; emoji: string } | null;
  state(id: string | null | undefined): { stateID: string; stateName: string; countryCode: string } | null;
  businessType(code: string | null | undefined): { code: string; name: string } | null;
  industry(id: string | null | undefined): { id: string; name: string } | null;
  category(id: string | null | undefined): { id: string; name: string; industryId: string } | null;
  subCategory(id: string | null | undefined): { id: string; name: string; categoryId: string } | null;
  dialCodes: readonly string[];
  /** The language the names are in (the badge of a verified business is written in it too). */
  language: UiLanguage;
}

/** Reads every reference table into a lookup in `language`; the ref-data service keeps the result. */
export async function loadRefLookup(db: Queryable, language: UiLanguage): Promise<RefLookup> {
  const t = tables;
  const bn = t.businessTypeNames;
  const inn = t.industryNames;
  const cn = t.categoryNames;
  const sn = t.subCategoryNames;
  const [countries, states, types, inds, cats, subs] = await Promise.all([
    db.select().from(t.countries),
    db.select().from(t.states),
    db
      .select({ code: t.businessTypes.code, name: nameOrEnglish(bn.name, t.businessTypes.name) })
      .from(t.businessTypes)
      .leftJoin(bn, and(eq(bn.businessTypeCode, t.businessTypes.code), eq(bn.language, language)))
      .orderBy(asc(t.businessTypes.sortOrder)),
    db
      .select({ id: t.industries.id, name: nameOrEnglish(inn.name, t.industries.name) })
      .from(t.industries)
      .leftJoin(inn, and(eq(inn.industryId, t.industries.id), eq(inn.language, language))),
    db
      .select({
        id: t.categories.id,
        industryId: t.categories.industryId,
        name: nameOrEnglish(cn.name, t.categories.name),
      })
      .from(t.categories)
      .leftJoin(cn, and(eq(cn.categoryId, t.categories.id), eq(cn.language, language))),
    db
      .select({
        id: t.subCategories.id,
        categoryId: t.subCategories.categoryId,
        name: nameOrEnglish(sn.name, t.subCategories.name),
      })
      .from(t.subCategories)
      .leftJoin(sn, and(eq(sn.subCategoryId, t.subCategories.id), eq(sn.language, language))),
  ]);
  const byKey = <R, K extends keyof R, V>(rows: R[], key: K, make: (r: R) => V) =>
    new Map(rows.map((r) => [r[key] as unknown as string, make(r)]));
  const c = byKey(countries, 'code', (r) => ({
    code: r.code,
    countryName: countryName(r.code, language, r.name),
    emoji: r.emoji,
  }));
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
    language,
  };
}
