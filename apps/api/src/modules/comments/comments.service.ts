import type { Comment, CommentsResponse, Throttles, makeCommentSchema } from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { throttleNewAccount } from '../../lib/throttles.ts';
import { managers, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { toComment } from './comments.mapper.ts';
import { commentsRepository as repo } from './comments.repository.ts';

type MakeComment = z.output<typeof makeCommentSchema>;

const labels = { post: 'The post', product: 'The product', comment: 'The comment' } as const;
const removalRefused =
  'Only its author, an owner or admin of its business, or whoever answers for what it is on may remove a comment';

/**
 * Comments on posts, products and comments (decision 0008): oldest first, 5 a page. A reply to a
 * reply is stored against the top-level comment, so a thread is one level deep.
 */
export function createCommentsService(
  db: Database,
  {
    business,
    notifications,
    throttles,
  }: { business: BusinessService; notifications: NotificationsService; throttles: Throttles },
) {
  const manages = async (viewer: Viewer, businessIDs: (string | null)[]) => {
    for (const id of new Set(businessIDs.filter((b): b is string => b !== null))) {
      const access = await business.accessOf(id, viewer).catch(() => null);
      if (access === 'owner' || access === 'admin') return true;
    }
    return false;
  };

  type Removable = {
    authorUserId: string;
    businessId: string | null;
    resourceType: string;
    resourceId: string;
  };
  async function mayRemove(viewer: Viewer, comment: Removable, tx: Queryable): Promise<boolean> {
    if (comment.authorUserId === viewer.userID) return true;
    if (await manages(viewer, [comment.businessId])) return true;
    if (comment.resourceType === 'comment') {
      const answered = await repo.forRemoval(tx, comment.resourceId);
      return answered !== null && (await mayRemove(viewer, answered, tx));
    }
    const owners = await repo.resourceOwners(
      tx,
      comment.resourceType as 'post' | 'product',
      comment.resourceId,
    );
    return owners.authorUserId === viewer.userID || (await manages(viewer, owners.businessIds));
  }

  return {
    /** POST /api/social/comments/make-comment: the new comment. */
    async make(viewer: Viewer, body: MakeComment): Promise<Comment> {
      const commentID = await db.transaction(async (tx) => {
        if (body.businessID) await business.authorise(viewer, body.businessID, managers, tx);
        await throttleNewAccount(tx, throttles, 'comments', viewer.userID);
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

    /**
     * DELETE /api/social/comments/remove-comment: removes a comment (and so hides its replies).
     * Its author may, an owner or admin of the business it was made as, and whoever answers for
     * what it is on: the post's author, the owners and admins of the post's or the product's
     * business; for a reply, whoever may remove the comment it answers.
     */
    async remove(viewer: Viewer, commentID: string): Promise<void> {
      await db.transaction(async (tx) => {
        const comment = await repo.forRemoval(tx, commentID);
        if (!comment) throw AppError.notFound(labels.comment);
        if (!(await mayRemove(viewer, comment, tx))) throw AppError.forbidden(removalRefused);
        await repo.softDelete(tx, commentID);
      });
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
