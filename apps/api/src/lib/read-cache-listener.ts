import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@wbn/db';
import { createNotificationListener } from './notification-listener.ts';

/** The channel the cached tables' triggers notify on (packages/db/src/schema/functions.ts). */
export const readCacheChannel = 'wbn_read_cache';

/**
 * What changed, as the triggers say it: `business:<ids>` (the row or its categories: the profile
 * and every product embedding its summary), `businessProfile:<ids>` (certificates, likes: the
 * profile only), `product:<ids>`, or `all` (a statement touched more rows than a payload holds).
 */
export type CacheEvent =
  { kind: 'business' | 'businessProfile' | 'product'; ids: string[] } | { kind: 'all' };

const kinds = new Set(['business', 'businessProfile', 'product']);

export function parseCacheEvent(payload: string): CacheEvent | null {
  if (payload === 'all') return { kind: 'all' };
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  if (colon < 0 || !kinds.has(kind)) return null;
  return {
    kind: kind as 'business',
    ids: payload
      .slice(colon + 1)
      .split(',')
      .filter(Boolean),
  };
}

export interface ReadCacheListenerOptions {
  db: Database;
  log: FastifyBaseLogger;
  apply(event: CacheEvent): void;
  /** Called whenever events may have been missed (not listening): every entry must go. */
  clear(): void;
  /** How long `sync` waits for its own marker before giving up and clearing (ms). */
  syncTimeoutMs?: number;
}

/**
 * Keeps one connection listening for the triggers' notifications and applies them to this
 * instance's caches. Every instance on the database hears every committed write, whoever made
 * it (another instance, a script, SQL by hand). While not listening the caches are off (`live`).
 */
export function createReadCacheListener(options: ReadCacheListenerOptions) {
  const { db, log, apply, clear, syncTimeoutMs = 2_000 } = options;
  const waiting = new Map<string, () => void>();

  function onNotification(payload: string): void {
    if (payload.startsWith('sync:')) {
      waiting.get(payload.slice(5))?.();
      return;
    }
    const event = parseCacheEvent(payload);
    if (event) apply(event);
    else log.warn({ payload }, 'read cache: unknown notification');
  }

  const listener = createNotificationListener({
    db,
    log,
    name: 'read cache',
    channels: { [readCacheChannel]: onNotification },
    onGap: clear,
  });

  return {
    /** Resolves once listening (the app waits for it before serving); on failure retries. */
    start: listener.start,

    /** Whether the caches may serve: only while every committed write is heard. */
    live: listener.live,

    /**
     * Resolves once every notification committed before this call has been applied here: a
     * marker is sent through the database and waited for (notifications arrive in commit order).
     * A write route awaits this before answering, so its caller's next read is fresh.
     */
    async sync(): Promise<void> {
      if (!listener.live()) return;
      const id = randomUUID();
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), syncTimeoutMs);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      try {
        await db.$client.query('SELECT pg_notify($1, $2)', [readCacheChannel, `sync:${id}`]);
        if (!(await heard)) clear();
      } catch {
        clear();
      } finally {
        waiting.delete(id);
      }
    },

    close: listener.close,
  };
}

export type ReadCacheListener = ReturnType<typeof createReadCacheListener>;
