import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySchema,
  industryIdParamsSchema,
  industrySchema,
  industryTreeSchema,
  okEnvelope,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import type { CatsysService } from './catsys.service.ts';

/** Every answer is in the request's language (decision 0031) and varies by what chose it. */
export const catsysRoutes: FastifyPluginAsyncZod<{ catsys: CatsysService }> = async (
  app,
  { catsys: service },
) => {
  const tags = ['catsys'];

  app.get(
    '/catsys/industry',
    {
      schema: {
        tags,
        summary: 'The 15 top-level industries',
        response: { 200: okEnvelope(z.array(industrySchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(await service.industries(answerLanguage(request, reply)));
    },
  );
  app.get(
    '/catsys/industry/full-tree',
    {
      schema: {
        tags,
        summary: 'Industries with their categories and subcategories, ordered',
        response: { 200: okEnvelope(z.array(industryTreeSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(await service.fullTree(answerLanguage(request, reply)));
    },
  );
  app.get(
    '/catsys/industry/:id/category',
    {
      schema: {
        tags,
        summary: 'Categories of one industry (by id or four-digit key)',
        params: industryIdParamsSchema,
        response: { 200: okEnvelope(z.array(categorySchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(await service.categories(request.params.id, answerLanguage(request, reply)));
    },
  );
};
