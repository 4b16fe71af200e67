import { z } from 'zod';
import { notificationKinds, notificationLimits } from './notification-kinds.ts';
import { inquiryMessageSchema, partySchema } from './inquiries.ts';

/**
 * Notifications and the events stream (decisions 0008 and 0016): a bell with an unread count, a
 * page of notifications, and one server-sent-events stream per signed-in tab.
 */

export const notificationSchema = z.object({
  notificationID: z.string(),
  kind: z.enum(notificationKinds),
  /** Who did it. */
  actor: partySchema,
  /** What it is about, as a short text (a post's first words, a thread's subject …). */
  subject: z.string(),
  /** The web path it opens. */
  link: z.string(),
  /** How many events it gathers (new messages in one thread count up on one notification). */
  count: z.number().int(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  /** Unix seconds; null while unread. */
  readAt: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  size: z.coerce.number().int().min(1).max(50).default(notificationLimits.pageSize),
  /** Only the unread ones. */
  unread: z.enum(['true', 'false']).optional(),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markReadSchema = z.object({
  /** These notifications; left out: all of them. */
  ids: z
    .array(z.uuid({ message: 'Not a valid notification id' }))
    .max(100)
    .optional(),
});
export type MarkReadBody = z.input<typeof markReadSchema>;
export const unreadCountSchema = z.object({ unread: z.number().int() });

/** POST /api/events/ticket: a one-minute ticket for GET /api/events?ticket=. */
export const eventTicketSchema = z.object({ ticket: z.string(), expiresAt: z.number().int() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** The data of each stream event, by its name. */
export const messageEventSchema = z.object({ message: inquiryMessageSchema });
export const threadClosedEventSchema = z.object({
  requestID: z.string(),
  /** Unix seconds. */
  closedAt: z.number().int(),
});
export const threadReadEventSchema = z.object({
  requestID: z.string(),
  /** The side that read. */
  side: z.enum(['S', 'R']),
  messageID: z.string(),
});
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
});
export type MessageEvent = z.infer<typeof messageEventSchema>;
export type ThreadClosedEvent = z.infer<typeof threadClosedEventSchema>;
export type ThreadReadEvent = z.infer<typeof threadReadEventSchema>;
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
