import { z } from 'zod';
import { personRefSchema, reportItemTypes, reportReasons } from './moderation.ts';

// The console's review queue (GET /api/admin/queue, decision 0025), apart from the reports' own
// schemas: only the console reads it, so the pages' first loads do not carry it.

/** One item of the review queue with its open reports. */
export const queueItemSchema = z.object({
  itemType: z.enum(reportItemTypes),
  itemID: z.string(),
  /**
   * Open reports + 2 × distinct reporters + 3 × the author's earlier actions against them + the
   * reporters' standing.
   */
  score: z.number().int(),
  reportCount: z.number().int(),
  reporters: z.number().int(),
  /** Hide, warn and suspend actions against the author before, not reversed. */
  authorPriorActions: z.number().int(),
  /**
   * Each reporter's earlier reports acted on less those dismissed (decisions not reversed), bounded
   * to -2…3 a reporter, summed over the item's reporters.
   */
  reporterStanding: z.number().int(),
  author: personRefSchema.nullable(),
  /** The item's text (a post's or comment's content, a name …) and where it is seen; null when gone. */
  content: z.object({ text: z.string(), link: z.string().nullable() }).nullable(),
  hidden: z.boolean(),
  /** Hidden automatically (reports from several people) until an operator decides. */
  autoHidden: z.boolean(),
  reports: z.array(
    z.object({
      reportID: z.string(),
      reason: z.enum(reportReasons),
      text: z.string(),
      /** Null for a notice from the public form (then `notifier`). */
      reporter: personRefSchema.nullable(),
      notifier: z.object({ name: z.string(), email: z.string() }).nullable(),
      createdAt: z.number().int(),
    }),
  ),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** An inquiry held for review (its text went to many businesses): delivered or dropped by an operator. */
export const heldItemSchema = z.object({
  holdID: z.string(),
  sender: personRefSchema,
  /** The business it was sent as, if any. */
  fromBusiness: z.object({ businessID: z.string(), name: z.string() }).nullable(),
  to: z.object({ businessID: z.string(), name: z.string() }),
  subject: z.string(),
  text: z.string(),
  /** Businesses the sender sent the same text to within the window, this one included. */
  sameTextBusinesses: z.number().int(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type HeldItem = z.infer<typeof heldItemSchema>;
export const queueSchema = z.object({ items: z.array(queueItemSchema), holds: z.array(heldItemSchema) });
