import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { accessTokenClockSkewSeconds } from '@wbn/contracts';
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

/**
 * Checks an access token as the API does (apps/api/src/plugins/auth.ts): EdDSA by the key its
 * `kid` names (ours, nothing else), `typ` JWT, our issuer, `exp` and `iat` present and `iat` no
 * further ahead than the clock skew. `allowExpired` accepts a token past its `exp` (signing out
 * must always work). Answers the claims, or undefined for any token that fails.
 */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  options: { issuer: string; now: Date; allowExpired?: boolean },
): Promise<JWTPayload | undefined> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(
      token,
      (header) => {
        if (header.kid !== keys.kid) throw new joseErrors.JWKSNoMatchingKey();
        return keys.publicKey;
      },
      {
        algorithms: [signingAlgorithm],
        typ: 'JWT',
        issuer: options.issuer,
        requiredClaims: ['exp', 'iat'],
        currentDate: options.now,
      },
    ));
  } catch (err) {
    if (!(options.allowExpired && err instanceof joseErrors.JWTExpired)) return undefined;
    payload = err.payload;
  }
  if (
    typeof payload.iat !== 'number' ||
    payload.iat > unixSeconds(options.now) + accessTokenClockSkewSeconds
  ) {
    return undefined;
  }
  return payload;
}
