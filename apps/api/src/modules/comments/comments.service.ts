import type { Comment, CommentsResponse, makeCommentSchema } from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { managers, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { toComment } from './comments.mapper.ts';
import { commentsRepository as repo } from './comments.repository.ts';

type MakeComment = z.output<typeof makeCommentSchema>;

const labels = { post: 'The post', product: 'The product', comment: 'The comment' } as const;

/**
 * Comments on posts, products and comments (decision 0008): oldest first, 5 a page. A reply to a
 * reply is stored against the top-level comment, so a thread is one level deep.
 */
export function createCommentsService(
  db: Database,
  { business, notifications }: { business: BusinessService; notifications: NotificationsService },
) {
  return {
    /** POST /api/social/comments/make-comment: the new comment. */
    async make(viewer: Viewer, body: MakeComment): Promise<Comment> {
      const commentID = await db.transaction(async (tx) => {
        if (body.businessID) await business.authorise(viewer, body.businessID, managers, tx);
        let target = { resourceType: body.resourceType, resourceId: body.resourceID };
        if (body.resourceType === 'comment') {
          const answered = await repo.target(tx, body.resourceID);
          if (!answered) throw AppError.notFound(labels.comment);
          // A reply to a reply joins the thread of the top-level comment.
          if (answered.resourceType === 'comment')
            target = { resourceType: 'comment', resourceId: answered.resourceId };
        } else if ((await repo.resourceType(tx, body.resourceID)) !== body.resourceType) {
          throw AppError.notFound(labels[body.resourceType]);
        }
        return repo.insert(tx, {
          ...target,
          authorUserId: viewer.userID,
          businessId: body.businessID ?? null,
          content: body.content,
        });
      });
      await notifications.commented(
        { userID: viewer.userID, businessID: body.businessID ?? null },
        commentID,
      );
      const row = await repo.card(db, commentID);
      return toComment(row!);
    },

    /** GET /api/social/comments/{resourceID}: a page, oldest first (404 for an unknown resource). */
    async page(resourceID: string, skip: number, size: number): Promise<CommentsResponse> {
      const found = await repo.page(db, resourceID, skip, size);
      if (!found.known) throw AppError.notFound('The post, product or comment');
      return { data: { comments: found.rows.map(toComment), total: found.total } };
    },

    /** Whether a comment exists (likes on it). */
    exists: (conn: Queryable, commentID: string) => repo.exists(conn, commentID),
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
