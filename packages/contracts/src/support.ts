import { z } from 'zod';
import { supportLimits } from './boost-limits.ts';
import { membershipIds } from './routes.ts';

/**
 * Professional support (public-pages spec §9 membership table; decision 0022): the owner or an
 * admin of a Premium or Platinum business asks for help; the request goes to the support address
 * and its hours count against the membership year's.
 *
 * - GET  /api/support/business/{businessID} → supportStateSchema
 * - POST /api/support/requests              createSupportRequestSchema → supportRequestSchema
 */

const uuid = (what: string) => z.uuid({ message: `Not a valid ${what} id` });

export const createSupportRequestSchema = z.object({
  businessID: uuid('business'),
  subject: z
    .string({ message: 'Say what the help is about' })
    .trim()
    .min(1, { message: 'Say what the help is about' })
    .max(supportLimits.subjectMax, { message: `At most ${supportLimits.subjectMax} characters` }),
  message: z
    .string({ message: 'Describe what you need' })
    .trim()
    .min(1, { message: 'Describe what you need' })
    .max(supportLimits.messageMax, { message: `At most ${supportLimits.messageMax} characters` }),
  /** The hours asked for, counted until support records the time it took. */
  hours: z
    .number({ message: 'A number of hours' })
    .multipleOf(supportLimits.hoursStep, { message: 'Whole or half hours' })
    .min(supportLimits.hoursStep, { message: 'At least half an hour' })
    .max(supportLimits.hoursMax, { message: `At most ${supportLimits.hoursMax} hours` })
    .default(1),
});
export type CreateSupportRequestBody = z.input<typeof createSupportRequestSchema>;

export const supportParamsSchema = z.object({ businessID: uuid('business') });

export const supportRequestSchema = z.object({
  requestID: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['open', 'closed']),
  /** Hours asked for; `hoursUsed` replaces them once support has recorded its time. */
  hoursRequested: z.number(),
  hoursUsed: z.number().nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  requester: z.object({ userID: z.string(), name: z.string() }).nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** GET /api/support/business/{businessID} → data (the owner and admins). */
export const supportStateSchema = z.object({
  businessID: z.string(),
  subscription: z.enum(membershipIds),
  /** Hours the tier includes in a membership year. */
  hoursIncluded: z.number(),
  hoursUsed: z.number(),
  hoursLeft: z.number(),
  /** Unix seconds: the end of the membership year the hours belong to. */
  yearEndsAt: z.number().int(),
  /** Newest first, this membership year's. */
  requests: z.array(supportRequestSchema),
});
export type SupportState = z.infer<typeof supportStateSchema>;
