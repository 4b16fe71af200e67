import { and, eq, inArray, isNotNull, isNull, lte, sql, tables, type Queryable } from '@wbn/db';

const b = tables.businesses;
const p = tables.products;
const s = tables.accountSuspensions;

/**
 * Hiding businesses and products (decision 0025). A hidden row has `hidden_at` and `hidden_by`,
 * the trail entry that hid it; every public read leaves it out and its address answers 410. A
 * business is hidden with its products (those not hidden already), all by the same entry, so a
 * product search needs no join and undoing the entry shows again exactly the rows it hid: rows
 * another entry hid stay hidden. What an entry hid is also written in its `after`.
 */
export interface Hid {
  businesses: string[];
  products: string[];
}

/** Locks a business or product and answers when it was hidden (null: shown); undefined if gone. */
export async function lockHiddenRow(
  db: Queryable,
  type: 'business' | 'product',
  id: string,
): Promise<Date | null | undefined> {
  const [row] =
    type === 'business'
      ? await db.select({ hiddenAt: b.hiddenAt }).from(b).where(eq(b.businessId, id)).for('update')
      : await db.select({ hiddenAt: p.hiddenAt }).from(p).where(eq(p.productId, id)).for('update');
  return row ? row.hiddenAt : undefined;
}

/** Hides the businesses (those shown) and their shown products by `entryID`; answers what it hid. */
async function hideBusinesses(db: Queryable, businessIDs: string[], entryID: string, at: Date): Promise<Hid> {
  if (businessIDs.length === 0) return { businesses: [], products: [] };
  const hidBusinesses = await db
    .update(b)
    .set({ hiddenAt: at, hiddenBy: entryID })
    .where(and(inArray(b.businessId, businessIDs), isNull(b.hiddenAt)))
    .returning({ id: b.businessId });
  const ids = hidBusinesses.map((row) => row.id);
  if (ids.length === 0) return { businesses: [], products: [] };
  const hidProducts = await db
    .update(p)
    .set({ hiddenAt: at, hiddenBy: entryID })
    .where(and(inArray(p.businessId, ids), isNull(p.hiddenAt)))
    .returning({ id: p.productId });
  return { businesses: ids.sort(), products: hidProducts.map((row) => row.id).sort() };
}

/** An operator's hide of a business (with its products) or of one product. */
export async function hideRow(
  db: Queryable,
  type: 'business' | 'product',
  id: string,
  entryID: string,
  at: Date,
): Promise<Hid> {
  if (type === 'business') return hideBusinesses(db, [id], entryID, at);
  await db.update(p).set({ hiddenAt: at, hiddenBy: entryID }).where(eq(p.productId, id));
  return { businesses: [], products: [id] };
}

/**
 * A suspension hides the account's own businesses while it lasts. Those an earlier suspension of
 * the account hid pass to this one (it is the suspension in force now: its end or reversal shows
 * them again); the rest shown are hidden by it.
 */
export async function hideOwnedBy(
  db: Queryable,
  accountID: string,
  entryID: string,
  previousEntryID: string | null,
  at: Date,
): Promise<Hid> {
  const moved: Hid = { businesses: [], products: [] };
  if (previousEntryID) {
    moved.businesses = (
      await db
        .update(b)
        .set({ hiddenBy: entryID })
        .where(eq(b.hiddenBy, previousEntryID))
        .returning({ id: b.businessId })
    ).map((row) => row.id);
    moved.products = (
      await db
        .update(p)
        .set({ hiddenBy: entryID })
        .where(eq(p.hiddenBy, previousEntryID))
        .returning({ id: p.productId })
    ).map((row) => row.id);
  }
  const owned = await db.select({ id: b.businessId }).from(b).where(eq(b.ownerId, accountID));
  const hid = await hideBusinesses(
    db,
    owned.map((row) => row.id),
    entryID,
    at,
  );
  return {
    businesses: [...moved.businesses, ...hid.businesses].sort(),
    products: [...moved.products, ...hid.products].sort(),
  };
}

/** Shows again every business and product `entryID` hid (and still hides). */
export async function showHiddenBy(db: Queryable, entryID: string): Promise<Hid> {
  const businesses = await db
    .update(b)
    .set({ hiddenAt: null, hiddenBy: null })
    .where(eq(b.hiddenBy, entryID))
    .returning({ id: b.businessId });
  const products = await db
    .update(p)
    .set({ hiddenAt: null, hiddenBy: null })
    .where(eq(p.hiddenBy, entryID))
    .returning({ id: p.productId });
  return { businesses: businesses.map((r) => r.id).sort(), products: products.map((r) => r.id).sort() };
}

/**
 * Suspensions whose time is over: what they hid is shown again (the sign-on service already
 * lets the account in). Answers the entries whose rows were shown.
 */
export async function showAfterSuspensions(db: Queryable, now: Date): Promise<string[]> {
  const ended = await db
    .select({ entryID: s.entryId })
    .from(s)
    .where(
      and(
        isNotNull(s.until),
        lte(s.until, now),
        sql`exists (select 1 from ${b} where ${b.hiddenBy} = ${s.entryId}
          union all select 1 from ${p} where ${p.hiddenBy} = ${s.entryId})`,
      ),
    );
  for (const { entryID } of ended) await showHiddenBy(db, entryID);
  return ended.map((row) => row.entryID);
}
