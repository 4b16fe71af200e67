import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  authHeaders,
  createSignedInUser,
  revokeTestSession,
  signTestAccessToken,
} from '../../test/auth-helpers.ts';
import { startTestAuthService, type TestAuthService } from '../../test/auth-service.ts';

let t: TestApp;
let svc: TestAuthService;
beforeAll(async () => {
  t = await createTestApp();
  svc = await startTestAuthService(t);
});
afterAll(async () => {
  await svc?.close();
  await t?.close();
});

const profile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers });

const refresh = (refreshToken: string) =>
  svc.auth.inject({ method: 'POST', url: '/refresh-token', headers: { 'wbn-refresh-token': refreshToken } });

let n = 0;
/** Registers through the auth service and trades the code, like the browser's /SetID/ does. */
async function signUp() {
  const email = `flow${++n}@example.com`;
  const reg = await svc.auth.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: `203.0.113.${n}`,
    payload: { email, password: 'basalt-orchid-tram-31', firstName: 'Flow', lastName: `Tester ${n}` },
  });
  expect(reg.statusCode).toBe(200);
  const res = await svc.auth.inject({
    method: 'POST',
    url: '/get-session',
    payload: { token: reg.json().data.token },
  });
  expect(res.statusCode).toBe(200);
  return {
    email,
    ...(res.json().data as { token: string; refreshToken: string; userID: string; tokenExpire: number }),
  };
}

describe('the auth plugin answers 401 with the spec names', () => {
  it('TokenNotFound without a token on a route that needs a session', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, name: 'TokenNotFound' });
  });

  it('JsonWebTokenError for a malformed token and for a bad signature', async () => {
    const malformed = await profile(authHeaders('not-a-jwt'));
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().name).toBe('JsonWebTokenError');

    const me = await createSignedInUser(t);
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const forged = await new SignJWT({
      sid: me.sessionId,
      email: me.email,
      given_name: 'X',
      family_name: 'Y',
    })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(me.userID)
      .setIssuer(t.config.authUrl)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(otherKey);
    const bad = await profile(authHeaders(forged));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().name).toBe('JsonWebTokenError');

    const tampered = me.token.slice(0, -4) + (me.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await profile(authHeaders(tampered))).json().name).toBe('JsonWebTokenError');

    const wrongIssuer = await signTestAccessToken(t, me, { issuer: 'https://elsewhere.example' });
    expect((await profile(authHeaders(wrongIssuer))).json().name).toBe('JsonWebTokenError');
  });

  it('JsonWebTokenError for a token signed by the real key without exp, without or with a wrong kid, or issued a year ahead (finding 5 of issue 27)', async () => {
    const me = await createSignedInUser(t);
    const yearAhead = Math.floor(Date.now() / 1000) + 365 * 86_400;
    const bent = {
      'no exp': await signTestAccessToken(t, me, { withoutExpiry: true }),
      'no kid': await signTestAccessToken(t, me, { kid: null }),
      'a wrong kid': await signTestAccessToken(t, me, { kid: 'another-key' }),
      'iat a year ahead': await signTestAccessToken(t, me, { issuedAt: yearAhead }),
    };
    for (const [what, token] of Object.entries(bent)) {
      const res = await profile(authHeaders(token));
      expect(res.statusCode, what).toBe(401);
      expect(res.json().name, what).toBe('JsonWebTokenError');
    }
    // The same user's ordinary token (kid, iat now, exp) is fine, and so is a clock a little ahead.
    expect((await profile(authHeaders(me.token))).statusCode).toBe(200);
    const skewed = await signTestAccessToken(t, me, { issuedAt: Math.floor(Date.now() / 1000) + 10 });
    expect((await profile(authHeaders(skewed))).statusCode).toBe(200);
  });

  it('TokenExpiredError for an expired token', async () => {
    const me = await createSignedInUser(t, { expiresInSeconds: -10 });
    const res = await profile(authHeaders(me.token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, name: 'TokenExpiredError' });
  });

  it('SessionError for a token of a revoked session', async () => {
    const me = await createSignedInUser(t);
    await revokeTestSession(t, me.sessionId);
    const res = await profile(authHeaders(me.token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, name: 'SessionError' });
  });

  it('leaves public routes open to visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ref-data/gender' });
    expect(res.statusCode).toBe(200);
  });
});

describe('sessions through the auth service', () => {
  it('a registered user reaches the API with the handed-off token', async () => {
    const s = await signUp();
    const res = await profile(authHeaders(s.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userID: s.userID, email: s.email, firstName: 'Flow' });
  });

  it('rotates the refresh token at every use', async () => {
    const s = await signUp();
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().data;
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect(next.userID).toBe(s.userID);
    expect((await profile(authHeaders(next.token))).statusCode).toBe(200);
    const second = await refresh(next.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  it('reuse of a spent refresh token (after the grace window) revokes the whole family', async () => {
    const s = await signUp();
    const next = (await refresh(s.refreshToken)).json().data;
    svc.advance(60_000);
    const reuse = await refresh(s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().name).toBe('SessionError');
    // The thief's reuse also ends the legitimate holder's newer token and access tokens.
    expect((await refresh(next.refreshToken)).json().name).toBe('SessionError');
    expect((await profile(authHeaders(next.token))).json().name).toBe('SessionError');
    svc.advance(-60_000);
  });

  it('two tabs refreshing with the same token at the same moment both stay signed in', async () => {
    const s = await signUp();
    const [a, b] = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [ta, tb] = [a.json().data, b.json().data];
    // One rotation: the second tab gets the same successor pair (decision 0011).
    expect(tb).toEqual(ta);
    for (const pair of [ta, tb]) {
      expect((await profile(authHeaders(pair.token))).statusCode).toBe(200);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    }
  });

  it('logout revokes the family: refresh and access tokens stop working', async () => {
    const s = await signUp();
    const out = await svc.auth.inject({ method: 'POST', url: '/logout', headers: { 'wbn-auth': s.token } });
    expect(out.statusCode).toBe(200);
    expect((await refresh(s.refreshToken)).json().name).toBe('SessionError');
    expect((await profile(authHeaders(s.token))).json().name).toBe('SessionError');
    const missing = await svc.auth.inject({ method: 'POST', url: '/logout' });
    expect(missing.json().name).toBe('TokenNotFound');
    const garbage = await svc.auth.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'wbn-auth': 'x.y.z' },
    });
    expect(garbage.json().name).toBe('JsonWebTokenError');
  });

  it('refresh without a token or with an unknown one fails', async () => {
    const none = await svc.auth.inject({ method: 'POST', url: '/refresh-token' });
    expect(none.statusCode).toBe(401);
    expect(none.json().name).toBe('TokenNotFound');
    expect((await refresh('made-up-token')).json().name).toBe('SessionError');
  });

  it('times in the session are Unix seconds and the access token lasts ACCESS_TOKEN_TTL_SECONDS', async () => {
    const s = await signUp();
    const now = Math.floor(Date.now() / 1000);
    expect(Math.abs(s.tokenExpire - (now + 900))).toBeLessThanOrEqual(2);
  });
});

describe('a separately deployed API', () => {
  it('verifies tokens against the auth service JWKS fetched from AUTH_URL', async () => {
    const port = await freePort();
    const authUrl = `http://127.0.0.1:${port}`;
    const remote = await startTestAuthService(t, { AUTH_URL: authUrl });
    await remote.auth.listen({ port, host: '127.0.0.1' });
    const api = await buildApp({ db: t.db, config: { ...t.config, authUrl }, logger: false });
    try {
      const reg = await remote.auth.inject({
        method: 'POST',
        url: '/register',
        payload: {
          email: 'remote@example.com',
          password: 'quartz-meadow-ferry-8',
          firstName: 'Re',
          lastName: 'Mote',
        },
      });
      const code = reg.json().data.token;
      const session = (
        await remote.auth.inject({ method: 'POST', url: '/get-session', payload: { token: code } })
      ).json().data;
      const ok = await api.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: authHeaders(session.token),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.email).toBe('remote@example.com');
      // A token naming another issuer is refused there.
      const stranger = await createSignedInUser(t);
      const refused = await api.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: authHeaders(stranger.token),
      });
      expect(refused.json().name).toBe('JsonWebTokenError');
    } finally {
      await api.close();
      await remote.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
