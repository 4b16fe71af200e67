import { z } from 'zod';

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
});
export type HiddenNotice = z.infer<typeof hiddenNoticeSchema>;
