import type { ReactNode } from 'react';
import { CommentList } from '../../../features/comments/index.ts';
import { PostSlotsProvider, type PostSlots } from '../../../features/posts/index.ts';
import { FollowButton, LikeButton } from '../../../features/social/index.ts';
import { commentLike } from './likes.tsx';
import { reportDialog } from './report-dialog.tsx';

/**
 * What a post card shows of other features: its like toggle, its comments, a suggestion's follow,
 * the report dialog.
 */
const postSlots: PostSlots = {
  like: (post, className) => (
    <LikeButton
      resourceID={post.postID}
      resourceType="post"
      initialCount={post.reactions.reactionCount.like}
      className={className}
    />
  ),
  comments: (post, box) => (
    <CommentList
      resourceID={post.postID}
      resourceType="post"
      boxLabel={box.label}
      onPosted={box.onPosted}
      onRemoved={box.onRemoved}
      autoFocus={box.autoFocus}
      like={commentLike}
      report={reportDialog}
      // Whoever may remove the post may remove the comments on it.
      moderated={post.session?.canRemove ?? false}
    />
  ),
  follow: (businessID, className) => <FollowButton businessID={businessID} compact className={className} />,
  reportDialog,
};

/** Around every page that shows posts (a feed, a timeline, a profile's or a business's timeline). */
export function WithPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsProvider value={postSlots}>{children}</PostSlotsProvider>;
}
