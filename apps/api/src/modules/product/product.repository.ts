import {
  and,
  asc,
  businessCategoryIdsSql,
  businessColumns,
  count,
  eq,
  inArray,
  isNull,
  productColumns,
  sql,
  tables,
  type Queryable,
  type BusinessRecord,
  type ProductRecord,
} from '@wbn/db';
import { withLanguage } from '../../lib/content-language.ts';

const p = tables.products;

export type ProductRow = ProductRecord;
export type NewProduct = typeof p.$inferInsert;
export type ProductChanges = Partial<Omit<NewProduct, 'productId' | 'businessId' | 'createdAt'>>;

/** Queries only; the rules are in product.service.ts. */
export const productRepository = {
  async insert(db: Queryable, row: NewProduct): Promise<ProductRow> {
    const [inserted] = await db
      .insert(p)
      .values(withLanguage(row, [row.name, row.description]))
      .returning(productColumns);
    return inserted!;
  },

  async byId(db: Queryable, productId: string): Promise<ProductRow | null> {
    const [row] = await db.select(productColumns).from(p).where(eq(p.productId, productId));
    return row ?? null;
  },

  /** A product with its business and the business's categories, in one statement (the product page). */
  async withBusiness(
    db: Queryable,
    productId: string,
  ): Promise<{ row: ProductRow; business: BusinessRecord; categoryIds: string[] } | null> {
    const b = tables.businesses;
    const [found] = await db
      .select({ row: productColumns, business: businessColumns, categoryIds: businessCategoryIdsSql })
      .from(p)
      .innerJoin(b, eq(b.businessId, p.businessId))
      .where(eq(p.productId, productId));
    return found ?? null;
  },

  /** Several products as their pages show them, in one statement, any order; hidden ones left out. */
  async withBusinessByIds(db: Queryable, productIds: string[]) {
    if (productIds.length === 0) return [];
    const b = tables.businesses;
    return db
      .select({ row: productColumns, business: businessColumns, categoryIds: businessCategoryIdsSql })
      .from(p)
      .innerJoin(b, eq(b.businessId, p.businessId))
      .where(and(inArray(p.productId, productIds), isNull(p.hiddenAt)));
  },

  /**
   * A business's catalogue in the order it was built (oldest first); hidden products only with
   * `withHidden` (its members' view, decision 0025).
   */
  async byBusiness(db: Queryable, businessId: string, withHidden = false): Promise<ProductRow[]> {
    return db
      .select(productColumns)
      .from(p)
      .where(and(eq(p.businessId, businessId), withHidden ? undefined : isNull(p.hiddenAt)))
      .orderBy(asc(p.createdAt), asc(p.productId));
  },

  async countByBusiness(db: Queryable, businessId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(p).where(eq(p.businessId, businessId));
    return Number(row?.n ?? 0);
  },

  async update(db: Queryable, productId: string, changes: ProductChanges): Promise<ProductRow | null> {
    const [row] = await db
      .update(p)
      .set({ ...withLanguage(changes, [changes.name, changes.description]), updatedAt: new Date() })
      .where(eq(p.productId, productId))
      .returning(productColumns);
    return row ?? null;
  },

  /** Deletes a product and its likes (reactions have no foreign key: they name any resource). */
  async delete(db: Queryable, businessId: string, productId: string): Promise<boolean> {
    await db
      .delete(tables.reactions)
      .where(and(eq(tables.reactions.resourceId, productId), eq(tables.reactions.resourceType, 'product')));
    const rows = await db
      .delete(p)
      .where(and(eq(p.productId, productId), eq(p.businessId, businessId)))
      .returning({ id: p.productId });
    return rows.length > 0;
  },

  /**
   * A product added to a hidden business is hidden with it, by the same trail entry (undoing that
   * entry shows it with the rest).
   */
  async inheritHidden(db: Queryable, productId: string): Promise<void> {
    const b = tables.businesses;
    await db
      .update(p)
      .set({ hiddenAt: sql`${b.hiddenAt}`, hiddenBy: sql`${b.hiddenBy}` })
      .from(b)
      .where(and(eq(p.productId, productId), eq(b.businessId, p.businessId), sql`${b.hiddenAt} is not null`));
  },

  /** Shown products (the sitemap's count). */
  async countAll(db: Queryable): Promise<number> {
    const [row] = await db.select({ n: count() }).from(p).where(isNull(p.hiddenAt));
    return Number(row?.n ?? 0);
  },

  async sitemapPage(db: Queryable, offset: number, limit: number) {
    return db
      .select({
        productId: p.productId,
        name: p.name,
        updatedAt: p.updatedAt,
        companyName: tables.businesses.companyName,
      })
      .from(p)
      .innerJoin(tables.businesses, eq(tables.businesses.businessId, p.businessId))
      .where(isNull(p.hiddenAt))
      .orderBy(asc(p.createdAt), asc(p.productId))
      .offset(offset)
      .limit(limit);
  },
};
