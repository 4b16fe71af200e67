import type { Post } from '@wbn/contracts';

/**
 * A post's own address: its timeline, with the post shown first. The spec has no post page; a
 * timeline is where a post lives, and a shared link should show the post itself.
 */
export const postPermalink = (post: Pick<Post, 'postID' | 'timelineID'>): string =>
  `/timeline/${post.timelineID}?post=${post.postID}`;
