import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boostClickResponseSchema,
  boostParamsSchema,
  boostSchema,
  createBoostSchema,
  okEnvelope,
  promotionParamsSchema,
  promotionStateSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { PromotionService } from './promotion.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['promotion'];

/** Advertising boosts (decision 0022): the owner's screen, starting and ending boosts, and clicks. */
export const promotionRoutes: FastifyPluginAsyncZod<{ promotion: PromotionService }> = async (
  app,
  { promotion },
) => {
  app.get(
    '/promotion/business/:businessID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A business's boosts this month and what each showed (owner or admin)",
        security,
        params: promotionParamsSchema,
        response: { 200: okEnvelope(promotionStateSchema) },
      },
    },
    async (request) => ok(await promotion.state(userOf(request), request.params.businessID)),
  );

  app.post(
    '/promotion/boosts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Boosts a product or a post of the business for 1 to 30 days (owner or admin, paid tiers)',
        security,
        body: createBoostSchema,
        response: { 200: okEnvelope(boostSchema) },
      },
    },
    async (request) => ok(await promotion.create(userOf(request), request.body)),
  );

  app.delete(
    '/promotion/boosts/:boostID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Ends a boost now (it still counts against the month)',
        security,
        params: boostParamsSchema,
        response: { 200: okEnvelope(boostSchema) },
      },
    },
    async (request) => ok(await promotion.cancel(userOf(request), request.params.boostID)),
  );

  app.post(
    '/promotion/boosts/:boostID/click',
    {
      schema: {
        tags,
        summary: 'A viewer opened a sponsored item (counted once a day per viewer, after it was shown)',
        params: boostParamsSchema,
        response: { 200: okEnvelope(boostClickResponseSchema) },
      },
    },
    async (request) => {
      const viewer = { userID: request.user?.userID ?? null, address: request.ip };
      return ok({ counted: await promotion.click(viewer, request.params.boostID) });
    },
  );
};
