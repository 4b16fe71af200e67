// Likes and follows, shown on business and product pages and cards (optimistic toggles, spec §4).
export { LikeButton } from './components/LikeButton.tsx';
export { FollowButton } from './components/FollowButton.tsx';
// The like count query, for pages that wait for it before showing (the product page), and a way
// for lists that already carry their counts (posts, comments) to hand them to the like buttons.
export { primeReactionSummaries, reactionSummaryQuery } from './api/reactions.ts';
// The optimistic toggle machine (press shown at once, rollback on failure, rapid presses collapsed
// to the last intent), for other toggles of the same kind (saving a product or a business).
export { useOptimisticToggle, type OptimisticToggle } from './lib/use-optimistic-toggle.ts';
export type { ToggleSnapshot } from './lib/optimistic-toggle.ts';
