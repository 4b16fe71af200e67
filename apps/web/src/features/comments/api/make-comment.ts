import type { Comment, MakeCommentBody } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/social/comments/make-comment: answers the stored comment. */
export const makeComment = (body: MakeCommentBody) =>
  apiRequest<Comment>('/social/comments/make-comment', { method: 'POST', body });
