// The notifications' kinds and the events stream's names, apart from the zod schemas: the web
// app's shell needs them without zod (decision 0015).

/**
 * What a notification tells (decision 0016); buying requests (0023) add an invitation to quote, a
 * new quote for the buyer, and a quote's outcome (awarded, declined) for its supplier; moderation
 * (0025) a report's acknowledgement and an operator's statement of reasons.
 */
export const notificationKinds = [
  'inquiry',
  'message',
  'comment',
  'reply',
  'like',
  'follow',
  'buying-request',
  'quote',
  'quote-result',
  'moderation',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationLimits = { pageSize: 20 } as const;

/** The events a signed-in tab's stream (GET /api/events) carries. */
export const streamEventNames = [
  'message',
  'thread-closed',
  'thread-read',
  'notification',
  'resync',
] as const;
export type StreamEventName = (typeof streamEventNames)[number];

/** The query parameter that carries the stream's ticket (an EventSource sends no headers). */
export const eventTicketParam = 'ticket';
