import { z } from 'zod';
import { uiLanguages } from './languages.ts';
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

/** Operators' decisions on company verification checks (decision 0032). */
export const verificationTrailActions = ['verify-approve', 'verify-more', 'verify-revoke'] as const;
export type VerificationTrailAction = (typeof verificationTrailActions)[number];

/** Every kind of trail entry: the actions, a reversal, role changes, appeals' decisions, verification decisions and held requests' release. */
export const trailActions = [
  ...moderationActions,
  'reverse',
  'grant-role',
  'revoke-role',
  ...verificationTrailActions,
  'release',
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

/**
 * The spam throttles' defaults (decision 0033). Each is an environment setting of the API (README,
 * "Settings"), read once into its configuration (`config.throttles`).
 */
export const throttleDefaults = {
  /** An account younger than this many days has the lower hourly limits below. */
  newAccountDays: 3,
  postsPerHour: 5,
  commentsPerHour: 15,
  inquiriesPerHour: 5,
  /** Businesses followed an hour (follows are the network's connections). */
  followsPerHour: 15,
  /** An inquiry whose text already went to this many businesses (it included) is held for review. */
  sameTextBusinesses: 5,
  /** … counting the sender's inquiries of the last this many hours. */
  sameTextHours: 24,
  /** A post or comment reported by this many distinct people is hidden until reviewed. */
  autoHideReporters: 3,
  /** Notices one client address may send an hour through the public form. */
  noticesPerHour: 5,
} as const;
export type Throttles = { readonly [K in keyof typeof throttleDefaults]: number };

/** What a throttled write is told (429), naming the limit. */
export const throttleMessages = {
  posts: (days: number, n: number) =>
    `An account younger than ${days} days can publish ${n} posts an hour. Please wait a little before posting again.`,
  comments: (days: number, n: number) =>
    `An account younger than ${days} days can write ${n} comments an hour. Please wait a little before commenting again.`,
  inquiries: (days: number, n: number) =>
    `An account younger than ${days} days can send ${n} requests an hour. Please wait a little before sending another.`,
  follows: (days: number, n: number) =>
    `An account younger than ${days} days can follow ${n} businesses an hour. Please wait a little before following another.`,
  held: 'You sent this text to many businesses, so a moderator will review it before it is delivered.',
  notices: (n: number) =>
    `${n} notices have been sent from your connection in the last hour. Please wait a little before sending another.`,
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
  holdNotFound: 'This held request is no longer waiting for review.',
  noticeUrl: 'Give the address (URL) of a page of this network: a business, a product, a profile or a post',
  noticeNotFound: 'There is nothing to report at this address: it does not exist or was removed.',
  noticeExplanation: 'Explain why you believe the content is illegal',
  noticeName: 'Give your name',
  noticeEmail: 'Give an e-mail address where we can write to you',
  noticeGoodFaith: 'Confirm that your notice is accurate and made in good faith',
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

/**
 * A notice from anyone, signed in or not, through the public form (the EU Digital Services Act's
 * notice and action): the page's address, why the content is illegal, who sends it.
 */
export const noticeCreateSchema = z.object({
  url: z
    .string({ message: moderationMessages.noticeUrl })
    .trim()
    .min(1, { message: moderationMessages.noticeUrl })
    .max(2000, { message: 'At most 2000 characters' }),
  reason: z.enum(reportReasons, { message: `One of: ${reportReasons.join(', ')}` }),
  explanation: moderationText(moderationMessages.noticeExplanation),
  name: z
    .string({ message: moderationMessages.noticeName })
    .trim()
    .min(1, { message: moderationMessages.noticeName })
    .max(200, { message: 'At most 200 characters' }),
  email: z.email({ message: moderationMessages.noticeEmail }).max(254, { message: 'At most 254 characters' }),
  goodFaith: z.literal(true, { message: moderationMessages.noticeGoodFaith }),
  /** The form's language: the acknowledgement and the outcome are written in it. */
  language: z.enum(uiLanguages, { message: `One of: ${uiLanguages.join(', ')}` }).optional(),
});
export type NoticeCreate = z.infer<typeof noticeCreateSchema>;
export const noticeSchema = z.object({
  noticeID: z.string(),
  itemType: z.enum(reportItemTypes),
  itemID: z.string(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});

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

export const holdActions = ['release', 'dismiss'] as const;
export const holdActionSchema = z.object({
  action: z.enum(holdActions, { message: `One of: ${holdActions.join(', ')}` }),
  reason: moderationText(moderationMessages.reasonRequired),
});
export const holdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid hold id' }) });

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
