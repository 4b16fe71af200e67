import { randomUUID, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, SignJWT } from 'jose';
import { eq, tables } from '@wbn/db';
import type { TestApp } from './test-app.ts';

/**
 * Signing in for API tests, without going through the auth service's pages:
 *
 *   const me = await createSignedInUser(t);
 *   await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(me.token) });
 *
 * The user gets an auth account, an active session and an access token signed with the key the
 * test app trusts; the API creates their profile row on the first request with the token (or call
 * `GET /api/user/profile` once to make sure it exists).
 */
export interface SignedInUser {
  token: string;
  userID: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SignInOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Seconds until the access token expires (negative: already expired). Default 900. */
  expiresInSeconds?: number;
}

export const authHeaders = (token: string) => ({ 'wbn-auth': token });

let counter = 0;

export async function createSignedInUser(t: TestApp, overrides: SignInOverrides = {}): Promise<SignedInUser> {
  const n = ++counter;
  const email = (overrides.email ?? `user${n}-${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const firstName = overrides.firstName ?? 'Test';
  const lastName = overrides.lastName ?? `User ${n}`;
  const [account] = await t.db
    .insert(tables.authAccounts)
    .values({ email, passwordHash: '!unusable', firstName, lastName })
    .returning({ id: tables.authAccounts.id });
  const [session] = await t.db
    .insert(tables.authSessions)
    .values({ accountId: account!.id, expiresAt: new Date(Date.now() + 30 * 86_400_000) })
    .returning({ id: tables.authSessions.id });
  const user = { userID: account!.id, sessionId: session!.id, email, firstName, lastName };
  const token = await signTestAccessToken(t, user, { expiresInSeconds: overrides.expiresInSeconds });
  return { ...user, token };
}

/** The `kid` the auth service gives a key: its RFC 7638 thumbprint. */
export const keyIdOf = async (publicKey: KeyObject): Promise<string> =>
  calculateJwkThumbprint(await exportJWK(publicKey));

/**
 * An access token for any claims, signed with the key the test app trusts and named by its `kid`,
 * as the auth service signs them. The options bend it: another issuer, another or no `kid`, an
 * `iat` of choice (Unix seconds), no `exp`.
 */
export async function signTestAccessToken(
  t: TestApp,
  user: { userID: string; sessionId: string; email: string; firstName: string; lastName: string },
  options: {
    expiresInSeconds?: number | undefined;
    issuer?: string;
    kid?: string | null;
    issuedAt?: number;
    withoutExpiry?: boolean;
  } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const kid = options.kid === undefined ? await keyIdOf(t.authKeys.publicKey) : options.kid;
  const jwt = new SignJWT({
    sid: user.sessionId,
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', ...(kid === null ? {} : { kid }) })
    .setSubject(user.userID)
    .setIssuer(options.issuer ?? t.config.authUrl)
    .setIssuedAt(options.issuedAt ?? now);
  if (!options.withoutExpiry) jwt.setExpirationTime(now + (options.expiresInSeconds ?? 900));
  return jwt.sign(t.authKeys.privateKey);
}

/** Ends a session the way a logout does (the API notices within its session cache window). */
export async function revokeTestSession(t: TestApp, sessionId: string): Promise<void> {
  await t.db
    .update(tables.authSessions)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(eq(tables.authSessions.id, sessionId));
}
