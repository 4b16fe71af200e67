import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  makePostSchema,
  newsfeedQuerySchema,
  newsfeedResponseSchema,
  okEnvelope,
  postIdParamsSchema,
  postSchema,
  removePostSchema,
  timelineParamsSchema,
  timelineQuerySchema,
  timelineResponseSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { PostsService } from './posts.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['posts'];

/** Posts, the newsfeed and timelines: the spec's URLs under /api/social/posts, /newsfeed, /timeline. */
export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService }> = async (app, { posts }) => {
  app.post(
    '/social/posts/make-post',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Posts on your own timeline, or as a business you own or administer on its timeline',
        security,
        body: makePostSchema,
        response: { 200: okEnvelope(postSchema) },
      },
    },
    async (request) => ok(await posts.make(userOf(request), request.body)),
  );

  app.get(
    '/social/posts/:postID',
    {
      schema: {
        tags,
        summary: 'A post (404 once removed)',
        params: postIdParamsSchema,
        response: { 200: okEnvelope(postSchema) },
      },
    },
    async (request) => ok(await posts.get(request.params.postID, request.user)),
  );

  app.delete(
    '/social/posts/remove-post',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Removes a post: its author, or an owner or admin of the business it was made as or on',
        security,
        body: removePostSchema,
        response: { 200: okEnvelope(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      await posts.remove(userOf(request), request.body.postID);
      return ok({ removed: true as const });
    },
  );

  app.get(
    '/newsfeed/load',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The viewer's newsfeed, newest first; pass the answer's nextID for the next page",
        security,
        querystring: newsfeedQuerySchema,
        response: { 200: okEnvelope(newsfeedResponseSchema) },
      },
    },
    async (request) => ok(await posts.newsfeed(userOf(request), request.query.nextID)),
  );

  app.get(
    '/timeline/load/:id',
    {
      schema: {
        tags,
        summary: "A user's or a business's timeline, newest first (skip and size)",
        params: timelineParamsSchema,
        querystring: timelineQuerySchema,
        response: { 200: okEnvelope(timelineResponseSchema) },
      },
    },
    async (request) =>
      ok(await posts.timeline(request.params.id, request.query.skip, request.query.size, request.user)),
  );
};
