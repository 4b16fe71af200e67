import { z } from 'zod';
import { reportAcknowledged } from './stored-texts.ts';

/**
 * Trust and operations (decision 0025): operator roles, users' reports, the operators' review
 * queue, their actions and the trail that records them.
 */

export const operatorRoles = ['moderator', 'admin'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** What can be reported: a thread is an inquiry thread, a message one of its messages. */
export const reportItemTypes = [
  'post',
  'comment',
  'business',
  'product',
  'profile',
  'thread',
  'message',
] as const;
export type ReportItemType = (typeof reportItemTypes)[number];

export const reportReasons = [
  'spam',
  'fraud',
  'prohibited',
  'intellectual-property',
  'harassment',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The reasons as a person reads them. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  fraud: 'Fraud or scam',
  prohibited: 'Prohibited or counterfeit goods',
  'intellectual-property': 'Intellectual property',
  harassment: 'Harassment or hate',
  other: 'Other',
};

/** What an operator can do to a reported item. */
export const moderationActions = ['dismiss', 'hide', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** Every kind of trail entry: the actions, a reversal, and role changes. */
export const trailActions = [
  ...moderationActions,
  'reverse',
  'grant-role',
  'revoke-role',
  'grant-appeal',
  'reject-appeal',
] as const;
export type TrailAction = (typeof trailActions)[number];

export const moderationLimits = {
  textMax: 2000,
  /** Reports one account may file per hour. */
  reportsPerHour: 20,
  /** The longest suspension for a period, in days (longer is "for good"). */
  suspendDaysMax: 3650,
  queuePageSize: 50,
  trailPageSize: 100,
} as const;

export const moderationMessages = {
  reportNotFound: 'There is nothing to report here: it does not exist or you cannot see it.',
  reportTwice: 'You have already reported this, and your report is still open.',
  reportsPerHour: `You have sent ${moderationLimits.reportsPerHour} reports in the last hour. Please wait a little before sending another.`,
  textRequired: 'Say in a few words what is wrong',
  reasonRequired: 'Give the reason for this action',
  notOperator: 'This page is for the network’s operators.',
  notAdmin: 'Only an administrator can do this.',
  itemNotReported: 'This item has no open reports.',
  itemGone: 'This item is no longer there.',
  alreadyReversed: 'This action has already been reversed.',
  notReversible: 'This entry cannot be reversed.',
  cannotSuspendOperator: 'An operator’s account cannot be suspended; revoke the role first.',
  hideWhat: 'Only posts, comments, businesses and products can be hidden',
  hiddenAlready: 'This item is already hidden.',
  hidden: 'This content was removed by the network’s moderators.',
  acknowledged: reportAcknowledged,
} as const;

/** A required free text of at most `moderationLimits.textMax` characters. */
export const moderationText = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(moderationLimits.textMax, { message: `At most ${moderationLimits.textMax} characters` });

export const reportCreateSchema = z.object({
  itemType: z.enum(reportItemTypes, { message: `One of: ${reportItemTypes.join(', ')}` }),
  itemID: z.uuid({ message: 'Not a valid item id' }),
  reason: z.enum(reportReasons, { message: `One of: ${reportReasons.join(', ')}` }),
  text: moderationText(moderationMessages.textRequired),
});
export type ReportCreate = z.infer<typeof reportCreateSchema>;

export const reportSchema = z.object({
  reportID: z.string(),
  itemType: z.enum(reportItemTypes),
  itemID: z.string(),
  reason: z.enum(reportReasons),
  text: z.string(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type Report = z.infer<typeof reportSchema>;

export const personRefSchema = z.object({ userID: z.string(), name: z.string() });

/** One item of the review queue with its open reports. */
export const queueItemSchema = z.object({
  itemType: z.enum(reportItemTypes),
  itemID: z.string(),
  /** Open reports + 2 × distinct reporters + 3 × the author's earlier actions against them. */
  score: z.number().int(),
  reportCount: z.number().int(),
  reporters: z.number().int(),
  /** Hide, warn and suspend actions against the author before, not reversed. */
  authorPriorActions: z.number().int(),
  author: personRefSchema.nullable(),
  /** The item's text (a post's or comment's content, a name …) and where it is seen; null when gone. */
  content: z.object({ text: z.string(), link: z.string().nullable() }).nullable(),
  hidden: z.boolean(),
  reports: z.array(
    z.object({
      reportID: z.string(),
      reason: z.enum(reportReasons),
      text: z.string(),
      reporter: personRefSchema,
      createdAt: z.number().int(),
    }),
  ),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueSchema = z.object({ items: z.array(queueItemSchema) });

export const actionCreateSchema = z.object({
  action: z.enum(moderationActions, { message: `One of: ${moderationActions.join(', ')}` }),
  itemType: z.enum(reportItemTypes, { message: `One of: ${reportItemTypes.join(', ')}` }),
  itemID: z.uuid({ message: 'Not a valid item id' }),
  reason: moderationText(moderationMessages.reasonRequired),
  /** Suspend only: days of suspension; left out, for good. */
  days: z
    .number({ message: 'A whole number of days' })
    .int({ message: 'A whole number of days' })
    .min(1, { message: 'At least 1 day' })
    .max(moderationLimits.suspendDaysMax, { message: `At most ${moderationLimits.suspendDaysMax} days` })
    .optional(),
});
export type ActionCreate = z.infer<typeof actionCreateSchema>;

export const reverseSchema = z.object({ reason: moderationText(moderationMessages.reasonRequired) });

export const trailEntrySchema = z.object({
  entryID: z.string(),
  /** Null for the command line. */
  operator: personRefSchema.nullable(),
  action: z.enum(trailActions),
  itemType: z.string().nullable(),
  itemID: z.string().nullable(),
  subjectAccountID: z.string().nullable(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reverses: z.string().nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;
export const trailSchema = z.object({ entries: z.array(trailEntrySchema) });

export const trailParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid entry id' }) });

export const operatorSchema = z.object({
  userID: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles),
  /** Unix seconds. */
  grantedAt: z.number().int(),
});
export const operatorsSchema = z.object({ operators: z.array(operatorSchema) });

export const actionResultSchema = z.object({ entryID: z.string() });
