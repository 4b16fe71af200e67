import { apiRequest } from '../../../shared/api/client.ts';

/**
 * DELETE /api/social/comments/remove-comment {commentID}: its author, an owner or admin of its
 * business, or whoever answers for what it is on.
 */
export const removeComment = (commentID: string) =>
  apiRequest<{ removed: true }>('/social/comments/remove-comment', { method: 'DELETE', body: { commentID } });
