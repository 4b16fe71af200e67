import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthConfig } from './config.ts';
import { newEmail, startTestAuth, type TestAuth } from '../test/test-auth.ts';

// Finding 2 of issue 27: the sign-in limits key on the socket's address unless TRUST_PROXY names
// the hops in front, and then on the right-most address they did not write.

const wrongLogin = (t: TestAuth, socket: string, forwardedFor: string) =>
  t.auth.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: newEmail('spray'), password: 'not-the-password' },
  });

async function statuses(t: TestAuth, count: number, socket: string, forwardedFor: (i: number) => string) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await wrongLogin(t, socket, forwardedFor(i))).statusCode);
  return out;
}

describe('with the default TRUST_PROXY (none)', () => {
  let t: TestAuth;
  beforeAll(async () => {
    t = await startTestAuth({ LOGIN_MAX_FAILURES_PER_IP: '3' });
  });
  afterAll(() => t?.close());

  it('the per-address sign-in limit holds with a rotating X-Forwarded-For', async () => {
    expect(await statuses(t, 5, '192.0.2.30', (i) => `203.0.113.${i}`)).toEqual([401, 401, 401, 429, 429]);
  });
});

describe.each([
  ['the proxy range', '10.0.0.0/8'],
  ['one hop', '1'],
])('with TRUST_PROXY naming %s', (_what, setting) => {
  let t: TestAuth;
  beforeAll(async () => {
    t = await startTestAuth({ LOGIN_MAX_FAILURES_PER_IP: '3', TRUST_PROXY: setting });
  });
  afterAll(() => t?.close());

  it('keys the limit on the right-most address the proxy wrote, whatever the client put before it', async () => {
    const proxy = '10.0.0.7';
    expect(await statuses(t, 4, proxy, (i) => `1.1.1.${i}, 203.0.113.40`)).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is not held back by the first one's failures.
    expect(await statuses(t, 1, proxy, () => '1.1.1.1, 203.0.113.41')).toEqual([401]);
  });
});

describe('TRUST_PROXY in the auth configuration', () => {
  it('is shared with the API, and the old AUTH_TRUST_PROXY is refused so a deployment notices', () => {
    expect(loadAuthConfig({}).trustProxy).toBe(false);
    expect(loadAuthConfig({ TRUST_PROXY: '172.16.0.0/12' }).trustProxy).toEqual(['172.16.0.0/12']);
    expect(() => loadAuthConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadAuthConfig({ AUTH_TRUST_PROXY: 'true' })).toThrow(
      /AUTH_TRUST_PROXY: replaced by TRUST_PROXY/,
    );
  });
});
