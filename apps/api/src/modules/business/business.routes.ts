import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBusinessQuerySchema, okEnvelope, userBusinessSchema, type UserBusiness } from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';

/**
 * The business calls the profile pages need. There are no businesses yet, so a user's list is
 * empty; the businesses issue replaces the body of `listBusinessesOf` with the real query (and
 * adds the rest of the business module here).
 */
export async function listBusinessesOf(_userID: string): Promise<UserBusiness[]> {
  return [];
}

export const businessListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/profile/list-business',
    {
      schema: {
        tags: ['business'],
        summary: "A user's businesses (as listed on their profile)",
        querystring: listBusinessQuerySchema,
        response: { 200: okEnvelope(z.array(userBusinessSchema)) },
      },
    },
    async (request) => ok(await listBusinessesOf(request.query.userID)),
  );
};
