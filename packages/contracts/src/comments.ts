import { z } from 'zod';
import { limits } from './limits.ts';
import { authorSchema } from './posts.ts';
import { commentLimits } from './comment-limits.ts';

/**
 * Comments on posts, products and comments (core spec sections 2 "Comments", 3, 7; decision
 * 0008). A reply to a reply is stored against the same top-level comment, so the page shows one
 * level of replies. Loaded 5 at a time, oldest first.
 */
export const commentResourceTypes = ['post', 'product', 'comment'] as const;
export type CommentResourceType = (typeof commentResourceTypes)[number];

export const makeCommentSchema = z.object({
  resourceID: z.uuid({ message: 'Not a valid resource id' }),
  resourceType: z.enum(commentResourceTypes),
  content: z
    .string()
    .trim()
    .min(1, { message: 'Write something to comment' })
    .max(limits.textAreaMax, { message: `At most ${limits.textAreaMax} characters` }),
  /** Commenting as this business (owner or admin); absent or null: as the user. */
  businessID: z.uuid({ message: 'Not a valid business id' }).nullable().optional(),
});
export type MakeCommentBody = z.input<typeof makeCommentSchema>;

/** DELETE /api/social/comments/remove-comment (as posts' remove-post takes `postID`). */
export const removeCommentSchema = z.object({
  commentID: z.uuid({ message: 'Not a valid comment id' }),
});
export type RemoveCommentBody = z.input<typeof removeCommentSchema>;

export const commentSchema = z.object({
  commentID: z.string(),
  resourceID: z.string(),
  resourceType: z.enum(commentResourceTypes),
  content: z.string(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  whoComment: authorSchema,
  /** Replies to it (top-level comments only; 0 for a reply). */
  replyCount: z.number().int(),
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsParamsSchema = z.object({
  resourceID: z.uuid({ message: 'Not a valid resource id' }),
});
export const commentsQuerySchema = z.object({
  skip: z.coerce
    .number()
    .int()
    .min(0)
    .max(commentLimits.skipMax, { message: `Comments are served to ${commentLimits.skipMax} deep` })
    .default(0),
  size: z.coerce.number().int().min(1).max(20).default(limits.commentsPageSize),
});

/** GET /api/social/comments/{resourceID} → data.data.comments (the spec's nesting). */
export const commentsResponseSchema = z.object({
  data: z.object({ comments: z.array(commentSchema), total: z.number().int() }),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;
