import type { Comment } from '@wbn/contracts';
import { authorOf } from '../../lib/author.ts';
import type { CommentRow } from './comments.repository.ts';

/** A comment as every list shows it. Replies carry 0: the page shows one level of them. */
export function toComment(row: CommentRow): Comment {
  return {
    commentID: row.comment_id,
    resourceID: row.resource_id,
    resourceType: row.resource_type,
    content: row.content,
    createdAt: Math.floor(new Date(row.created_at).getTime() / 1000),
    whoComment: authorOf(row),
    replyCount: row.resource_type === 'comment' ? 0 : row.replies,
    reactions: { reactionCount: { like: row.likes } },
  };
}
