import { z } from 'zod';
import { boostLimits, boostTargetTypes } from './boost-limits.ts';
import { membershipIds } from './routes.ts';

/**
 * Advertising boosts (public-pages spec §9 membership table; decision 0022): the owner or an
 * admin of a paid-tier business shows one of its products or posts marked "Sponsored" for a
 * number of days, within the month's allowance, and sees what each boost showed.
 *
 * - GET    /api/promotion/business/{businessID}  → promotionStateSchema
 * - POST   /api/promotion/boosts                  createBoostSchema → boostSchema
 * - DELETE /api/promotion/boosts/{boostID}        → boostSchema (ended early)
 * - POST   /api/promotion/boosts/{boostID}/click  → { counted } (a viewer opened a sponsored item)
 */

const uuid = (what: string) => z.uuid({ message: `Not a valid ${what} id` });

export const createBoostSchema = z.object({
  businessID: uuid('business'),
  targetType: z.enum(boostTargetTypes, { message: 'A product or a post' }),
  targetID: uuid('product or post'),
  days: z
    .number({ message: 'A number of days' })
    .int({ message: 'Whole days' })
    .min(boostLimits.daysMin, { message: `At least ${boostLimits.daysMin} day` })
    .max(boostLimits.daysMax, { message: `At most ${boostLimits.daysMax} days` }),
});
export type CreateBoostBody = z.input<typeof createBoostSchema>;

export const boostParamsSchema = z.object({ boostID: uuid('boost') });
export const promotionParamsSchema = z.object({ businessID: uuid('business') });

export const boostStatuses = ['active', 'ended', 'cancelled'] as const;

export const boostSchema = z.object({
  boostID: z.string(),
  businessID: z.string(),
  targetType: z.enum(boostTargetTypes),
  targetID: z.string(),
  /** The product's name or the start of the post's text; null once the target is gone. */
  targetName: z.string().nullable(),
  days: z.number().int(),
  /** Unix seconds. */
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  status: z.enum(boostStatuses),
  /** Times it was shown, and opened, over its whole run. */
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type Boost = z.infer<typeof boostSchema>;

/** What the promotion screen offers to boost. */
const targetChoiceSchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/promotion/business/{businessID} → data (the owner and admins). */
export const promotionStateSchema = z.object({
  businessID: z.string(),
  subscription: z.enum(membershipIds),
  /** Boosts the tier allows a calendar month (UTC). */
  allowance: z.number().int(),
  startedThisMonth: z.number().int(),
  left: z.number().int(),
  /** Unix seconds: when the next month's allowance begins. */
  monthEndsAt: z.number().int(),
  /** Newest first. */
  boosts: z.array(boostSchema),
  targets: z.object({ products: z.array(targetChoiceSchema), posts: z.array(targetChoiceSchema) }),
});
export type PromotionState = z.infer<typeof promotionStateSchema>;

/** POST /api/promotion/boosts/{boostID}/click → data: counted once per viewer and day, after a showing. */
export const boostClickResponseSchema = z.object({ counted: z.boolean() });
