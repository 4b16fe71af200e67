import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { signingAlgorithm, type SigningKeys } from './keys.ts';

/** A 256-bit random value, URL-safe: refresh tokens, handoff codes, reset tokens, CSRF nonces. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** How those values are stored: a SHA-256 of a 256-bit random value cannot be reversed or guessed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const unixSeconds = (date: Date = new Date()): number => Math.floor(date.getTime() / 1000);

export interface AccessTokenSubject {
  userID: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A short-lived access token: `sub`, `sid`, `email`, `given_name`, `family_name`, `iat`, `exp`, `iss`. */
export async function signAccessToken(
  keys: SigningKeys,
  subject: AccessTokenSubject,
  options: { issuer: string; ttlSeconds: number; now?: Date },
): Promise<{ token: string; expiresAt: number }> {
  const iat = unixSeconds(options.now);
  const expiresAt = iat + options.ttlSeconds;
  const token = await new SignJWT({
    sid: subject.sessionId,
    email: subject.email,
    given_name: subject.firstName,
    family_name: subject.lastName,
  })
    .setProtectedHeader({ alg: signingAlgorithm, kid: keys.kid, typ: 'JWT' })
    .setSubject(subject.userID)
    .setIssuer(options.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
  return { token, expiresAt };
}
