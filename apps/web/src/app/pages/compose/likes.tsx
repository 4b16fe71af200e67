import type { Comment } from '@wbn/contracts';
import { LikeButton } from '../../../features/social/index.ts';

/** A comment's like toggle: icon and count, starting from the count the comment carries. */
export const commentLike = (comment: Comment) => (
  <LikeButton
    resourceID={comment.commentID}
    resourceType="comment"
    compact
    initialCount={comment.reactions.reactionCount.like}
  />
);
