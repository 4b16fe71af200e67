import { and, count, desc, eq, isNull, tables, type Queryable } from '@wbn/db';
import type { SavedResourceType } from '@wbn/contracts';

const s = tables.savedItems;

/** Queries only; the rules are in saved.service.ts. */
export const savedRepository = {
  async resourceExists(db: Queryable, type: SavedResourceType, id: string): Promise<boolean> {
    const { products: p, businesses: b } = tables;
    const found =
      type === 'product'
        ? await db
            .select({ id: p.productId })
            .from(p)
            .where(and(eq(p.productId, id), isNull(p.hiddenAt)))
        : await db
            .select({ id: b.businessId })
            .from(b)
            .where(and(eq(b.businessId, id), isNull(b.hiddenAt)));
    return found.length > 0;
  },

  /** Holds the user's row until the end of the caller's transaction: saves are counted one at a time. */
  async lockUser(db: Queryable, userId: string): Promise<void> {
    const u = tables.users;
    await db.select({ id: u.userId }).from(u).where(eq(u.userId, userId)).for('update');
  },

  async countOf(db: Queryable, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(s).where(eq(s.userId, userId));
    return Number(row?.n ?? 0);
  },

  /** True when it was not saved before (a second save of the same thing changes nothing). */
  async save(db: Queryable, userId: string, type: SavedResourceType, id: string): Promise<boolean> {
    const rows = await db
      .insert(s)
      .values({ userId, resourceType: type, resourceId: id })
      .onConflictDoNothing()
      .returning({ id: s.resourceId });
    return rows.length > 0;
  },

  async unsave(db: Queryable, userId: string, type: SavedResourceType, id: string): Promise<void> {
    await db.delete(s).where(and(eq(s.userId, userId), eq(s.resourceType, type), eq(s.resourceId, id)));
  },

  async isSaved(db: Queryable, userId: string, type: SavedResourceType, id: string): Promise<boolean> {
    const rows = await db
      .select({ id: s.resourceId })
      .from(s)
      .where(and(eq(s.userId, userId), eq(s.resourceType, type), eq(s.resourceId, id)));
    return rows.length > 0;
  },

  async list(db: Queryable, userId: string) {
    return db
      .select({ type: s.resourceType, id: s.resourceId })
      .from(s)
      .where(eq(s.userId, userId))
      .orderBy(desc(s.createdAt), desc(s.resourceId));
  },
};
