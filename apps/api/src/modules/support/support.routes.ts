import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSupportRequestSchema,
  okEnvelope,
  supportParamsSchema,
  supportRequestSchema,
  supportStateSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { userOf } from '../../plugins/auth.ts';
import type { SupportService } from './support.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['support'];

/** Professional support requests of Premium and Platinum businesses (decision 0022). */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  app.get(
    '/support/business/:businessID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A business's professional support hours and requests this membership year (owner or admin)",
        security,
        params: supportParamsSchema,
        response: { 200: okEnvelope(supportStateSchema) },
      },
    },
    async (request) => ok(await support.state(userOf(request), request.params.businessID)),
  );

  app.post(
    '/support/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Asks for professional support; the request goes to the support address (owner or admin)',
        security,
        body: createSupportRequestSchema,
        response: { 200: okEnvelope(supportRequestSchema) },
      },
    },
    async (request) => ok(await support.create(userOf(request), request.body, requestLanguage(request))),
  );
};
