import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, savedListSchema, savedParamsSchema, savedStateSchema } from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import { userOf } from '../../plugins/auth.ts';
import type { SavedService } from './saved.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['saved'];

/** The signed-in user's saved products and businesses (Save Product, Save Business). */
export const savedRoutes: FastifyPluginAsyncZod<{ saved: SavedService }> = async (app, { saved }) => {
  const state = { 200: okEnvelope(savedStateSchema) };

  app.put(
    '/saved/:resourceType/:resourceID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Saves a product or a business (once)',
        security,
        params: savedParamsSchema,
        response: state,
      },
    },
    async (request) =>
      ok(await saved.save(userOf(request), request.params.resourceType, request.params.resourceID)),
  );

  app.delete(
    '/saved/:resourceType/:resourceID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Removes a saved product or business',
        security,
        params: savedParamsSchema,
        response: state,
      },
    },
    async (request) =>
      ok(await saved.unsave(userOf(request), request.params.resourceType, request.params.resourceID)),
  );

  app.get(
    '/saved/:resourceType/:resourceID',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Whether you saved it', security, params: savedParamsSchema, response: state },
    },
    async (request) =>
      ok(await saved.check(userOf(request), request.params.resourceType, request.params.resourceID)),
  );

  app.get(
    '/saved',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Your saved products and businesses, newest first',
        security,
        response: { 200: okEnvelope(savedListSchema) },
      },
    },
    async (request, reply) => ok(await saved.list(userOf(request), answerLanguage(request, reply))),
  );
};
