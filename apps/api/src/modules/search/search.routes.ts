import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessSearchBodySchema,
  businessSearchResponseSchema,
  lastRegisteredQuerySchema,
  lastRegisteredResponseSchema,
  okEnvelope,
  productSearchBodySchema,
  productSearchResponseSchema,
  userSearchBodySchema,
  userSearchResponseSchema,
} from '@wbn/contracts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import type { SearchService } from './search.service.ts';
import type { AppConfig } from '../../config.ts';

const tags = ['search'];

/**
 * The public search calls (core spec section 7). A session is optional; it changes only which
 * sponsored products a product search shows (none of the viewer's own businesses', decision 0022).
 */
export interface SearchRoutesOptions {
  search: SearchService;
  /** Outside production the compiled serializers check each answer against its schema first. */
  config: Pick<AppConfig, 'env'>;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (
  app,
  { search: service, config },
) => {
  // The searches are the hottest answers of size: compiled serializers (lib/compiled-serializer.ts).
  const serializerCompiler = compiledSerializer({ check: config.env !== 'production' });

  app.post(
    '/search/business',
    {
      schema: {
        tags,
        summary: 'Businesses matching a text, of a type, in a country (5 a page by default)',
        body: businessSearchBodySchema,
        response: { 200: okEnvelope(businessSearchResponseSchema) },
      },
      serializerCompiler,
    },
    async (request, reply) => ok(await service.businesses(request.body, answerLanguage(request, reply))),
  );

  app.post(
    '/search/product',
    {
      schema: {
        tags,
        summary: 'Products matching a text, of businesses in a country',
        body: productSearchBodySchema,
        response: { 200: okEnvelope(productSearchResponseSchema) },
      },
      serializerCompiler,
    },
    async (request, reply) =>
      ok(
        await service.products(
          request.body,
          { userID: request.user?.userID ?? null, address: request.ip },
          answerLanguage(request, reply),
        ),
      ),
  );

  app.post(
    '/user/search',
    {
      schema: {
        tags,
        summary: 'People matching a text, in a country (limit = size)',
        body: userSearchBodySchema,
        response: { 200: okEnvelope(userSearchResponseSchema) },
      },
      serializerCompiler,
    },
    async (request, reply) => ok(await service.users(request.body, answerLanguage(request, reply))),
  );

  app.get(
    '/search/business/last-registered',
    {
      schema: {
        tags,
        summary: 'The newest businesses of each type (default: 3 each of MA, DI, EX, CO)',
        querystring: lastRegisteredQuerySchema,
        response: { 200: okEnvelope(lastRegisteredResponseSchema) },
      },
    },
    async (request, reply) => ok(await service.lastRegistered(request.query, answerLanguage(request, reply))),
  );
};
