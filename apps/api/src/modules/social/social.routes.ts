import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actingBusinessQuerySchema,
  followBodySchema,
  followSummarySchema,
  idParamsSchema,
  okEnvelope,
  reactBodySchema,
  reactionCheckSchema,
  reactionResourceParamsSchema,
  reactionResultSchema,
  reactionSummarySchema,
  resourceIdParamsSchema,
  unreactBodySchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { SocialService } from './social.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['social'];

/** Likes (reactions) and follows: the spec's calls under /api/social. */
export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService }> = async (
  app,
  { social: service },
) => {
  app.get(
    '/social/reaction/summary/:resourceID',
    {
      schema: {
        tags,
        summary: 'The reaction summary of a resource: data.reactionCount.like',
        params: resourceIdParamsSchema,
        response: { 200: okEnvelope(reactionSummarySchema) },
      },
    },
    async (request) => ok(await service.summary(request.params.resourceID)),
  );

  app.get(
    '/social/reaction/check/:resourceID',
    {
      schema: {
        tags,
        summary: 'Whether the viewer (or the business they act as) liked it: data.reactionType',
        params: resourceIdParamsSchema,
        querystring: actingBusinessQuerySchema,
        response: { 200: okEnvelope(reactionCheckSchema) },
      },
    },
    async (request) =>
      ok(await service.check(request.user, request.params.resourceID, request.query.businessID || null)),
  );

  app.post(
    '/social/reaction/react/:resourceType',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Likes a resource (once per actor, however often it is sent)',
        security,
        params: reactionResourceParamsSchema,
        body: reactBodySchema,
        response: { 200: okEnvelope(reactionResultSchema) },
      },
    },
    async (request) =>
      ok(
        await service.react(
          userOf(request),
          request.params.resourceType,
          request.body.resourceID,
          request.body.businessID,
        ),
      ),
  );

  app.delete(
    '/social/reaction/react/:resourceType',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Removes the like (no-op when there is none)',
        security,
        params: reactionResourceParamsSchema,
        body: unreactBodySchema,
        response: { 200: okEnvelope(reactionResultSchema) },
      },
    },
    async (request) =>
      ok(
        await service.unreact(
          userOf(request),
          request.params.resourceType,
          request.body.resourceID,
          request.body.businessID,
        ),
      ),
  );

  app.get(
    '/social/follow/:id/summary',
    {
      schema: {
        tags,
        summary: "A business's followers count and whether the viewer follows it",
        params: idParamsSchema,
        querystring: actingBusinessQuerySchema,
        response: { 200: okEnvelope(followSummarySchema) },
      },
    },
    async (request) =>
      ok(await service.followSummary(request.user, request.params.id, request.query.businessID || null)),
  );

  app.post(
    '/social/follow/business',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Follows a business (once per actor)',
        security,
        body: followBodySchema,
        response: { 200: okEnvelope(followSummarySchema) },
      },
    },
    async (request) =>
      ok(await service.follow(userOf(request), request.body.resourceID, request.body.businessID)),
  );

  app.delete(
    '/social/follow/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Unfollows a business (?businessID= to act as a business); no-op when not following',
        security,
        params: idParamsSchema,
        querystring: actingBusinessQuerySchema,
        response: { 200: okEnvelope(followSummarySchema) },
      },
    },
    async (request) =>
      ok(await service.unfollow(userOf(request), request.params.id, request.query.businessID || null)),
  );
};
