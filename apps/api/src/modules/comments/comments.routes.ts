import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentSchema,
  commentsParamsSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  makeCommentSchema,
  okEnvelope,
  removeCommentSchema,
} from '@wbn/contracts';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { CommentsService } from './comments.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['comments'];

/** Comments: the spec's /api/social/comments calls. */
export const commentsRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (
  app,
  { comments },
) => {
  app.post(
    '/social/comments/make-comment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Comments on a post, a product or a comment (a reply), as yourself or a business you manage',
        security,
        body: makeCommentSchema,
        response: { 200: okEnvelope(commentSchema) },
      },
    },
    async (request) => ok(await comments.make(userOf(request), request.body)),
  );

  app.delete(
    '/social/comments/remove-comment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Removes a comment: its author, an owner or admin of its business, or whoever answers for what it is on',
        security,
        body: removeCommentSchema,
        response: { 200: okEnvelope(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      await comments.remove(userOf(request), request.body.commentID);
      return ok({ removed: true as const });
    },
  );

  app.get(
    '/social/comments/:resourceID',
    {
      schema: {
        tags,
        summary: 'Comments on a post, product or comment, oldest first (data.data.comments)',
        params: commentsParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: okEnvelope(commentsResponseSchema) },
      },
    },
    async (request) =>
      ok(await comments.page(request.params.resourceID, request.query.skip, request.query.size)),
  );
};
