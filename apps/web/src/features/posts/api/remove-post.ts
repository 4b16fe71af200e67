import { apiRequest } from '../../../shared/api/client.ts';

/** DELETE /api/social/posts/remove-post {postID}: the author, or an owner or admin of its business. */
export const removePost = (postID: string) =>
  apiRequest<{ removed: true }>('/social/posts/remove-post', { method: 'DELETE', body: { postID } });
