import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eligibleDealsSchema,
  okEnvelope,
  reviewAnswerSchema,
  reviewBusinessParamsSchema,
  reviewCreateSchema,
  reviewParamsSchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ReputationService } from './reputation.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['reputation'];

/** Reviews after a deal (decision 0024); the response figures travel on the business payloads. */
export const reputationRoutes: FastifyPluginAsyncZod<{ reputation: ReputationService }> = async (
  app,
  { reputation },
) => {
  app.get(
    '/businesses/:id/reviews',
    {
      schema: {
        tags,
        summary: "A business's reviews, newest first, with its response figures and average rating",
        params: reviewBusinessParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: okEnvelope(reviewsPageSchema) },
      },
    },
    async (request) =>
      ok(await reputation.reviews(request.params.id, request.user ?? null, request.query.cursor)),
  );

  app.get(
    '/businesses/:id/reviews/eligible',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The finished deals with this business that the signed-in user may still review',
        security,
        params: reviewBusinessParamsSchema,
        response: { 200: okEnvelope(eligibleDealsSchema) },
      },
    },
    async (request) => ok(await reputation.eligible(userOf(request), request.params.id)),
  );

  app.post(
    '/businesses/:id/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Reviews a finished deal with this business (its buyer only, once per deal)',
        security,
        params: reviewBusinessParamsSchema,
        body: reviewCreateSchema,
        response: { 201: okEnvelope(reviewSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await reputation.create(userOf(request), request.params.id, request.body))),
  );

  app.post(
    '/reviews/:id/answer',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The reviewed business's answer to a review (once)",
        security,
        params: reviewParamsSchema,
        body: reviewAnswerSchema,
        response: { 200: okEnvelope(reviewSchema) },
      },
    },
    async (request) => ok(await reputation.answer(userOf(request), request.params.id, request.body.text)),
  );
};
