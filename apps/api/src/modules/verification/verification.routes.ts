import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessVerificationSchema,
  okEnvelope,
  verificationAdminQuerySchema,
  verificationBusinessParamsSchema,
  verificationCheckParamsSchema,
  verificationDecisionResultSchema,
  verificationDecisionSchema,
  verificationRequestsSchema,
  verificationSubmitSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import { userOf } from '../../plugins/auth.ts';
import { operatorCheck, type ModerationService } from '../moderation/moderation.service.ts';
import type { VerificationService } from './verification.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['verification'];

/**
 * Company verification (decision 0032): a business's managers submit and follow their checks;
 * operators (moderators and administrators, the moderation module's role check) review them.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{
  verification: VerificationService;
  moderation: ModerationService;
}> = async (app, { verification, moderation }) => {
  const operator = [app.requireUser, operatorCheck(moderation, 'moderator')];

  app.get(
    '/verification/business/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A business's verification checks with their documents (its owner and admins)",
        security,
        params: verificationBusinessParamsSchema,
        response: { 200: okEnvelope(businessVerificationSchema) },
      },
    },
    async (request, reply) =>
      ok(await verification.ofBusiness(userOf(request), request.params.id, answerLanguage(request, reply))),
  );

  app.post(
    '/verification/business/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Submits evidence (upload tokens of purpose verificationDocument) for checks to verify (owner or admin)',
        security,
        params: verificationBusinessParamsSchema,
        body: verificationSubmitSchema,
        response: { 201: okEnvelope(businessVerificationSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await verification.submit(
              userOf(request),
              request.params.id,
              request.body,
              answerLanguage(request, reply),
            ),
          ),
        ),
  );

  app.get(
    '/admin/verification',
    {
      onRequest: operator,
      schema: {
        tags,
        summary: 'Businesses with checks waiting for review (or approved), the longest waiting first',
        security,
        querystring: verificationAdminQuerySchema,
        response: { 200: okEnvelope(verificationRequestsSchema) },
      },
    },
    async (request) => ok(await verification.queue(request.query.status)),
  );

  app.post(
    '/admin/verification/checks/:id',
    {
      onRequest: operator,
      schema: {
        tags,
        summary: 'Approves a check, asks for more evidence, or revokes an approval; recorded in the trail',
        security,
        params: verificationCheckParamsSchema,
        body: verificationDecisionSchema,
        response: { 200: okEnvelope(verificationDecisionResultSchema) },
      },
    },
    async (request) => ok(await verification.decide(userOf(request).userID, request.params.id, request.body)),
  );
};
