import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { tables, type Queryable } from '@wbn/db';

const u = tables.uploads;

export type UploadRow = typeof u.$inferSelect;
export type NewUpload = typeof u.$inferInsert;

/** Queries only; the rules are in files.service.ts. Every method takes a database or a transaction. */
export const filesRepository = {
  async insert(db: Queryable, row: NewUpload): Promise<UploadRow> {
    const [inserted] = await db.insert(u).values(row).returning();
    return inserted!;
  },

  async byId(db: Queryable, id: string): Promise<UploadRow | null> {
    const [row] = await db.select().from(u).where(eq(u.id, id));
    return row ?? null;
  },

  /**
   * Claims a pending upload for its file: the one conditional update that makes a signed form
   * usable once. Null when it is not pending any more, not the owner's, or expired.
   */
  async markUploaded(
    db: Queryable,
    id: string,
    ownerId: string,
    file: { size: number; contentType: string; width: number; height: number },
  ): Promise<UploadRow | null> {
    const [row] = await db
      .update(u)
      .set({ status: 'uploaded', ...file })
      .where(and(eq(u.id, id), eq(u.ownerId, ownerId), eq(u.status, 'pending'), gt(u.expiresAt, sql`now()`)))
      .returning();
    return row ?? null;
  },

  /** Gives a claimed upload back (its file could not be stored). */
  async markPending(db: Queryable, id: string): Promise<void> {
    await db.update(u).set({ status: 'pending' }).where(eq(u.id, id));
  },

  /**
   * Attaches an uploaded file: single use (status 'uploaded' only), bound to its owner, its
   * purpose and, for business images, its business. Null when any of that does not hold.
   */
  async markAttached(
    db: Queryable,
    id: string,
    ownerId: string,
    purposes: readonly string[],
    businessId: string | null,
  ): Promise<UploadRow | null> {
    const [row] = await db
      .update(u)
      .set({ status: 'attached', attachedAt: sql`now()` })
      .where(
        and(
          eq(u.id, id),
          eq(u.ownerId, ownerId),
          eq(u.status, 'uploaded'),
          inArray(u.purpose, [...purposes]),
          gt(u.expiresAt, sql`now()`),
          businessId
            ? sql`(${u.businessId} is null or ${u.businessId} = ${businessId})`
            : sql`${u.businessId} is null`,
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Unattached uploads whose time is up (their signed form and token are no longer usable). */
  async expiredUnattached(db: Queryable, before: Date, limit = 500): Promise<UploadRow[]> {
    return db
      .select()
      .from(u)
      .where(and(ne(u.status, 'attached'), lt(u.expiresAt, before)))
      .limit(limit);
  },

  async deleteUnattached(db: Queryable, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.delete(u).where(and(inArray(u.id, ids), ne(u.status, 'attached')));
  },

  /** The name a stored file was chosen with (PDF downloads are offered under it). */
  async fileNameByKey(
    db: Queryable,
    key: string,
  ): Promise<{ fileName: string | null; contentType: string } | null> {
    const [row] = await db
      .select({ fileName: u.fileName, contentType: u.contentType })
      .from(u)
      .where(eq(u.key, key));
    return row ?? null;
  },

  /** The latest image a user attached for a purpose (e.g. their current profile photo). */
  async latestAttached(db: Queryable, ownerId: string, purpose: string): Promise<UploadRow | null> {
    const [row] = await db
      .select()
      .from(u)
      .where(and(eq(u.ownerId, ownerId), eq(u.purpose, purpose), eq(u.status, 'attached')))
      .orderBy(sql`${u.attachedAt} desc`)
      .limit(1);
    return row ?? null;
  },
};
