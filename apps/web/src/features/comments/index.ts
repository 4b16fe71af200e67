// What src/app composes of comments (this feature has no pages of its own): the comments of a
// post (inside its card) and a page's comments section (the product page), each handed the like
// toggle of a comment by the composing page.
export {
  CommentList,
  type CommentListProps,
  type CommentLike,
  type CommentReport,
} from './components/CommentList.tsx';
export { CommentsSection } from './components/CommentsSection.tsx';
