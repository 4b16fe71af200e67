import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * What changed, as far as the read caches care (see read-caches.ts for what each one drops):
 * - `business`: the business row or its categories, which its profile and the business summary
 *   embedded in each of its products are made of;
 * - `businessProfile`: something only the profile shows (likes, certificates);
 * - `product`: a product was changed or deleted.
 */
export const cacheEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('business'), businessID: z.string() }),
  z.object({ kind: z.literal('businessProfile'), businessID: z.string() }),
  z.object({ kind: z.literal('product'), productID: z.string() }),
]);
export type CacheEvent = z.infer<typeof cacheEventSchema>;
export type CacheInvalidator = (event: CacheEvent) => void;

const messageSchema = z.object({ from: z.string(), event: cacheEventSchema });

export interface CacheBus {
  /** Applies the event here at once, then tells the other instances; never throws. */
  invalidate: CacheInvalidator;
  /**
   * Resolves once this instance hears the others and can tell them: at once without Redis, else
   * when subscribed and connected to publish, or after `timeoutMs` (Redis unreachable: logged,
   * the instance works on with local invalidation).
   */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  /** Unset: a single instance, events stay local. */
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
  apply(event: CacheEvent): void;
  /** Subscribed (again): events of the others may have been missed while not subscribed. */
  resync(): void;
  channel?: string;
}

export function createCacheBus(options: CacheBusOptions): CacheBus {
  const { redisUrl, log, apply, resync, channel = 'wbn:read-cache:v1' } = options;
  if (!redisUrl) return { invalidate: apply, ready: async () => {}, close: async () => {} };

  const self = randomUUID();
  const retryStrategy = (attempt: number) => Math.min(attempt * 200, 5_000);
  // No offline queue: a publish while Redis is away fails at once instead of holding a request.
  const publisher = new Redis(redisUrl, { retryStrategy, enableOfflineQueue: false });
  // Subscribing again on every `ready` (not ioredis' auto-resubscribe) also covers a first
  // subscription that never got through.
  const subscriber = new Redis(redisUrl, { retryStrategy, autoResubscribe: false });

  let markSubscribed: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
  const canPublish = new Promise<void>((resolve) => publisher.once('ready', () => resolve()));

  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // ioredis reports every failed reconnection attempt: log the first of each outage only.
    let down = false;
    client.on('error', (err: Error) => {
      if (down) return;
      down = true;
      log.warn({ err, client: name }, 'read cache bus: Redis unreachable, invalidating locally only');
    });
    client.on('ready', () => {
      if (down) log.info({ client: name }, 'read cache bus: Redis reachable again');
      down = false;
    });
  }

  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        // Whatever was cached while not subscribed may have missed the others' events.
        resync();
        markSubscribed();
      },
      (err: unknown) => log.warn({ err }, 'read cache bus: could not subscribe'),
    );
  });

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let message: z.infer<typeof messageSchema>;
    try {
      message = messageSchema.parse(JSON.parse(raw));
    } catch (err) {
      log.warn({ err }, 'read cache bus: ignored a malformed event');
      return;
    }
    if (message.from !== self) apply(message.event);
  });

  return {
    invalidate(event) {
      apply(event);
      publisher
        .publish(channel, JSON.stringify({ from: self, event }))
        .catch((err: unknown) =>
          log.warn({ err, event }, 'read cache bus: event not published; other instances expire it by TTL'),
        );
    },

    async ready(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
      const outcome = await Promise.race([Promise.all([subscribed, canPublish]), late]);
      clearTimeout(timer);
      if (outcome === 'late') {
        log.warn('read cache bus: Redis not ready; events between instances are lost until it is');
      }
    },

    async close() {
      await Promise.all(
        [publisher, subscriber].map(async (client) => {
          if (client.status !== 'ready') return client.disconnect();
          await client.quit().catch(() => client.disconnect());
        }),
      );
    },
  };
}
