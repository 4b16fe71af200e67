// Likes and follows, shown on business and product pages and cards (optimistic toggles, spec §4).
export { LikeButton } from './components/LikeButton.tsx';
export { FollowButton } from './components/FollowButton.tsx';
// The like count query, for pages that wait for it before showing (the product page).
export { reactionSummaryQuery } from './api/reactions.ts';
