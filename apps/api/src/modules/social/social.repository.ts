import { and, count, eq, isNull, tables, type Queryable } from '@wbn/db';
import type { ReactionResourceType } from '@wbn/contracts';

const r = tables.reactions;
const f = tables.follows;

/** The actor of a like or follow: the user, or a business the user acts as. */
export interface Actor {
  userID: string;
  businessID: string | null;
}

const actorKey = (a: Actor) => (a.businessID ? `b:${a.businessID}` : `u:${a.userID}`);

/**
 * Queries only. Inserts are `ON CONFLICT DO NOTHING` on the (resource, actor_key) unique index,
 * so a like or a follow exists once per actor whatever the concurrency.
 */
export const socialRepository = {
  async react(
    db: Queryable,
    resourceType: ReactionResourceType,
    resourceId: string,
    a: Actor,
  ): Promise<boolean> {
    const rows = await db
      .insert(r)
      .values({ resourceId, resourceType, userId: a.userID, businessId: a.businessID, reactionType: 'like' })
      .onConflictDoNothing({ target: [r.resourceId, r.actorKey] })
      .returning({ id: r.id });
    return rows.length > 0;
  },

  async unreact(db: Queryable, resourceId: string, a: Actor): Promise<boolean> {
    const rows = await db
      .delete(r)
      .where(and(eq(r.resourceId, resourceId), eq(r.actorKey, actorKey(a))))
      .returning({ id: r.id });
    return rows.length > 0;
  },

  async reacted(db: Queryable, resourceId: string, a: Actor): Promise<boolean> {
    const rows = await db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.resourceId, resourceId), eq(r.actorKey, actorKey(a))))
      .limit(1);
    return rows.length > 0;
  },

  async likeCount(db: Queryable, resourceId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(r)
      .where(and(eq(r.resourceId, resourceId), eq(r.reactionType, 'like')));
    return Number(row?.n ?? 0);
  },

  async follow(db: Queryable, businessId: string, a: Actor): Promise<boolean> {
    const rows = await db
      .insert(f)
      .values({ followedBusinessId: businessId, userId: a.userID, businessId: a.businessID })
      .onConflictDoNothing({ target: [f.followedBusinessId, f.actorKey] })
      .returning({ id: f.id });
    return rows.length > 0;
  },

  async unfollow(db: Queryable, businessId: string, a: Actor): Promise<boolean> {
    const rows = await db
      .delete(f)
      .where(and(eq(f.followedBusinessId, businessId), eq(f.actorKey, actorKey(a))))
      .returning({ id: f.id });
    return rows.length > 0;
  },

  async following(db: Queryable, businessId: string, a: Actor): Promise<boolean> {
    const rows = await db
      .select({ id: f.id })
      .from(f)
      .where(and(eq(f.followedBusinessId, businessId), eq(f.actorKey, actorKey(a))))
      .limit(1);
    return rows.length > 0;
  },

  async followersCount(db: Queryable, businessId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(f).where(eq(f.followedBusinessId, businessId));
    return Number(row?.n ?? 0);
  },

  /** A business that exists and is shown; `hiddenToo`: hidden by the moderators counts as well. */
  async businessExists(db: Queryable, id: string, hiddenToo = false): Promise<boolean> {
    const rows = await db
      .select({ id: tables.businesses.businessId })
      .from(tables.businesses)
      .where(
        hiddenToo
          ? eq(tables.businesses.businessId, id)
          : and(eq(tables.businesses.businessId, id), isNull(tables.businesses.hiddenAt)),
      );
    return rows.length > 0;
  },

  /** A product that exists and is shown; `hiddenToo`: hidden by the moderators counts as well. */
  async productExists(db: Queryable, id: string, hiddenToo = false): Promise<boolean> {
    const rows = await db
      .select({ id: tables.products.productId })
      .from(tables.products)
      .where(
        hiddenToo
          ? eq(tables.products.productId, id)
          : and(eq(tables.products.productId, id), isNull(tables.products.hiddenAt)),
      );
    return rows.length > 0;
  },

  /** The business a product belongs to (null: no such product). */
  async productBusinessId(db: Queryable, id: string): Promise<string | null> {
    const [row] = await db
      .select({ businessId: tables.products.businessId })
      .from(tables.products)
      .where(eq(tables.products.productId, id));
    return row?.businessId ?? null;
  },

  /** The type a resource was liked as (for a summary asked by id alone). */
  async reactedResourceType(db: Queryable, resourceId: string): Promise<string | null> {
    const [row] = await db
      .select({ type: r.resourceType })
      .from(r)
      .where(eq(r.resourceId, resourceId))
      .limit(1);
    return row?.type ?? null;
  },
};
