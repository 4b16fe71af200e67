import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sessionSchema, type Session } from '@wbn/contracts';

/**
 * The pair a refresh token was exchanged for, kept with the spent token so that presenting it
 * again within the grace window answers that same pair instead of minting another (two tabs, or a
 * retry after a lost answer). Sealed with AES-256-GCM under a key derived from the spent token
 * itself: the database holds only the token's SHA-256, so only someone holding the token can open
 * it, and they could have refreshed with it anyway. Decision 0011.
 */
const keyOf = (refreshToken: string): Buffer =>
  Buffer.from(hkdfSync('sha256', refreshToken, 'wbn-auth', 'refresh-successor', 32));

export function sealSuccessor(spentToken: string, pair: Session): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(spentToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The pair, or undefined when `sealed` was not made with this token (or was tampered with). */
export function openSuccessor(spentToken: string, sealed: string): Session | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(spentToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const json = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
    const parsed = sessionSchema.safeParse(JSON.parse(json.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
