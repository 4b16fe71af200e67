// What other features use of comments (this feature has no pages of its own).
// The comments of a post (inside its card) and a page's comments section (the product page).
export { CommentList, type CommentListProps } from './components/CommentList.tsx';
export { CommentsSection } from './components/CommentsSection.tsx';
// Who a post or comment is written as (the user or a business they manage, remembered), and its
// selector, shared with the post composer.
export { useWritingActor, type WritingActor } from './lib/use-writing-actor.ts';
export { ActorSelect } from './components/ActorSelect.tsx';
export { authorHref } from './lib/author-href.ts';
