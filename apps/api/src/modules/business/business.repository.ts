import {
  and,
  asc,
  businessCategoryIdsSql,
  businessColumns,
  businessReputationSql,
  count,
  desc,
  eq,
  inArray,
  isNull,
  rawRows,
  sql,
  tables,
  type BusinessRecord,
  type Queryable,
} from '@wbn/db';
import type { BusinessAccess, StoredReputation } from '@wbn/contracts';
import { withLanguage } from '../../lib/content-language.ts';

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
  reputation: StoredReputation | null;
}

/** Queries only; the rules are in business.service.ts. Every method takes a database or a transaction. */
export const businessRepository = {
  async insert(db: Queryable, row: NewBusiness): Promise<BusinessRow> {
    const [inserted] = await db
      .insert(b)
      .values(withLanguage(row, [row.shortDescription, row.generalDescription]))
      .returning(businessColumns);
    return inserted!;
  },

  async keyExists(db: Queryable, key: string): Promise<boolean> {
    const rows = await db.select({ id: b.businessId }).from(b).where(eq(b.key, key));
    return rows.length > 0;
  },

  /**
   * The profile page's data in one round trip: the business, its categories, certificates (as
   * JSON), like count and the viewer's role. A read is the commonest request; five statements
   * each waiting for a backend cost more than the work they do.
   */
  async profile(db: Queryable, businessId: string, viewerId: string | null): Promise<ProfileRead | null> {
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
        reputation: businessReputationSql,
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
   * Businesses a user might follow: the newest in their industry (any industry when they have
   * none or it has too few) that they neither follow nor belong to.
   */
  async suggestionsFor(db: Queryable, userId: string, limit: number): Promise<BusinessRow[]> {
    const { follows: f, users: u } = t;
    const rows = await rawRows(
      db,
      { businessId: b.businessId },
      (list) => sql`
      SELECT ${list} FROM ${b}
       WHERE ${b.hiddenAt} IS NULL
         AND NOT EXISTS (SELECT 1 FROM ${m} WHERE ${m.businessId} = ${b.businessId} AND ${m.userId} = ${userId}::uuid)
         AND NOT EXISTS (SELECT 1 FROM ${f} WHERE ${f.followedBusinessId} = ${b.businessId}
                           AND ${f.userId} = ${userId}::uuid AND ${f.businessId} IS NULL)
       ORDER BY (${b.industryId} = (SELECT ${u.industryId} FROM ${u} WHERE ${u.userId} = ${userId}::uuid)) DESC NULLS LAST,
                ${b.createdAt} DESC, ${b.businessId} DESC
       LIMIT ${limit}`,
    );
    const ids = rows.map((r) => r.businessId);
    const found = await this.byIds(db, ids);
    return ids.flatMap((id) => found.filter((b) => b.businessId === id));
  },

  /**
   * Businesses as result cards show them (row, categories, likes), in one statement, any order;
   * hidden ones left out (decision 0025).
   */
  async cards(db: Queryable, businessIds: string[]) {
    if (businessIds.length === 0) return [];
    return db
      .select({
        row: businessColumns,
        categoryIds: businessCategoryIdsSql,
        likes: sql<number>`(select count(*)::int from reactions x
          where x.resource_id = businesses.business_id and x.reaction_type = 'like')`,
        reputation: businessReputationSql,
      })
      .from(b)
      .where(and(inArray(b.businessId, businessIds), isNull(b.hiddenAt)));
  },

  /**
   * A signed-in viewer's session on a profile served from the read cache, in one statement: their
   * role and, for owner and admin, the tier and the product count. Null: no such business.
   */
  async viewerSession(
    db: Queryable,
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

  async byId(db: Queryable, businessId: string): Promise<BusinessRow | null> {
    const [row] = await db.select(businessColumns).from(b).where(eq(b.businessId, businessId));
    return row ?? null;
  },

  async byIds(db: Queryable, businessIds: string[]): Promise<BusinessRow[]> {
    if (businessIds.length === 0) return [];
    return db.select(businessColumns).from(b).where(inArray(b.businessId, businessIds));
  },

  async update(db: Queryable, businessId: string, changes: BusinessChanges): Promise<void> {
    await db
      .update(b)
      .set({
        ...withLanguage(changes, [changes.shortDescription, changes.generalDescription]),
        updatedAt: new Date(),
      })
      .where(eq(b.businessId, businessId));
  },

  /**
   * Whether the business exists, the user's role in it (null: none) and its tier. One query;
   * with `lock`, the business row is locked until the end of the caller's transaction.
   */
  async access(
    db: Queryable,
    businessId: string,
    userId: string | null,
    lock: boolean,
  ): Promise<{ exists: boolean; access: BusinessAccess | null; subscription: string | null }> {
    const query = db
      .select({ id: b.businessId, role: m.role, subscription: b.subscription })
      .from(b)
      .leftJoin(m, and(eq(m.businessId, b.businessId), userId ? eq(m.userId, userId) : sql`false`))
      .where(eq(b.businessId, businessId));
    const [row] = lock ? await query.for('update', { of: b }) : await query;
    return {
      exists: Boolean(row),
      access: (row?.role as BusinessAccess | undefined) ?? null,
      subscription: row?.subscription ?? null,
    };
  },

  async setCategories(db: Queryable, businessId: string, categoryIds: string[]): Promise<void> {
    await db.delete(t.businessCategories).where(eq(t.businessCategories.businessId, businessId));
    if (categoryIds.length === 0) return;
    await db
      .insert(t.businessCategories)
      .values(categoryIds.map((categoryId, i) => ({ businessId, categoryId, sortOrder: i })));
  },

  async categoryIds(db: Queryable, businessIds: string[]): Promise<Map<string, string[]>> {
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

  async likeCount(db: Queryable, resourceId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.reactions)
      .where(and(eq(t.reactions.resourceId, resourceId), eq(t.reactions.reactionType, 'like')));
    return Number(row?.n ?? 0);
  },

  async productCount(db: Queryable, businessId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.products)
      .where(eq(t.products.businessId, businessId));
    return Number(row?.n ?? 0);
  },

  /** Businesses a user belongs to (any role), newest first, with their role. */
  async ofMember(db: Queryable, userId: string): Promise<{ business: BusinessRow; role: BusinessAccess }[]> {
    const rows = await db
      .select({ business: businessColumns, role: m.role })
      .from(m)
      .innerJoin(b, eq(b.businessId, m.businessId))
      .where(eq(m.userId, userId))
      .orderBy(desc(b.createdAt), desc(b.businessId));
    return rows.map((r) => ({ business: r.business, role: r.role as BusinessAccess }));
  },

  /** Businesses a user owns and that are shown (not hidden), newest first. */
  async ownedBy(db: Queryable, userId: string): Promise<BusinessRow[]> {
    return db
      .select(businessColumns)
      .from(b)
      .where(and(eq(b.ownerId, userId), isNull(b.hiddenAt)))
      .orderBy(desc(b.createdAt), desc(b.businessId));
  },

  // ----- members --------------------------------------------------------------------------------

  /** Locks the user's row until the caller's transaction ends (the owned-business cap). */
  async lockUser(db: Queryable, userId: string): Promise<void> {
    await db.select({ id: t.users.userId }).from(t.users).where(eq(t.users.userId, userId)).for('update');
  },

  async ownedCount(db: Queryable, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(b).where(eq(b.ownerId, userId));
    return Number(row?.n ?? 0);
  },

  // ----- certificates ---------------------------------------------------------------------------

  /** Shown businesses (the sitemap's count). */
  async countAll(db: Queryable): Promise<number> {
    const [row] = await db.select({ n: count() }).from(b).where(isNull(b.hiddenAt));
    return Number(row?.n ?? 0);
  },

  async sitemapPage(db: Queryable, offset: number, limit: number) {
    return db
      .select({ businessId: b.businessId, companyName: b.companyName, updatedAt: b.updatedAt })
      .from(b)
      .where(isNull(b.hiddenAt))
      .orderBy(asc(b.createdAt), asc(b.businessId))
      .offset(offset)
      .limit(limit);
  },
};
