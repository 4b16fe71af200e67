import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  profileSchema,
  profileUpdateSchema,
  publicProfileSchema,
  userIdParamsSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import { userOf } from '../../plugins/auth.ts';
import type { UserService } from './user.service.ts';

const security = [{ wbnAuth: [] }];

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users: service }) => {
  app.get(
    '/user/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: "The signed-in user's own profile (created from the token on first sight)",
        security,
        response: { 200: okEnvelope(profileSchema) },
      },
    },
    async (request, reply) => ok(await service.ownProfile(userOf(request), answerLanguage(request, reply))),
  );

  app.put(
    '/user/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Updates the own profile: profile fields, or profilePhoto / coverPhoto (upload tokens). ' +
          'Absent fields stay, empty strings clear; the e-mail never changes here.',
        security,
        body: profileUpdateSchema,
        response: { 200: okEnvelope(profileSchema) },
      },
    },
    async (request, reply) =>
      ok(await service.updateProfile(userOf(request), request.body, answerLanguage(request, reply))),
  );

  app.get(
    '/user/public-profile/:id',
    {
      schema: {
        tags: ['user'],
        summary: "Anyone's public profile: no e-mail or phone; birth date and profession only when shown",
        params: userIdParamsSchema,
        response: { 200: okEnvelope(publicProfileSchema) },
      },
    },
    async (request, reply) =>
      ok(await service.publicProfile(request.params.id, answerLanguage(request, reply))),
  );
};
