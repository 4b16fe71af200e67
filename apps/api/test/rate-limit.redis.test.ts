import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInstances, type TestApp } from './test-app.ts';

// With REDIS_URL (CI has Redis at 127.0.0.1:6379), two API instances count one client's requests
// together: the limit holds for the sum. The client is an address of its own per run (through
// X-Forwarded-For from a trusted loopback hop), so runs and projects never share a counter.

const redisUrl = process.env.REDIS_URL;
const limit = 10;

describe.skipIf(!redisUrl)('rate limits across two API instances sharing Redis', () => {
  let instances: TestApp[];
  let close: () => Promise<void>;
  const client = `198.51.100.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}`;

  beforeAll(async () => {
    ({ instances, close } = await createTestInstances(2, {
      REDIS_URL: redisUrl!,
      RATE_LIMIT_PER_MINUTE: String(limit),
      TRUST_PROXY: '1',
    }));
    // Both clients connected before counting (a Redis not yet reached lets requests through).
    for (const i of instances) await i.app.inject({ method: 'GET', url: '/api/health/constant' });
  });
  afterAll(() => close?.());

  it('refuses the requests over the limit whichever instance they reach', async () => {
    const forwarded = `203.0.113.${randomInt(1, 255)}, ${client}`;
    const statuses: number[] = [];
    const remaining: number[] = [];
    for (let n = 0; n < 14; n++) {
      const res = await instances[n % 2]!.app.inject({
        method: 'GET',
        url: '/api/health/constant',
        headers: { 'x-forwarded-for': forwarded },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) remaining.push(Number(res.headers['x-ratelimit-remaining']));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual(Array(14 - limit).fill(429));
    // One counter: each answer, from either instance, has one fewer left.
    expect(remaining).toEqual(Array.from({ length: limit }, (_, i) => limit - 1 - i));
  });
});
