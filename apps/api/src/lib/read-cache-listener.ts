import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { dedicatedClient, type Database } from '@wbn/db';
import type pg from 'pg';

/** The channel the cached tables' triggers notify on (migration 0016_read_cache_notify.sql). */
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
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const waiting = new Map<string, () => void>();

  function onNotification(message: pg.Notification): void {
    const payload = message.payload ?? '';
    if (payload.startsWith('sync:')) {
      waiting.get(payload.slice(5))?.();
      return;
    }
    const event = parseCacheEvent(payload);
    if (event) apply(event);
    else log.warn({ payload }, 'read cache: unknown notification');
  }

  function lost(err: Error): void {
    if (!live && client === null) return;
    live = false;
    clear();
    const gone = client;
    client = null;
    gone?.off('notification', onNotification);
    void gone?.end().catch(() => {});
    if (closed) return;
    log.warn({ err }, 'read cache: stopped listening to the database, caches off until it is back');
    retry = setTimeout(() => void listen().catch(() => {}), 1_000);
  }

  async function listen(): Promise<void> {
    if (closed || client) return;
    const next = dedicatedClient(db);
    // Errors of a connection not yet listening are the catch's; once listening, `lost` handles them.
    const early = () => {};
    next.on('error', early);
    try {
      await next.connect();
      next.on('notification', onNotification);
      await next.query(`LISTEN ${readCacheChannel}`);
    } catch (err) {
      next.off('notification', onNotification);
      void next.end().catch(() => {});
      retry = setTimeout(() => void listen().catch(() => {}), 1_000);
      throw err;
    }
    next.off('error', early);
    next.on('error', lost);
    next.on('end', () => lost(new Error('the listening connection ended')));
    client = next;
    // Whatever committed before the LISTEN took effect was not heard.
    clear();
    live = true;
  }

  return {
    /** Resolves once listening (the app waits for it before serving); on failure retries. */
    start: listen,

    /** Whether the caches may serve: only while every committed write is heard. */
    live: () => live,

    /**
     * Resolves once every notification committed before this call has been applied here: a
     * marker is sent through the database and waited for (notifications arrive in commit order).
     * A write route awaits this before answering, so its caller's next read is fresh.
     */
    async sync(): Promise<void> {
      if (!live) return;
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

    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      live = false;
      const current = client;
      client = null;
      if (!current) return;
      current.removeAllListeners('notification');
      current.removeAllListeners('end');
      current.removeAllListeners('error');
      current.on('error', () => {});
      await current.end().catch(() => {});
    },
  };
}

export type ReadCacheListener = ReturnType<typeof createReadCacheListener>;
