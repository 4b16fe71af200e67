import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessIdParamsSchema,
  certificateInputSchema,
  certificateParamsSchema,
  certificateSchema,
  okEnvelope,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { BusinessService } from './business.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['business'];

/** A business's certificates: owner and admins add, change and remove them; everyone reads them with the profile. */
export const certificateRoutes: FastifyPluginAsyncZod<{ business: BusinessService }> = async (
  app,
  { business: service },
) => {
  app.post(
    '/business/:id/certificates',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Adds a certificate (owner or admin)',
        security,
        params: businessIdParamsSchema,
        body: certificateInputSchema,
        response: { 200: okEnvelope(certificateSchema) },
      },
    },
    async (request) => ok(await service.addCertificate(userOf(request), request.params.id, request.body)),
  );

  app.put(
    '/business/:id/certificates/:certificateID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Replaces a certificate (owner or admin); photo absent keeps it, null removes it',
        security,
        params: certificateParamsSchema,
        body: certificateInputSchema,
        response: { 200: okEnvelope(certificateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateCertificate(
          userOf(request),
          request.params.id,
          request.params.certificateID,
          request.body,
        ),
      ),
  );

  app.delete(
    '/business/:id/certificates/:certificateID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Deletes a certificate (owner or admin)',
        security,
        params: certificateParamsSchema,
        response: { 200: okEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.deleteCertificate(userOf(request), request.params.id, request.params.certificateID);
      return ok({ deleted: true as const });
    },
  );
};
