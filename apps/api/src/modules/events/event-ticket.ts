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
 * header), bound to the session that asked for it: a stream ends with its session. Any instance
 * with the same secret verifies it; nothing is stored.
 */
export function issueTicket(secret: string, userID: string, sessionID: string, nowSeconds: number) {
  const expiresAt = nowSeconds + ticketLifetimeSeconds;
  const payload = Buffer.from(JSON.stringify({ u: userID, s: sessionID, e: expiresAt })).toString(
    'base64url',
  );
  return { ticket: `${payload}.${sign(secret, payload)}`, expiresAt };
}

export type TicketCheck =
  | { ok: true; userID: string; sessionID: string }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * The ticket's user and session, or why not. The signature must be the very text we write
 * (base64url without padding): another spelling of the same bytes (`==` appended) is refused.
 */
export function verifyTicket(secret: string, ticket: string, nowSeconds: number): TicketCheck {
  const dot = ticket.indexOf('.');
  if (dot <= 0) return { ok: false, reason: 'malformed' };
  const payload = ticket.slice(0, dot);
  const given = Buffer.from(ticket.slice(dot + 1), 'utf8');
  const expected = Buffer.from(sign(secret, payload), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let claims: { u?: unknown; s?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.u !== 'string' || typeof claims.s !== 'string' || typeof claims.e !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.e <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, userID: claims.u, sessionID: claims.s };
}
