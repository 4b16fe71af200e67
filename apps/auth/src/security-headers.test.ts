import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newState, startTestAuth, type TestAuth } from '../test/test-auth.ts';

// The headers and cookie of the sign-in pages (decision 0011, the ASVS review).

const loginUrl = () => `/login?state=${newState()}`;

describe('over HTTPS', () => {
  let t: TestAuth;
  beforeAll(async () => {
    t = await startTestAuth({ AUTH_URL: 'https://auth.wbn.example', PUBLIC_URL: 'https://wbn.example' });
  });
  afterAll(() => t?.close());

  it('sends HSTS, upgrades insecure requests and names the CSRF cookie __Host-', async () => {
    const res = await t.auth.inject({ method: 'GET', url: loginUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^__Host-wbn_csrf=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400; Secure$/,
    );
  });
});

describe('over plain HTTP (a laptop)', () => {
  let t: TestAuth;
  beforeAll(async () => {
    t = await startTestAuth();
  });
  afterAll(() => t?.close());

  it('locks the pages down: no script, no framing, no caching, no referrer to other origins', async () => {
    const res = await t.auth.inject({ method: 'GET', url: loginUrl() });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    // On plain HTTP it would send the forms to an https:// address that does not answer.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['set-cookie'])).toMatch(/^wbn_csrf=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('answers the token calls with no-store', async () => {
    const res = await t.auth.inject({ method: 'POST', url: '/refresh-token' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
