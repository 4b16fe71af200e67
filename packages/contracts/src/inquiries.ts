import { z } from 'zod';
import { messages } from './messages.ts';
import { inquiryLimits, inquiryStatuses } from './inquiry-limits.ts';
import { contentLanguageSchema, storedContentLanguageSchema } from './content-language.ts';

/**
 * Inquiries and the message center (core spec sections 2 "Send-request form" and "Message
 * center", 3, 4 "Inquiry thread", 5, 7 `business/request*`; decisions 0008 and 0016). A thread is
 * read "as" an inbox: the user's own (`ubid`/`bid` = their user id) or a business they belong to.
 */

const incomplete = { message: messages.inquiryIncomplete };
const filled = (max: number) =>
  z
    .string(incomplete)
    .trim()
    .min(1, incomplete)
    .max(max, {
      message: `At most ${max} characters`,
    });

export const sendInquirySchema = z.object({
  /** The receiving business. */
  to: z.uuid(incomplete),
  /** Sending as this business (any of its people); left out when the sender is the user. */
  from: z.uuid({ message: 'Not a valid business id' }).nullable().optional(),
  subject: filled(inquiryLimits.subjectMax),
  message: filled(inquiryLimits.messageMax),
  /** Upload tokens (files/upload-request/user, purpose inquiryAttachment). */
  attachments: z
    .array(z.uuid({ message: 'Not a valid upload token' }))
    .max(inquiryLimits.attachmentsMax, { message: `At most ${inquiryLimits.attachmentsMax} files` })
    .optional(),
  /**
   * A client-made id: the same one sent again (a retry) answers the thread it made, once. Left
   * out (as the spec's call sends it), the server makes one, so a retry without it is a new thread.
   */
  clientID: z.uuid({ message: 'Not a valid client id' }).optional(),
  /** The language the message is in, as its author says; detected when absent (decision 0026). */
  language: contentLanguageSchema.optional(),
});
export type SendInquiryBody = z.input<typeof sendInquirySchema>;

export const inboxQuerySchema = z.object({
  /** The inbox: the user's own id, or a business they belong to. */
  ubid: z.uuid({ message: 'Not a valid user or business id' }),
  /** Matches the subject or a party's name (the sender's or the receiving business's). */
  q: z.string().trim().max(100).optional(),
  /** Only threads with unread messages. */
  unread: z.enum(['true', 'false']).optional(),
  /** The cursor of the next page (`nextCursor` of the previous one). */
  cursor: z.string().max(200).optional(),
});

export const threadParamsSchema = z.object({
  rid: z.uuid({ message: 'Not a valid request id' }),
});
export const threadQuerySchema = z.object({
  /** The inbox the thread is read as (user id or business id). */
  bid: z.uuid({ message: 'Not a valid user or business id' }),
  /** Older messages than this message id (a page up). */
  before: z.uuid({ message: 'Not a valid message id' }).optional(),
});

export const sendMessageSchema = z.object({
  content: z
    .string({ message: 'Write a message' })
    .trim()
    .min(1, { message: 'Write a message' })
    .max(inquiryLimits.messageMax, { message: `At most ${inquiryLimits.messageMax} characters` }),
  /**
   * A client-made id: retries of one send store one message. Left out (the spec's call sends only
   * `content`), the server makes one, so a retry without it stores the message again.
   */
  clientID: z.uuid({ message: 'Not a valid client id' }).optional(),
  /** The language the message is in, as its author says; detected when absent (decision 0026). */
  language: contentLanguageSchema.optional(),
});
export type SendMessageBody = z.input<typeof sendMessageSchema>;

/** Someone in a thread: a person or a business. */
export const partySchema = z.object({
  kind: z.enum(['user', 'business']),
  id: z.string(),
  name: z.string(),
  picture: z.object({ url: z.string() }).nullable(),
});
export type Party = z.infer<typeof partySchema>;

export const attachmentSchema = z.object({
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type InquiryAttachment = z.infer<typeof attachmentSchema>;

export const inquiryMessageSchema = z.object({
  messageID: z.string(),
  requestID: z.string(),
  /** S: the sending side wrote it; R: the receiving business. */
  from: z.enum(['S', 'R']),
  content: z.string(),
  /** Unix seconds (shown in UTC). */
  datetime: z.number().int(),
  type: z.literal('text'),
  /** The person who wrote it (a business's message names its member too). */
  author: z.object({ id: z.string(), name: z.string() }),
  attachments: z.array(attachmentSchema),
  /** The sender's client id, or the one the server made (null on messages that never had one). */
  clientID: z.string().nullable(),
  /** The language the message is in (decision 0026); beyond the spec, so optional. */
  language: storedContentLanguageSchema.optional(),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

export const inquiryThreadSchema = z.object({
  requestID: z.string(),
  subject: z.string(),
  status: z.enum(inquiryStatuses),
  senderType: z.enum(['user', 'business']),
  from: partySchema,
  to: partySchema,
  /** Which side the inbox it is read as is on. */
  side: z.enum(['S', 'R']),
  /** The other side, as this inbox sees it. */
  counterpart: partySchema,
  /** Unix seconds. */
  createdAt: z.number().int(),
  /** Unix seconds. */
  lastMessageAt: z.number().int(),
  lastMessage: z.string(),
  /** Messages of the other side this inbox has not read. */
  unread: z.number().int(),
  /** Unix seconds; null while open. */
  closedAt: z.number().int().nullable(),
  /** The buying request the thread is about (its buyer wrote from the comparison), or null. */
  buyingRequestID: z.string().nullable(),
});
export type InquiryThread = z.infer<typeof inquiryThreadSchema>;

/** GET /api/business/request?ubid= */
export const inboxResponseSchema = z.object({
  threads: z.array(inquiryThreadSchema),
  nextCursor: z.string().nullable(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/** GET /api/business/request/{rid}/get-messages?bid= (oldest first within the page). */
export const threadMessagesResponseSchema = z.object({
  thread: inquiryThreadSchema,
  messages: z.array(inquiryMessageSchema),
  /** Whether older messages exist (ask with before = the first message's id). */
  hasOlder: z.boolean(),
  /** The newest message of this side that the other side has read (read receipts). */
  readByCounterpart: z.string().nullable(),
});
export type ThreadMessagesResponse = z.infer<typeof threadMessagesResponseSchema>;

/** GET /api/business/request/inboxes: the inbox selector, with unread counts. */
export const inboxSchema = z.object({
  ubid: z.string(),
  kind: z.enum(['user', 'business']),
  name: z.string(),
  picture: z.object({ url: z.string() }).nullable(),
  unread: z.number().int(),
});
export type Inbox = z.infer<typeof inboxSchema>;
export const inboxesResponseSchema = z.object({ inboxes: z.array(inboxSchema), unread: z.number().int() });
export type InboxesResponse = z.infer<typeof inboxesResponseSchema>;

export const sendInquiryResponseSchema = z.object({
  requestID: z.string(),
  bid: z.string(),
  /**
   * True when the request is held for a moderator's review (its text went to many businesses,
   * decision 0033): answered 202, `requestID` is then the hold's id and no thread exists yet.
   */
  held: z.boolean().optional(),
});
export type SendInquiryResponse = z.infer<typeof sendInquiryResponseSchema>;
