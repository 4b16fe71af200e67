import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed attachment link opens its file. */
export const attachmentLinkLifetimeSeconds = 60 * 60;
/**
 * Expiries are rounded down to this step, so the links handed out within it are the same text: a
 * message read again (or heard live) keeps its URL, and the browser its copy of the file.
 */
const expiryStepSeconds = 5 * 60;

/**
 * Files that belong to a private thread or are a business's verification evidence (decision
 * 0032): served only through a signed link.
 */
export const isPrivateFileKey = (key: string) =>
  key.startsWith('images/inquiry-attachment/') || key.startsWith('images/verification-document/');

/** Keeps these signatures apart from the other HMACs made with the storage secret. */
const context = 'wbn-attachment-link-v1.';

const sign = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${context}${key}.${expires}`).digest('base64url');

/** `/files/<key>?expires=…&signature=…`: the file for about an hour (at most the lifetime). */
export function signedFileUrl(secret: string, key: string, nowSeconds: number): string {
  const expires =
    Math.floor((nowSeconds + attachmentLinkLifetimeSeconds) / expiryStepSeconds) * expiryStepSeconds;
  return `/files/${key}?expires=${expires}&signature=${sign(secret, key, expires)}`;
}

export type LinkCheck = { ok: true; secondsLeft: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * A request's query (the raw text after `?`) against the key it asks for. Only the exact text we
 * write passes: the two parameters in our order, the expiry in plain digits and the signature as
 * unpadded base64url, so no other spelling of the same values (`==` appended, a leading zero, a
 * parameter twice) is taken. The signature is checked before the expiry, in constant time.
 */
export function checkFileLink(secret: string, key: string, query: string, nowSeconds: number): LinkCheck {
  const parts = /^expires=([1-9]\d{0,11})&signature=([A-Za-z0-9_-]{43})$/.exec(query);
  if (!parts) return { ok: false, reason: 'invalid' };
  const expires = Number(parts[1]);
  const given = Buffer.from(parts[2]!, 'utf8');
  const expected = Buffer.from(sign(secret, key, expires), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, secondsLeft: Math.min(expires - nowSeconds, attachmentLinkLifetimeSeconds) };
}
