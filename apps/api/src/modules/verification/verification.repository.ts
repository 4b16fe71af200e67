import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { StoredVerification } from '@wbn/contracts';
import { tables as t, type Queryable } from '@wbn/db';
import { languageColumns } from '../../lib/mail-texts.ts';

const c = t.verificationChecks;
const d = t.verificationDocuments;
const b = t.businesses;

export type CheckRow = typeof c.$inferSelect;
export type NewCheck = typeof c.$inferInsert;
export type DocumentRow = typeof d.$inferSelect;

/**
 * Queries only; the rules are in verification.service.ts. Besides its own tables it reads a
 * business's name, owner and country, and writes the two columns of `businesses` that exist for
 * it (`verified`, `verification`): the badge every read of a business carries.
 */
export const verificationRepository = {
  /** The business's facts the notices need; locks its row when `lock` (decisions on one business queue up). */
  async business(db: Queryable, businessID: string, lock = false) {
    const q = db
      .select({
        businessId: b.businessId,
        companyName: b.companyName,
        ownerId: b.ownerId,
        countryCode: b.countryCode,
        verified: b.verified,
        verification: b.verification,
      })
      .from(b)
      .where(eq(b.businessId, businessID));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  /** A new check; null when the same check is already waiting for review (the open index). */
  async insertCheck(db: Queryable, row: NewCheck): Promise<CheckRow | null> {
    const [inserted] = await db.insert(c).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  /** The check of this kind (and certificate name) waiting for review or for more evidence. */
  async openCheck(db: Queryable, businessID: string, kind: CheckRow['kind'], name: string | null) {
    const [row] = await db
      .select()
      .from(c)
      .where(
        and(
          eq(c.businessId, businessID),
          eq(c.kind, kind),
          sql`coalesce(${c.name}, '') = ${name ?? ''}`,
          inArray(c.status, ['pending', 'more']),
        ),
      )
      .for('update');
    return row ?? null;
  },

  async insertDocuments(db: Queryable, rows: (typeof d.$inferInsert)[]): Promise<void> {
    if (rows.length) await db.insert(d).values(rows);
  },

  /** A business's checks, newest first (replaced ones left out). */
  async checksOf(db: Queryable, businessID: string, limit = 50): Promise<CheckRow[]> {
    return db
      .select()
      .from(c)
      .where(and(eq(c.businessId, businessID), ne(c.status, 'replaced')))
      .orderBy(desc(c.submittedAt))
      .limit(limit);
  },

  async documentsOf(db: Queryable, checkIDs: string[]): Promise<DocumentRow[]> {
    if (checkIDs.length === 0) return [];
    return db.select().from(d).where(inArray(d.checkId, checkIDs)).orderBy(asc(d.checkId), asc(d.createdAt));
  },

  async check(db: Queryable, checkID: string, lock = false): Promise<CheckRow | null> {
    const q = db.select().from(c).where(eq(c.checkId, checkID));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  async updateCheck(db: Queryable, checkID: string, set: Partial<NewCheck>): Promise<CheckRow> {
    const [row] = await db.update(c).set(set).where(eq(c.checkId, checkID)).returning();
    return row!;
  },

  /** An earlier approval of the same check gives way to a new one. */
  async replaceApproved(db: Queryable, row: CheckRow): Promise<void> {
    await db
      .update(c)
      .set({ status: 'replaced' })
      .where(
        and(
          eq(c.businessId, row.businessId),
          eq(c.kind, row.kind),
          sql`coalesce(${c.name}, '') = ${row.name ?? ''}`,
          eq(c.status, 'approved'),
          ne(c.checkId, row.checkId),
        ),
      );
  },

  /** The approved checks of a business that still hold at `at`. */
  async holding(db: Queryable, businessID: string, at: Date): Promise<CheckRow[]> {
    return db
      .select()
      .from(c)
      .where(and(eq(c.businessId, businessID), eq(c.status, 'approved'), gt(c.expiresAt, at)))
      .orderBy(asc(c.approvedAt), asc(c.checkId));
  },

  /** The badge on the business's row (its update trigger drops the cached profile and products). */
  async setBadge(db: Queryable, businessID: string, badge: StoredVerification | null): Promise<void> {
    await db
      .update(b)
      .set({ verified: badge !== null, verification: badge })
      .where(eq(b.businessId, businessID));
  },

  /**
   * The review queue: businesses with checks of `status`, the longest waiting first, with their
   * name, country and who submitted the oldest of them.
   */
  async queue(db: Queryable, status: 'pending' | 'approved', limit: number) {
    const u = t.users;
    const rows = await db
      .select({
        businessId: c.businessId,
        first: sql<Date>`min(${c.submittedAt})`.mapWith(c.submittedAt),
      })
      .from(c)
      .where(eq(c.status, status))
      .groupBy(c.businessId)
      .orderBy(asc(sql`min(${c.submittedAt})`))
      .limit(limit);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.businessId);
    const [facts, checks] = await Promise.all([
      db
        .select({ businessId: b.businessId, companyName: b.companyName, countryCode: b.countryCode })
        .from(b)
        .where(inArray(b.businessId, ids)),
      db
        .select({ check: c, firstName: u.firstName, lastName: u.lastName })
        .from(c)
        .leftJoin(u, eq(u.userId, c.submittedBy))
        .where(and(inArray(c.businessId, ids), eq(c.status, status)))
        .orderBy(asc(c.submittedAt)),
    ]);
    return rows.map((r) => ({
      business: facts.find((f) => f.businessId === r.businessId)!,
      checks: checks.filter((x) => x.check.businessId === r.businessId),
    }));
  },

  /** Ends the approvals whose year is over at `at`; answers the businesses and checks ended. */
  async expire(db: Queryable, at: Date) {
    return db
      .update(c)
      .set({ status: 'expired' })
      .where(and(eq(c.status, 'approved'), lte(c.expiresAt, at)))
      .returning({ checkId: c.checkId, businessId: c.businessId, kind: c.kind, name: c.name });
  },

  /** Marks approvals ending within (at, until] not yet reminded; answers them. */
  async dueReminders(db: Queryable, at: Date, until: Date) {
    return db
      .update(c)
      .set({ remindedAt: at })
      .where(
        and(eq(c.status, 'approved'), isNull(c.remindedAt), gt(c.expiresAt, at), lte(c.expiresAt, until)),
      )
      .returning({
        checkId: c.checkId,
        businessId: c.businessId,
        kind: c.kind,
        name: c.name,
        expiresAt: c.expiresAt,
      });
  },

  /** Whom a notice goes to: address, first name and language. */
  async person(db: Queryable, userID: string) {
    const u = t.users;
    const [row] = await db
      .select({ email: u.email, firstName: u.firstName, ...languageColumns(u) })
      .from(u)
      .where(eq(u.userId, userID));
    return row ?? null;
  },
};
