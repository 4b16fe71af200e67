import { z } from 'zod';
import {
  operatorRoles,
  operatorSchema,
  reportItemTypes,
  reportReasons,
  trailEntrySchema,
} from './moderation.ts';

/**
 * The operators' console at /admin (decision 0025): who the signed-in operator is, looking up
 * accounts and businesses with their history, and administrators granting and revoking roles.
 * The trail's CSV export (GET /api/admin/trail.csv) has no JSON shape; its columns are here.
 */

export const consoleLimits = {
  lookupMin: 2,
  lookupMax: 200,
  /** Accounts and businesses a lookup answers, each. */
  lookupResults: 20,
  /** Trail entries and reports shown with each account or business. */
  historyPerResult: 20,
  /** Trail entries one CSV export holds, newest first. */
  trailExportMax: 10_000,
} as const;

export const consoleMessages = {
  lookupLength: `Between ${consoleLimits.lookupMin} and ${consoleLimits.lookupMax} characters`,
  roleOneOf: `One of: ${operatorRoles.join(', ')}`,
  emailInvalid: 'Not a valid e-mail address',
  ownRole: 'You cannot change or revoke your own role; ask another administrator.',
  noRole: 'This account holds no operator role.',
} as const;

/** The CSV export's columns, in order (`before` and `after` as JSON text). */
export const trailCsvColumns = [
  'when',
  'who',
  'operatorID',
  'what',
  'itemType',
  'itemID',
  'subjectAccountID',
  'why',
  'before',
  'after',
  'reverses',
  'entryID',
] as const;

/** GET /api/admin/me: the signed-in account's operator role, null for everyone else. */
export const operatorMeSchema = z.object({ role: z.enum(operatorRoles).nullable() });
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const lookupQuerySchema = z.object({
  q: z
    .string({ message: consoleMessages.lookupLength })
    .trim()
    .min(consoleLimits.lookupMin, { message: consoleMessages.lookupLength })
    .max(consoleLimits.lookupMax, { message: consoleMessages.lookupLength }),
});

/** A report about an account's or business's item, open or closed. */
export const lookupReportSchema = z.object({
  reportID: z.string(),
  itemType: z.enum(reportItemTypes),
  itemID: z.string(),
  reason: z.enum(reportReasons),
  text: z.string(),
  status: z.enum(['open', 'closed']),
  reporter: z.object({ userID: z.string(), name: z.string() }),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type LookupReport = z.infer<typeof lookupReportSchema>;

export const lookupAccountSchema = z.object({
  userID: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles).nullable(),
  /** Null when not suspended; `until` null: for good. Unix seconds. */
  suspension: z.object({ until: z.number().int().nullable(), reason: z.string() }).nullable(),
  /** Trail entries about the account, newest first. */
  trail: z.array(trailEntrySchema),
  /** Reports about the account's profile, posts, comments, businesses and products, newest first. */
  reports: z.array(lookupReportSchema),
});
export type LookupAccount = z.infer<typeof lookupAccountSchema>;

export const lookupBusinessSchema = z.object({
  businessID: z.string(),
  name: z.string(),
  owner: z.object({ userID: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Trail entries about the business or its products, newest first. */
  trail: z.array(trailEntrySchema),
  /** Reports about the business or its products, newest first. */
  reports: z.array(lookupReportSchema),
});
export type LookupBusiness = z.infer<typeof lookupBusinessSchema>;

export const lookupSchema = z.object({
  accounts: z.array(lookupAccountSchema),
  businesses: z.array(lookupBusinessSchema),
});
export type Lookup = z.infer<typeof lookupSchema>;

/** POST /api/admin/operators: an administrator grants (or changes) a role by e-mail. */
export const operatorGrantSchema = z.object({
  email: z
    .string({ message: consoleMessages.emailInvalid })
    .trim()
    .max(254, { message: consoleMessages.emailInvalid })
    .pipe(z.email({ message: consoleMessages.emailInvalid })),
  role: z.enum(operatorRoles, { message: consoleMessages.roleOneOf }),
});
export type OperatorGrant = z.infer<typeof operatorGrantSchema>;

export const operatorParamsSchema = z.object({ userID: z.uuid({ message: 'Not a valid account id' }) });

/** What a grant or revoke answers: its trail entry (null when nothing changed) and the operators. */
export const operatorChangeSchema = z.object({
  entryID: z.string().nullable(),
  operators: z.array(operatorSchema),
});
export type OperatorChange = z.infer<typeof operatorChangeSchema>;
