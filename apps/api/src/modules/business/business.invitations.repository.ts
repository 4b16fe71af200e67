import { and, asc, desc, eq, inArray, or, sql, tables, type Queryable } from '@wbn/db';
import type { MemberRole } from '@wbn/contracts';
import { languageColumns } from '../../lib/mail-texts.ts';

const t = tables;
const i = t.businessInvitations;
const b = t.businesses;

export type InvitationRow = typeof i.$inferSelect;

/** An open invitation: pending and not expired. */
const open = () => and(eq(i.status, 'pending'), sql`${i.expiresAt} > now()`);

/** The invited address of an account (e-mails are kept lower-cased on both sides). */
const emailOf = (userId: string) => sql`(select lower(u.email) from users u where u.user_id = ${userId})`;

/** Queries of member invitations only; the rules are in business.invitations.ts. */
export const invitationRepository = {
  /** A business's open invitations, newest first, with the inviter's name. */
  async openOf(db: Queryable, businessId: string) {
    return db
      .select({
        invitationId: i.invitationId,
        email: i.email,
        role: i.role,
        createdAt: i.createdAt,
        expiresAt: i.expiresAt,
        inviterFirstName: t.users.firstName,
        inviterLastName: t.users.lastName,
      })
      .from(i)
      .leftJoin(t.users, eq(t.users.userId, i.invitedBy))
      .where(and(eq(i.businessId, businessId), open()))
      .orderBy(desc(i.createdAt), asc(i.email));
  },

  /** The open invitations addressed to an account's e-mail, newest first. */
  async openFor(db: Queryable, userId: string) {
    return db
      .select({
        invitationId: i.invitationId,
        role: i.role,
        createdAt: i.createdAt,
        expiresAt: i.expiresAt,
        businessId: b.businessId,
        companyName: b.companyName,
        logoUrl: b.logoUrl,
        inviterFirstName: t.users.firstName,
        inviterLastName: t.users.lastName,
      })
      .from(i)
      .innerJoin(b, eq(b.businessId, i.businessId))
      .leftJoin(t.users, eq(t.users.userId, i.invitedBy))
      .where(and(eq(i.email, emailOf(userId)), open()))
      .orderBy(desc(i.createdAt));
  },

  /**
   * One open invitation addressed to this account; with `lock`, its row stays locked until the
   * caller's transaction ends. Null: none (unknown, someone else's, answered or expired).
   */
  async openForUser(
    db: Queryable,
    invitationId: string,
    userId: string,
    lock: boolean,
  ): Promise<InvitationRow | null> {
    const query = db
      .select()
      .from(i)
      .where(and(eq(i.invitationId, invitationId), eq(i.email, emailOf(userId)), open()));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Open invitations of a business and those sent since `since` (answered ones included). */
  async counts(db: Queryable, businessId: string, since: Date): Promise<{ open: number; sent: number }> {
    const [row] = await db
      .select({
        open: sql<number>`count(*) filter (where ${open()})`.mapWith(Number),
        sent: sql<number>`count(*) filter (where ${i.createdAt} > ${since})`.mapWith(Number),
      })
      .from(i)
      .where(eq(i.businessId, businessId));
    return { open: row?.open ?? 0, sent: row?.sent ?? 0 };
  },

  /**
   * The account that signs in with this e-mail, if any: whether it already belongs to the
   * business, and what its invitation mail's language is read from.
   */
  async invitee(db: Queryable, businessId: string, email: string) {
    const [row] = await db
      .select({
        member: sql<boolean>`${t.businessMembers.userId} is not null`,
        ...languageColumns(t.users),
      })
      .from(t.users)
      .leftJoin(
        t.businessMembers,
        and(eq(t.businessMembers.userId, t.users.userId), eq(t.businessMembers.businessId, businessId)),
      )
      .where(eq(sql`lower(${t.users.email})`, email))
      .orderBy(desc(sql`${t.businessMembers.userId} is not null`))
      .limit(1);
    return row ?? null;
  },

  /** The address's pending invitation to the business (expired or not), if any. */
  async pendingFor(db: Queryable, businessId: string, email: string): Promise<InvitationRow | null> {
    const [row] = await db
      .select()
      .from(i)
      .where(and(eq(i.businessId, businessId), eq(i.email, email), eq(i.status, 'pending')));
    return row ?? null;
  },

  /**
   * Creates the address's pending invitation, or changes the role of the one it already has
   * (an expired one starts again). `created` says which, so a mail goes out only for a new one.
   */
  async upsert(
    db: Queryable,
    values: { businessId: string; email: string; role: MemberRole; invitedBy: string; expiresAt: Date },
  ): Promise<{ invitationId: string; created: boolean }> {
    const [row] = await db
      .insert(i)
      .values(values)
      .onConflictDoUpdate({
        target: [i.businessId, i.email],
        targetWhere: sql`${i.status} = 'pending'`,
        set: {
          role: values.role,
          invitedBy: values.invitedBy,
          // An expired one is sent again as new; an open one keeps its dates.
          createdAt: sql`case when ${i.expiresAt} <= now() then now() else ${i.createdAt} end`,
          expiresAt: sql`case when ${i.expiresAt} <= now() then excluded.expires_at else ${i.expiresAt} end`,
        },
      })
      .returning({ invitationId: i.invitationId, created: sql<boolean>`${i.createdAt} = now()` });
    return { invitationId: row!.invitationId, created: Boolean(row!.created) };
  },

  /**
   * Closes a pending invitation with an answer, within a business (withdrawn by its managers)
   * or addressed to an account (accepted or declined by its person); false when there was none.
   */
  async close(
    db: Queryable,
    invitationId: string,
    status: 'accepted' | 'declined' | 'withdrawn',
    scope: { businessId: string } | { userId: string },
  ): Promise<boolean> {
    const rows = await db
      .update(i)
      .set({ status, respondedAt: sql`now()` })
      .where(
        and(
          eq(i.invitationId, invitationId),
          eq(i.status, 'pending'),
          'businessId' in scope ? eq(i.businessId, scope.businessId) : eq(i.email, emailOf(scope.userId)),
        ),
      )
      .returning({ id: i.invitationId });
    return rows.length > 0;
  },

  /** Forgets a business's answered and expired invitations older than `before`. */
  async purge(db: Queryable, businessId: string, before: Date): Promise<void> {
    await db
      .delete(i)
      .where(
        and(
          eq(i.businessId, businessId),
          sql`${i.createdAt} < ${before}`,
          or(inArray(i.status, ['accepted', 'declined', 'withdrawn']), sql`${i.expiresAt} <= now()`),
        ),
      );
  },
};
