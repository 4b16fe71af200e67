import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { signingAlgorithm } from './keys.ts';
import { unixSeconds } from './tokens.ts';
import {
  authUrl,
  getSession,
  newEmail,
  newState,
  registerCode,
  startTestAuth,
  type TestAuth,
} from '../test/test-auth.ts';

let t: TestAuth;
beforeAll(async () => {
  t = await startTestAuth();
});
afterAll(() => t?.close());

/** A session through the real sign-up, and tokens of it signed by the real key, bent as asked. */
async function signedIn() {
  const state = newState();
  const session = (await getSession(t.auth, await registerCode(t.auth, newEmail('tok'), state), state)).json()
    .data as { token: string; refreshToken: string; userID: string };
  const { sid } = decodeJwt(session.token) as { sid: string };
  const sign = (bend: { kid?: string | null; iat?: number; exp?: number | null }) => {
    const now = unixSeconds();
    const kid = bend.kid === undefined ? t.keys.kid : bend.kid;
    const jwt = new SignJWT({ sid, email: 'x@example.com', given_name: 'A', family_name: 'B' })
      .setProtectedHeader({ alg: signingAlgorithm, typ: 'JWT', ...(kid === null ? {} : { kid }) })
      .setSubject(session.userID)
      .setIssuer(authUrl)
      .setIssuedAt(bend.iat ?? now);
    if (bend.exp !== null) jwt.setExpirationTime(bend.exp ?? now + 900);
    return jwt.sign(t.keys.privateKey);
  };
  return { session, sign };
}

const logout = (token: string) =>
  t.auth.inject({ method: 'POST', url: '/logout', headers: { 'wbn-auth': token } });
const refresh = (refreshToken: string) =>
  t.auth.inject({ method: 'POST', url: '/refresh-token', headers: { 'wbn-refresh-token': refreshToken } });

describe("the auth service's own token checks (finding 5 of issue 27)", () => {
  it('sign-out refuses a token signed by the real key without exp, with a wrong or no kid, or issued a year ahead', async () => {
    const { session, sign } = await signedIn();
    const bent = {
      'no exp': await sign({ exp: null }),
      'no kid': await sign({ kid: null }),
      'a wrong kid': await sign({ kid: 'another-key' }),
      'iat a year ahead': await sign({ iat: unixSeconds() + 365 * 86_400 }),
    };
    for (const [what, token] of Object.entries(bent)) {
      const res = await logout(token);
      expect(res.statusCode, what).toBe(401);
      expect(res.json().name, what).toBe('JsonWebTokenError');
    }
    // None of them ended the session.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('sign-out still takes a genuine token past its expiry', async () => {
    const { session, sign } = await signedIn();
    const expired = await sign({ iat: unixSeconds() - 3600, exp: unixSeconds() - 2700 });
    expect((await logout(expired)).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).json().name).toBe('SessionError');
  });
});
