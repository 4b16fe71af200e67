import { and, asc, eq, tables, type Queryable, sql } from '@wbn/db';
import type { BusinessAccess } from '@wbn/contracts';

const t = tables;
const m = t.businessMembers;

/** The people of a business: queries only (the rules are in business.members.ts). */
export const membersRepository = {
  async addMember(db: Queryable, businessId: string, userId: string, role: BusinessAccess): Promise<boolean> {
    const rows = await db
      .insert(m)
      .values({ businessId, userId, role })
      .onConflictDoNothing()
      .returning({ userId: m.userId });
    return rows.length > 0;
  },

  async members(db: Queryable, businessId: string) {
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

  async memberRole(db: Queryable, businessId: string, userId: string): Promise<BusinessAccess | null> {
    const [row] = await db
      .select({ role: m.role })
      .from(m)
      .where(and(eq(m.businessId, businessId), eq(m.userId, userId)));
    return (row?.role as BusinessAccess | undefined) ?? null;
  },

  /** Changes a non-owner's role; false when there is no such non-owner member. */
  async setMemberRole(
    db: Queryable,
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
  async removeMember(db: Queryable, businessId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(m)
      .where(and(eq(m.businessId, businessId), eq(m.userId, userId), sql`${m.role} <> 'owner'`))
      .returning({ userId: m.userId });
    return rows.length > 0;
  },
};
