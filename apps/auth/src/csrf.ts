import { createHmac, hkdfSync, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * CSRF protection for the HTML forms: a signed double-submit token. The browser holds a random
 * nonce in an HttpOnly, SameSite=Lax cookie of the auth origin (`__Host-` prefixed over HTTPS, so
 * a sibling host cannot set it); each form carries
 * HMAC(secret, nonce). A forged cross-site post can neither read the cookie nor compute the HMAC.
 * The Origin header, when a browser sends it, must also be the auth service's own.
 */
export const csrfCookieName = (secure: boolean): string => (secure ? '__Host-wbn_csrf' : 'wbn_csrf');

export function createCsrf(signingKey: KeyObject) {
  const secret = Buffer.from(
    hkdfSync('sha256', signingKey.export({ format: 'der', type: 'pkcs8' }), 'wbn-auth', 'csrf', 32),
  );
  const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');
  return {
    newNonce: () => randomBytes(24).toString('base64url'),
    tokenFor: sign,
    verify(nonce: string | undefined, token: unknown): boolean {
      if (!nonce || typeof token !== 'string' || !token) return false;
      const expected = Buffer.from(sign(nonce));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type Csrf = ReturnType<typeof createCsrf>;

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
