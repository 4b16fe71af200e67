import { z } from 'zod';

/**
 * Likes and follows (core spec sections 3 "Reaction", "Follow summary", 4, 7). A user acts as
 * themselves or, with `businessID`, as a business they belong to (owner, admin or member). Each
 * actor's like (or follow) counts once, however often or concurrently it is sent.
 */
export const reactionResourceTypes = ['business', 'product', 'post', 'comment'] as const;
export type ReactionResourceType = (typeof reactionResourceTypes)[number];
export const reactionTypes = ['like'] as const;

export const reactionResourceParamsSchema = z.object({ resourceType: z.enum(reactionResourceTypes) });

const businessIdSchema = z.uuid({ message: 'Not a valid business id' });

export const reactBodySchema = z.object({
  resourceID: z.uuid({ message: 'Not a valid resource id' }),
  reactionType: z.enum(reactionTypes).default('like'),
  businessID: businessIdSchema.nullable().optional(),
});
export type ReactBody = z.input<typeof reactBodySchema>;

export const unreactBodySchema = z.object({
  resourceID: z.uuid({ message: 'Not a valid resource id' }),
  businessID: businessIdSchema.nullable().optional(),
});

export const resourceIdParamsSchema = z.object({
  resourceID: z.uuid({ message: 'Not a valid resource id' }),
});
export const idParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
export const actingBusinessQuerySchema = z.object({
  businessID: z.union([z.literal(''), businessIdSchema]).optional(),
});

/** GET /api/social/reaction/summary/{id} → data.reactionCount.like */
export const reactionSummarySchema = z.object({
  resourceID: z.string(),
  reactionCount: z.object({ like: z.number().int() }),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

/** GET /api/social/reaction/check/{resourceID}?businessID= → data.reactionType (null: not reacted). */
export const reactionCheckSchema = z.object({ reactionType: z.enum(reactionTypes).nullable() });

/** Answer of react / unreact: the state after the call and the new count. */
export const reactionResultSchema = z.object({
  reacted: z.boolean(),
  reactionCount: z.object({ like: z.number().int() }),
});

export const followBodySchema = z.object({
  resourceID: z.uuid({ message: 'Not a valid business id' }),
  businessID: businessIdSchema.nullable().optional(),
});
export type FollowBody = z.input<typeof followBodySchema>;

/** GET /api/social/follow/{id}/summary?businessID= → { followersCount, session }. */
export const followSummarySchema = z.object({
  followersCount: z.number().int(),
  /** null for visitors; `following` is the acting user's (or business's) state. */
  session: z.object({ following: z.boolean() }).nullable(),
});
export type FollowSummary = z.infer<typeof followSummarySchema>;
