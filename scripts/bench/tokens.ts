/**
 * Access tokens the bench signs for its users: a session row in the database (the API checks it)
 * and a token with the claims the sign-on service gives, signed with the bench's key, which the
 * API server is handed as the one it trusts (scripts/bench/server.ts).
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, SignJWT } from 'jose';
import type { SqlRunner } from './sql-runner.ts';

/** The key pair the bench signs access tokens with; the API server is given the public half. */
export interface BenchAuthKeys {
  publicKey: KeyObject;
  privateKey: KeyObject;
  publicKeyPem: string;
}

export function benchAuthKeys(): BenchAuthKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKey,
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** A signed-in session for an account: a bearer token valid for six hours. */
export async function signBenchToken(
  runner: SqlRunner,
  auth: { keys: BenchAuthKeys; issuer: string },
  account: { id: string; email: string; firstName: string; lastName: string },
): Promise<string> {
  const { rows: sessions } = await runner.query(
    `INSERT INTO auth_sessions (account_id, expires_at) VALUES ($1, now() + interval '1 day') RETURNING id`,
    [account.id],
  );
  const kid = await calculateJwkThumbprint(await exportJWK(auth.keys.publicKey));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sid: String(sessions[0]!.id),
    email: account.email,
    given_name: account.firstName,
    family_name: account.lastName,
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid })
    .setSubject(account.id)
    .setIssuer(auth.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + 6 * 3600)
    .sign(auth.keys.privateKey);
}
