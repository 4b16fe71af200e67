import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '@wbn/db';
import type { AppConfig } from './config.ts';
import { createReadCaches, type ReadCacheSet } from './lib/read-caches.ts';
import { createPageHeadRegistry } from './web/page-head.ts';
import { createSitemapRegistry } from './web/sitemap-registry.ts';
import type { CrawlerPages } from './web/crawler-pages.ts';

export interface Infrastructure {
  readCaches: ReadCacheSet;
  /** The rate limits' shared counters when REDIS_URL is set; null counts in this process. */
  rateLimitStore: Redis | null;
  /** The sitemap's sources and the page heads, which the modules fill and the web routes read. */
  crawlerPages: CrawlerPages;
}

/**
 * What the services and routes share besides the database: built once by the composition root
 * (services.ts). Nothing here connects to the database yet; app.ts ties each part to the app's
 * start and close.
 */
export function createInfrastructure(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Infrastructure {
  return {
    readCaches: createReadCaches(db, config, log),
    rateLimitStore: config.redisUrl ? rateLimitRedis(config.redisUrl) : null,
    crawlerPages: {
      sitemapSources: createSitemapRegistry(),
      pageHeads: createPageHeadRegistry(),
      publicUrl: config.publicUrl,
    },
  };
}

/** The rate limits' Redis client: quick to give up, so a Redis that is away costs a request little. */
function rateLimitRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
