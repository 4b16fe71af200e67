import { z } from 'zod';
import {
  reputationLimits as limits,
  reputationMessages as says,
  reviewDealKinds,
} from './reputation-limits.ts';

/**
 * A business's reputation (decision 0024, docs/response-figures.md): the response figures of the
 * last 90 days and the reviews left after deals.
 */

const uuid = (what: string) => z.uuid({ message: `Not a valid ${what} id` });
const text = (max: number, required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: `At most ${max} characters` });

/** Null when the business has fewer counted threads than the threshold ("New on the network"). */
export const responseFiguresSchema = z.object({
  /** Answered threads of the counted ones, in percent (0-100, rounded). */
  answeredPercent: z.number().int(),
  /** The median time to the first reply, in minutes; null when none was answered. */
  medianReplyMinutes: z.number().int().nullable(),
  /** The counted threads of the window. */
  threads: z.number().int(),
});
export type ResponseFigures = z.infer<typeof responseFiguresSchema>;

export const reputationSchema = z.object({
  response: responseFiguresSchema.nullable(),
  reviews: z.object({
    count: z.number().int(),
    /** The mean rating, to one decimal; null without reviews. */
    average: z.number().nullable(),
  }),
});
export type Reputation = z.infer<typeof reputationSchema>;

export const reviewAuthorSchema = z.object({
  name: z.string(),
  /** The buyer business it was written for, when there was one. */
  businessName: z.string().nullable(),
});

export const reviewSchema = z.object({
  reviewID: z.string(),
  businessID: z.string(),
  deal: z.enum(reviewDealKinds),
  rating: z.number().int(),
  text: z.string(),
  author: reviewAuthorSchema,
  /** Unix seconds. */
  createdAt: z.number().int(),
  answer: z.object({ text: z.string(), createdAt: z.number().int() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/businesses/{id}/reviews → data. */
export const reviewsPageSchema = z.object({
  items: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
  reputation: reputationSchema,
  /** True when the viewer may answer these reviews (a person of the business). */
  canAnswer: z.boolean(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reviewsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** A deal the viewer may still review (GET /api/businesses/{id}/reviews/eligible). */
export const eligibleDealSchema = z.object({
  kind: z.enum(reviewDealKinds),
  id: z.string(),
  /** The request's or the thread's title. */
  title: z.string(),
  /** When the deal was made (the award, the thread's close), Unix seconds. */
  at: z.number().int(),
});
export type EligibleDeal = z.infer<typeof eligibleDealSchema>;
export const eligibleDealsSchema = z.object({ deals: z.array(eligibleDealSchema) });
export type EligibleDeals = z.infer<typeof eligibleDealsSchema>;

export const reviewCreateSchema = z.object({
  deal: z.object({
    kind: z.enum(reviewDealKinds, { message: 'Choose the deal: award or thread' }),
    /** The awarded quote's id, or the inquiry thread's. */
    id: uuid('deal'),
  }),
  rating: z
    .number({ message: says.rating })
    .int({ message: says.rating })
    .min(1, says.rating)
    .max(5, says.rating),
  text: text(limits.reviewTextMax, says.textRequired),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const reviewAnswerSchema = z.object({ text: text(limits.answerTextMax, says.answerRequired) });
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export const reviewBusinessParamsSchema = z.object({ id: uuid('business') });
export const reviewParamsSchema = z.object({ id: uuid('review') });
