// Likes and follows, shown on business and product pages and cards (optimistic toggles, spec §4).
// The pages of src/app put them into the other features' screens. The like counts other features
// hand in or wait for, and the optimistic toggle machine, are in shared/.
export { LikeButton } from './components/LikeButton.tsx';
export { FollowButton } from './components/FollowButton.tsx';
