/**
 * Cache keys of comments. A page of comments is the same for every viewer (it carries no
 * viewer-specific part), so the viewer is not in the key.
 */
export const commentKeys = {
  all: ['comments'] as const,
  /** The comments (or replies) of one post, product or comment, page by page. */
  list: (resourceID: string) => [...commentKeys.all, 'list', resourceID] as const,
};

/** Comments arrive while people read; half a minute is fresh enough between openings. */
export const COMMENTS_STALE_MS = 30 * 1000;
