import { eq, tables, type Database } from '@wbn/db';

/**
 * Is a session (refresh-token family) still active? Active answers are kept for `ttlMs`; a
 * revoked session never comes back, so that answer is kept as long as it stays in the map.
 * `forget` drops an answer at once, when the database says the session ended.
 */
export function createSessionCheck(db: Database, ttlMs: number) {
  const cache = new Map<string, { active: boolean; at: number }>();
  const s = tables.authSessions;
  return {
    async isActive(sessionId: string): Promise<boolean> {
      const now = Date.now();
      const hit = cache.get(sessionId);
      if (hit && (!hit.active || now - hit.at < ttlMs)) return hit.active;
      const [row] = await db
        .select({ revokedAt: s.revokedAt, expiresAt: s.expiresAt })
        .from(s)
        .where(eq(s.id, sessionId));
      const active = Boolean(row && !row.revokedAt && row.expiresAt.getTime() > now);
      if (cache.size > 50_000) cache.clear();
      if (ttlMs > 0 || !active) cache.set(sessionId, { active, at: now });
      return active;
    },
    forget(sessionId: string): void {
      cache.delete(sessionId);
    },
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;
