import { asc, eq, tables, type Queryable } from '@wbn/db';
import type { Category, Industry, IndustryTree } from '@wbn/contracts';

const t = tables;

type IndustryRow = typeof t.industries.$inferSelect;
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
  async industries(db: Queryable): Promise<Industry[]> {
    const rows = await db.select().from(t.industries).orderBy(asc(t.industries.sortOrder));
    return rows.map(toIndustry);
  },
  async categories(db: Queryable, industryId: string): Promise<Category[]> {
    const rows = await db
      .select()
      .from(t.categories)
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
  async fullTree(db: Queryable): Promise<IndustryTree[]> {
    const [inds, cats, subs] = await Promise.all([
      db.select().from(t.industries).orderBy(asc(t.industries.sortOrder)),
      db.select().from(t.categories).orderBy(asc(t.categories.sortOrder)),
      db.select().from(t.subCategories).orderBy(asc(t.subCategories.sortOrder)),
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
