import type { Comment } from '@wbn/contracts';
import { authorOf } from '../../lib/author.ts';
import type { CommentRow } from './comments.repository.ts';

/** A comment as every list shows it. Replies carry 0: the page shows one level of them. */
export function toComment(row: CommentRow): Comment {
  return {
    commentID: row.commentId,
    resourceID: row.resourceId,
    resourceType: row.resourceType,
    content: row.content,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    whoComment: authorOf(row),
    replyCount: row.resourceType === 'comment' ? 0 : row.replies,
    reactions: { reactionCount: { like: row.likes } },
  };
}
