import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { tables, type Queryable } from '@wbn/db';

const t = tables;

export type AccountRow = typeof t.authAccounts.$inferSelect;
export type SessionRow = typeof t.authSessions.$inferSelect;

/** Queries only: the rules live in auth.service.ts. Every secret arrives here already hashed. */
export const authRepository = {
  async accountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(t.authAccounts).where(eq(t.authAccounts.email, email));
    return row;
  },

  /** The account's suspension in force at `now` (decision 0025), if any; `until` null is for good. */
  async suspension(db: Queryable, accountId: string, now: Date): Promise<{ until: Date | null } | undefined> {
    const s = t.accountSuspensions;
    const [row] = await db
      .select({ until: s.until })
      .from(s)
      .where(and(eq(s.accountId, accountId), or(isNull(s.until), gt(s.until, now))));
    return row;
  },

  /**
   * The language the account's owner prefers, from their profile (the API's `users` row, on the
   * same database; none until the API has seen them): unchecked, the caller keeps only one of ours.
   */
  async preferredLanguage(db: Queryable, accountId: string): Promise<string | null | undefined> {
    const u = t.users;
    const [row] = await db.select({ code: u.preferredLanguageCode }).from(u).where(eq(u.userId, accountId));
    return row?.code;
  },

  async accountById(db: Queryable, id: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(t.authAccounts).where(eq(t.authAccounts.id, id));
    return row;
  },

  /** Inserts an account; undefined when the e-mail is already taken (a race with another sign-up). */
  async insertAccount(
    db: Queryable,
    values: { email: string; passwordHash: string; firstName: string; lastName: string },
  ): Promise<AccountRow | undefined> {
    const [row] = await db.insert(t.authAccounts).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updatePassword(db: Queryable, accountId: string, passwordHash: string, now: Date): Promise<void> {
    await db
      .update(t.authAccounts)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(t.authAccounts.id, accountId));
  },

  async insertSession(
    db: Queryable,
    values: { accountId: string; expiresAt: Date; userAgent: string | null },
  ): Promise<SessionRow> {
    const [row] = await db.insert(t.authSessions).values(values).returning();
    return row!;
  },

  async sessionWithAccount(
    db: Queryable,
    sessionId: string,
  ): Promise<{ session: SessionRow; account: AccountRow } | undefined> {
    const [row] = await db
      .select({ session: t.authSessions, account: t.authAccounts })
      .from(t.authSessions)
      .innerJoin(t.authAccounts, eq(t.authAccounts.id, t.authSessions.accountId))
      .where(eq(t.authSessions.id, sessionId));
    return row;
  },

  async extendSession(db: Queryable, sessionId: string, expiresAt: Date): Promise<void> {
    await db.update(t.authSessions).set({ expiresAt }).where(eq(t.authSessions.id, sessionId));
  },

  async revokeSession(db: Queryable, sessionId: string, reason: string, now: Date): Promise<void> {
    await db
      .update(t.authSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(t.authSessions.id, sessionId), isNull(t.authSessions.revokedAt)));
  },

  async revokeAccountSessions(db: Queryable, accountId: string, reason: string, now: Date): Promise<void> {
    await db
      .update(t.authSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(t.authSessions.accountId, accountId), isNull(t.authSessions.revokedAt)));
  },

  async insertHandoffCode(
    db: Queryable,
    values: { codeHash: string; sessionId: string; expiresAt: Date; stateHash: string | null },
  ): Promise<void> {
    await db.insert(t.authHandoffCodes).values(values);
  },

  /**
   * Marks an unused, unexpired code used and returns its session: exactly once, even in a race,
   * and only when `stateHash` is the one it was minted with (null only for a code minted without).
   */
  async consumeHandoffCode(
    db: Queryable,
    codeHash: string,
    stateHash: string | null,
    now: Date,
  ): Promise<string | undefined> {
    const [row] = await db
      .update(t.authHandoffCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.authHandoffCodes.codeHash, codeHash),
          stateHash === null
            ? isNull(t.authHandoffCodes.stateHash)
            : eq(t.authHandoffCodes.stateHash, stateHash),
          isNull(t.authHandoffCodes.usedAt),
          gt(t.authHandoffCodes.expiresAt, now),
        ),
      )
      .returning({ sessionId: t.authHandoffCodes.sessionId });
    return row?.sessionId;
  },

  async insertRefreshToken(
    db: Queryable,
    values: { tokenHash: string; sessionId: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(t.authRefreshTokens).values(values);
  },

  /** Spends an unused, unexpired refresh token: exactly one caller wins. */
  async spendRefreshToken(db: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(t.authRefreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.authRefreshTokens.tokenHash, tokenHash),
          isNull(t.authRefreshTokens.usedAt),
          gt(t.authRefreshTokens.expiresAt, now),
        ),
      )
      .returning({ sessionId: t.authRefreshTokens.sessionId });
    return row?.sessionId;
  },

  /** Keeps the sealed successor pair with the token just spent (same transaction as the spending). */
  async keepSuccessor(db: Queryable, tokenHash: string, sealed: string): Promise<void> {
    await db
      .update(t.authRefreshTokens)
      .set({ successor: sealed })
      .where(eq(t.authRefreshTokens.tokenHash, tokenHash));
  },

  async refreshToken(db: Queryable, tokenHash: string) {
    const [row] = await db
      .select()
      .from(t.authRefreshTokens)
      .where(eq(t.authRefreshTokens.tokenHash, tokenHash));
    return row;
  },

  async insertPasswordReset(
    db: Queryable,
    values: { tokenHash: string; accountId: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(t.authPasswordResets).values(values);
  },

  async validPasswordReset(db: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .select({ accountId: t.authPasswordResets.accountId })
      .from(t.authPasswordResets)
      .where(
        and(
          eq(t.authPasswordResets.tokenHash, tokenHash),
          isNull(t.authPasswordResets.usedAt),
          gt(t.authPasswordResets.expiresAt, now),
        ),
      );
    return row?.accountId;
  },

  async consumePasswordReset(db: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(t.authPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.authPasswordResets.tokenHash, tokenHash),
          isNull(t.authPasswordResets.usedAt),
          gt(t.authPasswordResets.expiresAt, now),
        ),
      )
      .returning({ accountId: t.authPasswordResets.accountId });
    return row?.accountId;
  },

  /** Every other open reset link of the account stops working once one has been used. */
  async expirePasswordResets(db: Queryable, accountId: string, now: Date): Promise<void> {
    await db
      .update(t.authPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(t.authPasswordResets.accountId, accountId), isNull(t.authPasswordResets.usedAt)));
  },

  /**
   * Adds one to a fixed-window counter and returns the new count; a window older than
   * `windowMs` starts again at 1. One statement, so concurrent hits are all counted.
   */
  async hitCounter(db: Queryable, key: string, windowMs: number, now: Date): Promise<number> {
    const nowIso = now.toISOString();
    const cutoff = new Date(now.getTime() - windowMs).toISOString();
    const stale = sql`${t.authRateLimits.windowStart} <= ${cutoff}::timestamptz`;
    const [row] = await db
      .insert(t.authRateLimits)
      .values({ key, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: t.authRateLimits.key,
        set: {
          count: sql`CASE WHEN ${stale} THEN 1 ELSE ${t.authRateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${stale} THEN ${nowIso}::timestamptz ELSE ${t.authRateLimits.windowStart} END`,
        },
      })
      .returning({ count: t.authRateLimits.count });
    return row?.count ?? 1;
  },

  /** Takes one back from a counter (an attempt that turned out not to count); never below 0. */
  async giveBackHit(db: Queryable, key: string): Promise<void> {
    await db
      .update(t.authRateLimits)
      .set({ count: sql`greatest(${t.authRateLimits.count} - 1, 0)` })
      .where(eq(t.authRateLimits.key, key));
  },

  /** The count in the current window (0 when the window has passed). */
  async counter(db: Queryable, key: string, windowMs: number, now: Date): Promise<number> {
    const [row] = await db.select().from(t.authRateLimits).where(eq(t.authRateLimits.key, key));
    if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) return 0;
    return row.count;
  },

  async resetCounter(db: Queryable, key: string): Promise<void> {
    await db.delete(t.authRateLimits).where(eq(t.authRateLimits.key, key));
  },

  /**
   * Deletes what can no longer be used: codes and reset links past their expiry, refresh tokens
   * past theirs (a spent one is kept until then, to recognise its reuse; its sealed successor only
   * for the grace window), sessions that ended a month ago, and counters whose window closed a day
   * ago.
   */
  async purgeExpired(db: Queryable, now: Date, refreshGraceMs: number): Promise<void> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
    await db.delete(t.authHandoffCodes).where(lt(t.authHandoffCodes.expiresAt, dayAgo));
    await db.delete(t.authPasswordResets).where(lt(t.authPasswordResets.expiresAt, dayAgo));
    await db.delete(t.authRefreshTokens).where(lt(t.authRefreshTokens.expiresAt, now));
    await db
      .update(t.authRefreshTokens)
      .set({ successor: null })
      .where(
        and(
          isNotNull(t.authRefreshTokens.successor),
          lt(t.authRefreshTokens.usedAt, new Date(now.getTime() - refreshGraceMs)),
        ),
      );
    await db
      .delete(t.authSessions)
      .where(or(lt(t.authSessions.expiresAt, monthAgo), lt(t.authSessions.revokedAt, monthAgo)));
    await db.delete(t.authRateLimits).where(lt(t.authRateLimits.windowStart, dayAgo));
  },
};
