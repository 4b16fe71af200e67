import { and, asc, eq, tables, type Queryable } from '@wbn/db';
import type { Category, Industry, IndustryTree, UiLanguage } from '@wbn/contracts';
import { nameOrEnglish } from '../../lib/localized-name.ts';

const t = tables;
const inn = t.industryNames;
const cn = t.categoryNames;
const sn = t.subCategoryNames;

/**
 * The tree in the reader's language (decision 0031): each level joins its names table on the value
 * and the language; English, and a value the language lacks, keeps the value's own name.
 */
const industryFields = {
  id: t.industries.id,
  key: t.industries.key,
  icon: t.industries.icon,
  sortOrder: t.industries.sortOrder,
  name: nameOrEnglish(inn.name, t.industries.name),
  description: nameOrEnglish(inn.description, t.industries.description),
};
const industriesIn = (db: Queryable, language: UiLanguage) =>
  db
    .select(industryFields)
    .from(t.industries)
    .leftJoin(inn, and(eq(inn.industryId, t.industries.id), eq(inn.language, language)))
    .orderBy(asc(t.industries.sortOrder));

const categoriesIn = (db: Queryable, language: UiLanguage) =>
  db
    .select({
      id: t.categories.id,
      industryId: t.categories.industryId,
      sortOrder: t.categories.sortOrder,
      name: nameOrEnglish(cn.name, t.categories.name),
    })
    .from(t.categories)
    .leftJoin(cn, and(eq(cn.categoryId, t.categories.id), eq(cn.language, language)))
    .$dynamic();

type IndustryRow = Awaited<ReturnType<typeof industriesIn>>[number];
const toIndustry = (r: IndustryRow): Industry => ({
  _id: r.id,
  id: r.id,
  key: r.key,
  name: r.name,
  icon: r.icon,
  description: r.description,
  order: r.sortOrder,
});

export const catsysRepository = {
  async industries(db: Queryable, language: UiLanguage): Promise<Industry[]> {
    return (await industriesIn(db, language)).map(toIndustry);
  },
  async categories(db: Queryable, industryId: string, language: UiLanguage): Promise<Category[]> {
    const rows = await categoriesIn(db, language)
      .where(eq(t.categories.industryId, industryId))
      .orderBy(asc(t.categories.sortOrder));
    return rows.map((r) => ({
      _id: r.id,
      id: r.id,
      industryID: r.industryId,
      name: r.name,
      order: r.sortOrder,
    }));
  },
  /** The whole tree in three queries, assembled in memory (a few hundred rows). */
  async fullTree(db: Queryable, language: UiLanguage): Promise<IndustryTree[]> {
    const [inds, cats, subs] = await Promise.all([
      industriesIn(db, language),
      categoriesIn(db, language).orderBy(asc(t.categories.sortOrder)),
      db
        .select({
          id: t.subCategories.id,
          categoryId: t.subCategories.categoryId,
          sortOrder: t.subCategories.sortOrder,
          name: nameOrEnglish(sn.name, t.subCategories.name),
        })
        .from(t.subCategories)
        .leftJoin(sn, and(eq(sn.subCategoryId, t.subCategories.id), eq(sn.language, language)))
        .orderBy(asc(t.subCategories.sortOrder)),
    ]);
    return inds.map((ind) => ({
      ...toIndustry(ind),
      categories: cats
        .filter((c) => c.industryId === ind.id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          order: c.sortOrder,
          subCategories: subs
            .filter((s) => s.categoryId === c.id)
            .map((s) => ({ id: s.id, name: s.name, order: s.sortOrder })),
        })),
    }));
  },
};
