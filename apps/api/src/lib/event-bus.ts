import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The API's one bus between instances, with named channels (decision 0016). Without REDIS_URL an
 * in-process emitter serves a single instance; with it every instance publishes on Redis pub/sub
 * and hears every instance, itself included. What travels is a hint: a subscriber that may have
 * missed messages is told (`onGap`) and its clients read again from the tables.
 */
export interface EventBus {
  readonly kind: 'local' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): () => void;
  /** Called when messages may have been lost (the connection to Redis dropped and came back). */
  onGap(handler: () => void): void;
  /** Resolves once subscriptions are in place (Redis connected). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const prefix = 'wbn:';

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'local',
    async publish(channel, message) {
      // Delivered after the publisher's own work, as it would be over the network.
      queueMicrotask(() => emitter.emit(channel, message));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    onGap() {},
    ready: async () => {},
    close: async () => void emitter.removeAllListeners(),
  };
}

export function createRedisBus(url: string, log: FastifyBaseLogger): EventBus {
  const options = { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  const handlers = new Map<string, Set<(message: string) => void>>();
  const gapHandlers: Array<() => void> = [];
  let connectedOnce = false;
  let closing = false;

  publisher.on('error', (err) => log.warn({ err }, 'event bus: publisher error'));
  subscriber.on('error', (err) => log.warn({ err }, 'event bus: subscriber error'));
  subscriber.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (set) for (const handler of set) handler(message);
  });
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost.
    if (connectedOnce && !closing) for (const gap of gapHandlers) gap();
    connectedOnce = true;
  });

  const started = Promise.all([publisher.connect(), subscriber.connect()]).then(() => undefined);
  started.catch((err: unknown) => log.warn({ err }, 'event bus: Redis not reachable yet'));

  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(prefix + channel, message);
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        void subscriber.subscribe(prefix + channel).catch((err: unknown) => {
          log.warn({ err, channel }, 'event bus: subscribe failed');
        });
      }
      set.add(handler);
      return () => void set.delete(handler);
    },
    onGap(handler) {
      gapHandlers.push(handler);
    },
    async ready() {
      await started;
      await Promise.all([...handlers.keys()].map((c) => subscriber.subscribe(prefix + c)));
    },
    async close() {
      closing = true;
      handlers.clear();
      await Promise.all([publisher.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
    },
  };
}

export function createEventBus(redisUrl: string | undefined, log: FastifyBaseLogger): EventBus {
  return redisUrl ? createRedisBus(redisUrl, log) : createLocalBus();
}
