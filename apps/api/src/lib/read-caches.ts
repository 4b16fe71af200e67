import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '@wbn/db';
import { uiLanguages, type UiLanguage } from '@wbn/contracts';
import type { AppConfig } from '../config.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';
import { createReadCacheListener, type CacheEvent, type ReadCacheListener } from './read-cache-listener.ts';

/** A cached GET /api/product/{id} body, with the business whose summary it embeds. */
export interface CachedProduct {
  body: string;
  businessID: string;
}

/**
 * The public, viewer-independent part of the hottest reads, kept as the JSON the routes send
 * (see docs/architecture.md, "Read cache"). Writes never fill them: the database's triggers say
 * what changed and every instance drops it (read-cache-listener.ts). Both answers name reference
 * values (industry, categories, country) in the reader's language, so each is kept per id and
 * language (`languageKey`), and a change drops the id in every language.
 */
export interface ReadCaches {
  /** The BusinessProfile of GET /api/business/profile/{id} (data.data), by business id and language. */
  profiles: ReadCache<string>;
  /** The whole body of GET /api/product/{id}, by product id and language. */
  products: ReadCache<CachedProduct>;
}

/** The key of one id's answer in one language: another language's answer is another entry. */
export const languageKey = (id: string, language: UiLanguage) => `${id}/${language}`;

/** Drops one id's answers in every language. */
function dropEveryLanguage<V>(cache: ReadCache<V>, id: string): void {
  for (const language of uiLanguages) cache.delete(languageKey(id, language));
}

export function applyCacheEvent(caches: ReadCaches, event: CacheEvent): void {
  switch (event.kind) {
    case 'all':
      caches.profiles.clear();
      caches.products.clear();
      return;
    case 'business': {
      const ids = new Set(event.ids);
      for (const id of ids) dropEveryLanguage(caches.profiles, id);
      caches.products.deleteWhere((p) => ids.has(p.businessID));
      return;
    }
    case 'businessProfile':
      for (const id of event.ids) dropEveryLanguage(caches.profiles, id);
      return;
    case 'product':
      for (const id of event.ids) dropEveryLanguage(caches.products, id);
      return;
  }
}

/** The caches and the connection that tells them what changed; `readCacheHooks` ties them to the app. */
export interface ReadCacheSet {
  caches: ReadCaches;
  listener: ReadCacheListener;
}

/**
 * The read caches of this instance, built by the composition root. They serve once the listener
 * hears the database (started with the app, `readCacheHooks`), never before.
 */
export function createReadCaches(db: Database, config: AppConfig, log: FastifyBaseLogger): ReadCacheSet {
  let live = () => false;
  const options = {
    maxEntries: config.readCacheEntries,
    ttlMs: config.readCacheTtlSeconds * 1000,
    live: () => live(),
  };
  const caches: ReadCaches = {
    profiles: createReadCache<string>(options),
    products: createReadCache<CachedProduct>(options),
  };
  const listener = createReadCacheListener({
    db,
    log,
    apply: (event) => applyCacheEvent(caches, event),
    clear: () => applyCacheEvent(caches, { kind: 'all' }),
  });
  live = listener.live;
  return { caches, listener };
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The listener listens once the app is ready (before it serves) and stops with it; a successful
 * write under /api answers only after this instance has heard every change committed before it,
 * so whoever wrote reads their own write at once.
 */
export function readCacheHooks(app: FastifyInstance, listener: ReadCacheListener): void {
  app.addHook('onReady', async () => {
    // A database that is away at start leaves the caches off; the listener keeps trying.
    await listener.start().catch((err: Error) => app.log.warn({ err }, 'read cache: not listening yet'));
  });
  app.addHook('onClose', async () => listener.close());
  // Callback style: a read (most requests) passes without a promise of its own.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (readMethods.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith('/api/'))
      return done(null, payload);
    listener.sync().then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
}
