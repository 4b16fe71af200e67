import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a ticket opens streams: an EventSource reconnecting by itself reuses its URL meanwhile. */
export const ticketLifetimeSeconds = 60;

const context = 'wbn-event-ticket.';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret)
    .update(context + payload)
    .digest('base64url');

/**
 * A signed, short-lived ticket for GET /api/events (an EventSource cannot send the access token's
 * header). Any instance with the same secret verifies it; nothing is stored.
 */
export function issueTicket(secret: string, userID: string, nowSeconds: number) {
  const expiresAt = nowSeconds + ticketLifetimeSeconds;
  const payload = Buffer.from(JSON.stringify({ u: userID, e: expiresAt })).toString('base64url');
  return { ticket: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The ticket's user, or why not. */
export function verifyTicket(
  secret: string,
  ticket: string,
  nowSeconds: number,
): { ok: true; userID: string } | { ok: false; reason: 'malformed' | 'signature' | 'expired' } {
  const dot = ticket.indexOf('.');
  if (dot <= 0) return { ok: false, reason: 'malformed' };
  const payload = ticket.slice(0, dot);
  const given = Buffer.from(ticket.slice(dot + 1), 'base64url');
  const expected = Buffer.from(sign(secret, payload), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let claims: { u?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.u !== 'string' || typeof claims.e !== 'number') return { ok: false, reason: 'malformed' };
  if (claims.e <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, userID: claims.u };
}
