import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, userProfileSchema } from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { createUserService } from './user.service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserService(app.ctx.db);

  app.get(
    '/user/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: "The signed-in user's own profile (created from the token on first sight)",
        security: [{ wbnAuth: [] }],
        response: { 200: okEnvelope(userProfileSchema) },
      },
    },
    async (request) => ok(await service.ownProfile(userOf(request))),
  );
};
