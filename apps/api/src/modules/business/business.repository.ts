import {
  and,
  asc,
  businessColumns,
  count,
  desc,
  eq,
  inArray,
  sql,
  tables,
  type BusinessRecord,
  type Database,
} from '@wbn/db';
import type { BusinessAccess } from '@wbn/contracts';

const t = tables;
const b = t.businesses;
const m = t.businessMembers;

export type BusinessRow = BusinessRecord;
export type NewBusiness = typeof b.$inferInsert;
export type BusinessChanges = Partial<Omit<NewBusiness, 'businessId' | 'ownerId' | 'key' | 'createdAt'>>;
export type CertificateRow = typeof t.businessCertificates.$inferSelect;
/** What a profile shows of a certificate. */
export type CertificateView = Pick<
  CertificateRow,
  'certificateId' | 'name' | 'issueDate' | 'expireDate' | 'photoUrl'
>;

/** Everything a profile page needs, read in one statement (`businessRepository.profile`). */
export interface ProfileRead {
  row: BusinessRow;
  categoryIds: string[];
  certificates: CertificateView[];
  likes: number;
  access: BusinessAccess | null;
}

/**
 * The category ids of the business row of the outer query, in the owner's order. Written out in
 * SQL with every column qualified: drizzle leaves a one-table query's columns unqualified, which
 * inside a subquery would bind to the subquery's own table.
 */
export const businessCategoryIdsSql = sql<
  string[]
>`array(select bc.category_id::text from business_categories bc
  where bc.business_id = businesses.business_id order by bc.sort_order, bc.category_id)`;

/** Queries only; the rules are in business.service.ts. Every method takes a database or a transaction. */
export const businessRepository = {
  async insert(db: Database, row: NewBusiness): Promise<BusinessRow> {
    const [inserted] = await db.insert(b).values(row).returning(businessColumns);
    return inserted!;
  },

  async keyExists(db: Database, key: string): Promise<boolean> {
    const rows = await db.select({ id: b.businessId }).from(b).where(eq(b.key, key));
    return rows.length > 0;
  },

  /**
   * The profile page's data in one round trip: the business, its categories, certificates (as
   * JSON), like count and the viewer's role. A read is the commonest request; five statements
   * each waiting for a backend cost more than the work they do.
   */
  async profile(db: Database, businessId: string, viewerId: string | null): Promise<ProfileRead | null> {
    const [found] = await db
      .select({
        row: businessColumns,
        categoryIds: businessCategoryIdsSql,
        likes: sql<number>`(select count(*)::int from reactions x
          where x.resource_id = businesses.business_id and x.reaction_type = 'like')`,
        certificates: sql<CertificateView[]>`coalesce((select json_agg(json_build_object(
            'certificateId', c.certificate_id, 'name', c.name, 'issueDate', c.issue_date,
            'expireDate', c.expire_date, 'photoUrl', c.photo_url) order by c.created_at, c.certificate_id)
          from business_certificates c where c.business_id = businesses.business_id), '[]'::json)`,
        access: viewerId
          ? sql<BusinessAccess | null>`(select bm.role from business_members bm
              where bm.business_id = businesses.business_id and bm.user_id = ${viewerId})`
          : sql<null>`null`,
      })
      .from(b)
      .where(eq(b.businessId, businessId));
    return found ?? null;
  },

  /**
   * A signed-in viewer's session on a profile served from the read cache, in one statement: their
   * role and, for owner and admin, the tier and the product count. Null: no such business.
   */
  async viewerSession(
    db: Database,
    businessId: string,
    userId: string,
  ): Promise<{
    access: BusinessAccess | null;
    subscription: string | null;
    productCount: number | null;
  } | null> {
    const [row] = await db
      .select({
        access: sql<BusinessAccess | null>`${m.role}`,
        subscription: b.subscription,
        productCount: sql<number | null>`case when ${m.role} in ('owner', 'admin') then
          (select count(*)::int from products p where p.business_id = ${b.businessId}) end`,
      })
      .from(b)
      .leftJoin(m, and(eq(m.businessId, b.businessId), eq(m.userId, userId)))
      .where(eq(b.businessId, businessId));
    return row ?? null;
  },

  async byId(db: Database, businessId: string): Promise<BusinessRow | null> {
    const [row] = await db.select(businessColumns).from(b).where(eq(b.businessId, businessId));
    return row ?? null;
  },

  /** The row locked until the end of the caller's transaction (product cap, concurrent edits). */
  async lockById(db: Database, businessId: string): Promise<BusinessRow | null> {
    const [row] = await db.select(businessColumns).from(b).where(eq(b.businessId, businessId)).for('update');
    return row ?? null;
  },

  async update(db: Database, businessId: string, changes: BusinessChanges): Promise<void> {
    await db
      .update(b)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(b.businessId, businessId));
  },

  /** Whether the business exists and the user's role in it (null: none). One query. */
  async access(
    db: Database,
    businessId: string,
    userId: string | null,
  ): Promise<{ exists: boolean; access: BusinessAccess | null }> {
    const rows = await db
      .select({ id: b.businessId, role: m.role })
      .from(b)
      .leftJoin(m, and(eq(m.businessId, b.businessId), userId ? eq(m.userId, userId) : sql`false`))
      .where(eq(b.businessId, businessId));
    const row = rows[0];
    return { exists: Boolean(row), access: (row?.role as BusinessAccess | undefined) ?? null };
  },

  async setCategories(db: Database, businessId: string, categoryIds: string[]): Promise<void> {
    await db.delete(t.businessCategories).where(eq(t.businessCategories.businessId, businessId));
    if (categoryIds.length === 0) return;
    await db
      .insert(t.businessCategories)
      .values(categoryIds.map((categoryId, i) => ({ businessId, categoryId, sortOrder: i })));
  },

  async categoryIds(db: Database, businessIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (businessIds.length === 0) return out;
    const rows = await db
      .select()
      .from(t.businessCategories)
      .where(inArray(t.businessCategories.businessId, businessIds))
      .orderBy(asc(t.businessCategories.sortOrder));
    for (const r of rows) out.set(r.businessId, [...(out.get(r.businessId) ?? []), r.categoryId]);
    return out;
  },

  async likeCount(db: Database, resourceId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.reactions)
      .where(and(eq(t.reactions.resourceId, resourceId), eq(t.reactions.reactionType, 'like')));
    return Number(row?.n ?? 0);
  },

  async productCount(db: Database, businessId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.products)
      .where(eq(t.products.businessId, businessId));
    return Number(row?.n ?? 0);
  },

  /** Businesses a user belongs to (any role), newest first, with their role. */
  async ofMember(db: Database, userId: string): Promise<{ business: BusinessRow; role: BusinessAccess }[]> {
    const rows = await db
      .select({ business: businessColumns, role: m.role })
      .from(m)
      .innerJoin(b, eq(b.businessId, m.businessId))
      .where(eq(m.userId, userId))
      .orderBy(desc(b.createdAt), desc(b.businessId));
    return rows.map((r) => ({ business: r.business, role: r.role as BusinessAccess }));
  },

  /** Businesses a user owns, newest first. */
  async ownedBy(db: Database, userId: string): Promise<BusinessRow[]> {
    return db
      .select(businessColumns)
      .from(b)
      .where(eq(b.ownerId, userId))
      .orderBy(desc(b.createdAt), desc(b.businessId));
  },

  // ----- members --------------------------------------------------------------------------------

  async addMember(db: Database, businessId: string, userId: string, role: BusinessAccess): Promise<boolean> {
    const rows = await db
      .insert(m)
      .values({ businessId, userId, role })
      .onConflictDoNothing()
      .returning({ userId: m.userId });
    return rows.length > 0;
  },

  async members(db: Database, businessId: string) {
    return db
      .select({
        userId: m.userId,
        role: m.role,
        createdAt: m.createdAt,
        firstName: t.users.firstName,
        lastName: t.users.lastName,
        email: t.users.email,
        profilePhotoUrl: t.users.profilePhotoUrl,
      })
      .from(m)
      .innerJoin(t.users, eq(t.users.userId, m.userId))
      .where(eq(m.businessId, businessId))
      .orderBy(sql`case ${m.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(m.createdAt));
  },

  async memberRole(db: Database, businessId: string, userId: string): Promise<BusinessAccess | null> {
    const [row] = await db
      .select({ role: m.role })
      .from(m)
      .where(and(eq(m.businessId, businessId), eq(m.userId, userId)));
    return (row?.role as BusinessAccess | undefined) ?? null;
  },

  /** Changes a non-owner's role; false when there is no such non-owner member. */
  async setMemberRole(
    db: Database,
    businessId: string,
    userId: string,
    role: 'admin' | 'member',
  ): Promise<boolean> {
    const rows = await db
      .update(m)
      .set({ role })
      .where(and(eq(m.businessId, businessId), eq(m.userId, userId), sql`${m.role} <> 'owner'`))
      .returning({ userId: m.userId });
    return rows.length > 0;
  },

  /** Removes a non-owner member; false when there is no such non-owner member. */
  async removeMember(db: Database, businessId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(m)
      .where(and(eq(m.businessId, businessId), eq(m.userId, userId), sql`${m.role} <> 'owner'`))
      .returning({ userId: m.userId });
    return rows.length > 0;
  },

  async userIdByEmail(db: Database, email: string): Promise<string | null> {
    const [row] = await db
      .select({ userId: t.users.userId })
      .from(t.users)
      .where(eq(sql`lower(${t.users.email})`, email.toLowerCase()))
      .limit(1);
    return row?.userId ?? null;
  },

  // ----- certificates ---------------------------------------------------------------------------

  async certificateCount(db: Database, businessId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.businessCertificates)
      .where(eq(t.businessCertificates.businessId, businessId));
    return Number(row?.n ?? 0);
  },

  async certificate(db: Database, businessId: string, certificateId: string): Promise<CertificateRow | null> {
    const [row] = await db
      .select()
      .from(t.businessCertificates)
      .where(
        and(
          eq(t.businessCertificates.businessId, businessId),
          eq(t.businessCertificates.certificateId, certificateId),
        ),
      );
    return row ?? null;
  },

  async insertCertificate(
    db: Database,
    row: typeof t.businessCertificates.$inferInsert,
  ): Promise<CertificateRow> {
    const [inserted] = await db.insert(t.businessCertificates).values(row).returning();
    return inserted!;
  },

  async updateCertificate(
    db: Database,
    businessId: string,
    certificateId: string,
    changes: Partial<typeof t.businessCertificates.$inferInsert>,
  ): Promise<CertificateRow | null> {
    const [row] = await db
      .update(t.businessCertificates)
      .set(changes)
      .where(
        and(
          eq(t.businessCertificates.businessId, businessId),
          eq(t.businessCertificates.certificateId, certificateId),
        ),
      )
      .returning();
    return row ?? null;
  },

  async deleteCertificate(db: Database, businessId: string, certificateId: string): Promise<boolean> {
    const rows = await db
      .delete(t.businessCertificates)
      .where(
        and(
          eq(t.businessCertificates.businessId, businessId),
          eq(t.businessCertificates.certificateId, certificateId),
        ),
      )
      .returning({ id: t.businessCertificates.certificateId });
    return rows.length > 0;
  },

  // ----- sitemap --------------------------------------------------------------------------------

  async countAll(db: Database): Promise<number> {
    const [row] = await db.select({ n: count() }).from(b);
    return Number(row?.n ?? 0);
  },

  async sitemapPage(db: Database, offset: number, limit: number) {
    return db
      .select({ businessId: b.businessId, companyName: b.companyName, updatedAt: b.updatedAt })
      .from(b)
      .orderBy(asc(b.createdAt), asc(b.businessId))
      .offset(offset)
      .limit(limit);
  },
};
