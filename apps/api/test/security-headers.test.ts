import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/plugins/security-headers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser } from './auth-helpers.ts';

// The security headers are computed once now (plugins/security-headers.ts); a client must see
// exactly what @fastify/helmet gave with the same options, on every kind of answer.

let t: TestApp;
let helmetHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const reference = Fastify();
  await reference.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  reference.get('/', async () => ({ ok: true }));
  const res = await reference.inject({ method: 'GET', url: '/' });
  helmetHeaders = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([k]) => !['content-type', 'content-length', 'date', 'connection'].includes(k))
      .map(([k, v]) => [k, String(v)]),
  );
  await reference.close();
});
afterAll(() => t?.close());

const securityOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(helmetHeaders).map((k) => [k, headers[k]]));

describe('the headers of every API answer', () => {
  it('are the ones helmet gives, exactly', () => {
    expect(securityHeaders).toEqual(helmetHeaders);
  });

  it.each([
    ['an answer', 'GET', '/api/health/constant', 200, true],
    ['a 404', 'GET', '/api/no-such-route', 404, true],
    ['a validation error', 'GET', '/api/product/not-a-uuid', 400, true],
    // A route that needs a session refuses before the limit counts (its own hook comes first).
    ['a missing session', 'GET', '/api/user/profile', 401, false],
  ] as const)('%s carries them and the request id', async (_what, method, url, status, limited) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(securityOf(res.headers)).toEqual(helmetHeaders);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    if (!limited) return;
    expect(res.headers['x-ratelimit-limit']).toBe(String(t.config.rateLimitPerMinute));
    expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(t.config.rateLimitPerMinute);
  });

  it('keeps no-store on a signed-in answer and a route’s own header over the default', async () => {
    const user = await createSignedInUser(t);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: authHeaders(user.token),
    });
    expect(own.headers['cache-control']).toBe('no-store');
    expect(securityOf(own.headers)).toEqual(helmetHeaders);
  });
});
