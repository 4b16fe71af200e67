import { z } from 'zod';

/** The words of a hidden notice, sent in the reader's language with it. */
export const hiddenNoticeMessages = {
  notice: 'Hidden by the network’s moderators: only your business sees it. Reason:',
  appeal: 'Read the statement of reasons and appeal',
} as const;

/**
 * What the members of a hidden business (or of a hidden product's business) read on its page
 * instead of it vanishing (decision 0025): the statement of reasons it came from and why.
 */
export const hiddenNoticeSchema = z.object({
  /** The trail entry that hid it: its statement of reasons is /moderation/statement/{entryID}. */
  entryID: z.string(),
  reason: z.string(),
  /** Unix seconds. */
  hiddenAt: z.number().int(),
  /** What happened and where to appeal, in the reader's language (`hiddenNoticeMessages`). */
  notice: z.string(),
  appeal: z.string(),
});
export type HiddenNotice = z.infer<typeof hiddenNoticeSchema>;
