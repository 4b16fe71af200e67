import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enquirySchema,
  enquirySentSchema,
  errorEnvelopeSchema,
  okEnvelope,
  resolvePortal,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { NeedhelpService } from './needhelp.service.ts';

/** Enquiries a visitor may send from one address in one window: enough for honest corrections. */
export const needhelpRateLimit = { max: 5, timeWindow: '10 minutes' } as const;

export const needhelpRoutes: FastifyPluginAsyncZod<{ needhelp: NeedhelpService }> = async (
  app,
  { needhelp: service },
) => {
  app.post(
    '/needhelp/send',
    {
      config: { rateLimit: needhelpRateLimit },
      schema: {
        tags: ['needhelp'],
        summary: 'Send the "Need business help" enquiry (anonymous; stored and sent to support)',
        body: enquirySchema,
        response: {
          201: okEnvelope(enquirySentSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const portal = resolvePortal(request.headers.host);
      const sent = await service.send(request.body, {
        portal: portal.id,
        ipAddress: request.ip ?? null,
        language: requestLanguage(request),
      });
      return reply.status(201).send(ok(sent));
    },
  );
};
