// The posts' limits, apart from the zod schemas in posts.ts: the web app's pages need them
// without zod (decision 0015).

export const postLimits = {
  contentMax: 3000,
  /** Timelines page with skip; deeper than this is refused (the newsfeed uses its cursor). */
  timelineSkipMax: 1000,
  newsfeedPageSize: 10,
  /** Businesses an empty newsfeed suggests following. */
  suggestionsMax: 6,
} as const;
