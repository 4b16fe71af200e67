import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { createCacheBus, type CacheEvent, type CacheInvalidator } from './cache-bus.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';

/** A cached GET /api/product/{id} body, with the business whose summary it embeds. */
export interface CachedProduct {
  body: string;
  businessID: string;
}

/**
 * The public, viewer-independent part of the hottest reads, kept as the JSON the routes send
 * (see docs/architecture.md, "Read cache"). Writes never fill them; they invalidate.
 */
export interface ReadCaches {
  /** The BusinessProfile of GET /api/business/profile/{id} (data.data), by business id. */
  profiles: ReadCache<string>;
  /** The whole body of GET /api/product/{id}, by product id. */
  products: ReadCache<CachedProduct>;
  /** Applies an event here at once and publishes it to the other instances (cache-bus.ts). */
  invalidate: CacheInvalidator;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCaches: ReadCaches;
  }
}

export function applyCacheEvent(caches: Omit<ReadCaches, 'invalidate'>, event: CacheEvent): void {
  switch (event.kind) {
    case 'business':
      caches.profiles.delete(event.businessID);
      caches.products.deleteWhere((p) => p.businessID === event.businessID);
      return;
    case 'businessProfile':
      caches.profiles.delete(event.businessID);
      return;
    case 'product':
      caches.products.delete(event.productID);
      return;
  }
}

/**
 * Decorates `app.readCaches`. The app does not start serving before it hears the other instances
 * (bounded wait, see CacheBus.ready), and closes its Redis connections when it closes.
 */
export function registerReadCaches(app: FastifyInstance, config: AppConfig): void {
  const options = { maxEntries: config.readCacheEntries, ttlMs: config.readCacheTtlSeconds * 1000 };
  const caches = {
    profiles: createReadCache<string>(options),
    products: createReadCache<CachedProduct>(options),
  };
  const bus = createCacheBus({
    redisUrl: config.redisUrl,
    log: app.log,
    apply: (event) => applyCacheEvent(caches, event),
    resync: () => {
      caches.profiles.clear();
      caches.products.clear();
    },
  });
  app.decorate('readCaches', { ...caches, invalidate: bus.invalidate });
  app.addHook('onReady', async () => bus.ready());
  app.addHook('onClose', async () => bus.close());
}
