import { z } from 'zod';
import { sponsoredSchema } from './sponsored.ts';
import { uploadTokenSchema } from './files.ts';
import { limits } from './limits.ts';
import { postLimits } from './post-limits.ts';
import { contentLanguageSchema, storedContentLanguageSchema } from './content-language.ts';

/**
 * Posts, the newsfeed and timelines (core spec sections 2, 3 "Post", 4 "Posting", "Post removal",
 * 7; decision 0008). A user posts on their own timeline, or as a business they own or administer
 * on that business's timeline.
 */

export const timelineTypes = ['user', 'business'] as const;
export type TimelineType = (typeof timelineTypes)[number];

const uuid = (what: string) => z.uuid({ message: `Not a valid ${what} id` });

export const makePostSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, { message: 'Write something to post' })
    .max(postLimits.contentMax, { message: `At most ${postLimits.contentMax} characters` }),
  timelineID: uuid('timeline'),
  timelineType: z.enum(timelineTypes),
  /** Posting as this business (owner or admin); absent or null: as the user. */
  businessID: uuid('business').nullable().optional(),
  /** An upload token of a post image (files/upload-request/user or /business, purpose postImage). */
  picture: uploadTokenSchema.nullable().optional(),
  /**
   * The language the post is written in (ISO 639-1), as its author says; detected from the text
   * when absent (decision 0026).
   */
  language: contentLanguageSchema.optional(),
});
export type MakePostBody = z.input<typeof makePostSchema>;

export const removePostSchema = z.object({ postID: uuid('post') });
export const postIdParamsSchema = z.object({ postID: uuid('post') });

/** Who wrote something: a person (their photo) or a business (its logo and company name). */
export const authorSchema = z.object({
  kind: z.enum(['user', 'business']),
  id: z.string(),
  name: z.string(),
  photo: z.object({ url: z.string() }).nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const postSchema = z.object({
  postID: z.string(),
  content: z.string(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  timelineID: z.string(),
  timelineType: z.enum(timelineTypes),
  businessID: z.string().nullable(),
  author: authorSchema,
  header: z.object({
    author: authorSchema,
    metadata: z.object({ datetime: z.string(), resourceID: z.string() }),
  }),
  body: z.object({ text: z.string(), picture: z.object({ url: z.string() }).nullable() }),
  /** The language the text is in (decision 0026); beyond the spec, so optional. */
  language: storedContentLanguageSchema.optional(),
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
  commentCount: z.number().int(),
  /** What the viewer may do with it (null for visitors). */
  session: z.object({ canRemove: z.boolean() }).nullable(),
  /** In a newsfeed, a post an advertising boost put there (decision 0022); absent otherwise. */
  sponsored: sponsoredSchema.optional(),
});
export type Post = z.infer<typeof postSchema>;

export const newsfeedQuerySchema = z.object({
  /** The cursor of the previous page's answer; absent for the first page. */
  nextID: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'Not a newsfeed cursor' })
    .optional(),
});

const businessSuggestionSchema = z.object({
  businessID: z.string(),
  companyName: z.string(),
  shortDescription: z.string(),
  profilePhoto: z.object({ url: z.string() }).nullable(),
});

/** GET /api/newsfeed/load → data. `nextID` null: no older posts. */
export const newsfeedResponseSchema = z.object({
  posts: z.array(postSchema),
  nextID: z.string().nullable(),
  /** Only when the feed is empty: businesses to follow (the newest in the user's industry). */
  suggestions: z.array(businessSuggestionSchema),
});
export type NewsfeedResponse = z.infer<typeof newsfeedResponseSchema>;

export const timelineParamsSchema = z.object({ id: uuid('timeline') });
export const timelineQuerySchema = z.object({
  skip: z.coerce
    .number()
    .int()
    .min(0)
    .max(postLimits.timelineSkipMax, {
      message: `Timelines are served to ${postLimits.timelineSkipMax} posts deep`,
    })
    .default(0),
  size: z.coerce.number().int().min(1).max(50).default(limits.timelinePageSize),
});

/** GET /api/timeline/load/{id} → data. */
export const timelineResponseSchema = z.object({
  timelineID: z.string(),
  timelineType: z.enum(timelineTypes),
  posts: z.array(postSchema),
});
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;
