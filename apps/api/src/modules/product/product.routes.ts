import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProductSchema,
  okEnvelope,
  productIdParamsSchema,
  productInputSchema,
  productSchema,
  productsByBusinessQuerySchema,
  productsByBusinessResponseSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import { sendJson } from '../../lib/read-cache-json.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ProductService } from './product.service.ts';
import { registerProductSeo } from './product.seo.ts';
import type { CrawlerPages } from '../../web/crawler-pages.ts';

const security = [{ wbnAuth: [] }];
const tags = ['product'];

/** Products: public reads, writes for the business's owner and admins (see product.service.ts). */
export interface ProductRoutesOptions {
  products: ProductService;
  /** Where product pages are described to crawlers (product.seo.ts). */
  pages: CrawlerPages;
}

export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (
  app,
  { products: service, pages },
) => {
  registerProductSeo(pages, service);

  app.get(
    '/product/by-business',
    {
      schema: {
        tags,
        summary: "A business's products (data.data); owners and admins also get the tier's cap",
        querystring: productsByBusinessQuerySchema,
        response: { 200: okEnvelope(productsByBusinessResponseSchema) },
      },
    },
    async (request, reply) =>
      ok(await service.byBusiness(request.query.bid, request.user, answerLanguage(request, reply))),
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags,
        summary: 'A product (the id is the last 36 characters of the parameter)',
        params: productIdParamsSchema,
        response: { 200: okEnvelope(productSchema) },
      },
    },
    // Sent as prepared JSON (see product.read.ts); the schema above still documents it.
    async (request, reply) =>
      sendJson(reply, await service.body(request.params.id, answerLanguage(request, reply), request.user)),
  );

  app.post(
    '/product',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Adds a product to a business (owner or admin), within its tier's product cap",
        security,
        body: createProductSchema,
        response: { 200: okEnvelope(productSchema) },
      },
    },
    async (request, reply) =>
      ok(await service.create(userOf(request), request.body, answerLanguage(request, reply))),
  );

  app.put(
    '/product/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Replaces a product (owner or admin); images as upload tokens or kept {url}s',
        security,
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: okEnvelope(productSchema) },
      },
    },
    async (request, reply) =>
      ok(
        await service.update(
          userOf(request),
          request.params.id,
          request.body,
          answerLanguage(request, reply),
        ),
      ),
  );

  app.delete(
    '/product/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Deletes a product (owner or admin)',
        security,
        params: productIdParamsSchema,
        response: { 200: okEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.delete(userOf(request), request.params.id);
      return ok({ deleted: true as const });
    },
  );
};
