import { and, desc, eq, gte, lt, sql, tables, type Queryable } from '@wbn/db';

const { businesses, supportRequests, users } = tables;

const requestFields = {
  requestId: supportRequests.requestId,
  subject: supportRequests.subject,
  message: supportRequests.message,
  status: supportRequests.status,
  minutesReserved: supportRequests.minutesReserved,
  minutesUsed: supportRequests.minutesUsed,
  createdAt: supportRequests.createdAt,
  requesterId: supportRequests.requesterId,
  firstName: sql<string | null>`${users.firstName}`,
  lastName: sql<string | null>`${users.lastName}`,
};

/** Requests with their requesters' names (null once the account is gone). */
const requestRows = (db: Queryable) =>
  db
    .select(requestFields)
    .from(supportRequests)
    .leftJoin(users, eq(users.userId, supportRequests.requesterId))
    .$dynamic();

export type SupportRequestRow = Awaited<ReturnType<typeof requestRows>>[number];

/** Queries only; the rules are in support.service.ts. */
export const supportRepository = {
  /** A business's requests made in [from, to), newest first. */
  async requests(db: Queryable, businessId: string, from: Date, to: Date): Promise<SupportRequestRow[]> {
    return requestRows(db)
      .where(
        and(
          eq(supportRequests.businessId, businessId),
          gte(supportRequests.createdAt, from),
          lt(supportRequests.createdAt, to),
        ),
      )
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.requestId));
  },

  /** Minutes counted in [from, to): those support recorded, else those asked for. */
  async minutesCounted(db: Queryable, businessId: string, from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({
        n: sql<number>`coalesce(sum(coalesce(${supportRequests.minutesUsed}, ${supportRequests.minutesReserved})), 0)::int`,
      })
      .from(supportRequests)
      .where(
        and(
          eq(supportRequests.businessId, businessId),
          gte(supportRequests.createdAt, from),
          lt(supportRequests.createdAt, to),
        ),
      );
    return row?.n ?? 0;
  },

  async insert(
    db: Queryable,
    request: {
      businessId: string;
      requesterId: string;
      subject: string;
      message: string;
      minutesReserved: number;
      createdAt: Date;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(supportRequests)
      .values(request)
      .returning({ requestId: supportRequests.requestId });
    return row!.requestId;
  },

  async byId(db: Queryable, requestId: string): Promise<SupportRequestRow | null> {
    const [row] = await requestRows(db).where(eq(supportRequests.requestId, requestId));
    return row ?? null;
  },

  /** What the support mail names: the company and the requester's address. */
  async mailFacts(db: Queryable, businessId: string, userId: string) {
    const [business] = await db
      .select({ companyName: businesses.companyName })
      .from(businesses)
      .where(eq(businesses.businessId, businessId));
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.userId, userId));
    return { companyName: business?.companyName ?? '', user: user ?? null };
  },

  async recordMinutes(db: Queryable, requestId: string, minutes: number, close: boolean): Promise<boolean> {
    const rows = await db
      .update(supportRequests)
      .set({
        minutesUsed: minutes,
        ...(close ? { status: 'closed' as const, closedAt: sql`now()` } : {}),
      })
      .where(eq(supportRequests.requestId, requestId))
      .returning({ requestId: supportRequests.requestId });
    return rows.length > 0;
  },
};
