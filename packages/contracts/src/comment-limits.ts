// The comments' limits, apart from the zod schemas in comments.ts: the web app's pages need them
// without zod (decision 0015).

export const commentLimits = { skipMax: 10_000 } as const;
