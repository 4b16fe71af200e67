import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { createCacheBus, type CacheBus, type CacheEvent } from './cache-bus.ts';

const redisUrl = process.env.REDIS_URL;
const log = Fastify({ logger: false }).log;
const open: CacheBus[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});

function busOn(channel: string | undefined, redis = redisUrl) {
  const applied: CacheEvent[] = [];
  let resyncs = 0;
  const bus = createCacheBus({
    redisUrl: redis,
    log,
    channel,
    apply: (event) => applied.push(event),
    resync: () => resyncs++,
  });
  open.push(bus);
  return { bus, applied, resyncs: () => resyncs };
}

const event: CacheEvent = { kind: 'product', productID: 'p-1' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('cache bus', () => {
  it('without Redis applies events locally only', async () => {
    const { bus, applied } = busOn(undefined, undefined);
    await bus.ready();
    bus.invalidate(event);
    expect(applied).toEqual([event]);
  });

  it.skipIf(!redisUrl)(
    'applies its own event once and the others exactly once (needs REDIS_URL)',
    async () => {
      const channel = `wbn:test:${randomUUID()}`;
      const a = busOn(channel);
      const b = busOn(channel);
      await Promise.all([a.bus.ready(), b.bus.ready()]);
      expect(a.resyncs()).toBe(1);
      a.bus.invalidate(event);
      expect(a.applied).toEqual([event]);
      await settle();
      expect(a.applied).toEqual([event]);
      expect(b.applied).toEqual([event]);
    },
  );

  it.skipIf(!redisUrl)('ignores malformed messages on its channel (needs REDIS_URL)', async () => {
    const channel = `wbn:test:${randomUUID()}`;
    const a = busOn(channel);
    await a.bus.ready();
    const raw = new Redis(redisUrl!);
    try {
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ from: 'x', event: { kind: 'everything' } }));
      await raw.publish(channel, JSON.stringify({ from: 'x', event }));
    } finally {
      await raw.quit();
    }
    await settle();
    expect(a.applied).toEqual([event]);
  });
});
