import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actionResultSchema,
  appealCreateSchema,
  appealDecisionSchema,
  appealParamsSchema,
  appealsSchema,
  okEnvelope,
  statementParamsSchema,
  statementSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ConsoleRoutesOptions } from './moderation.console.routes.ts';

const security = [{ wbnAuth: [] }];
const tags = ['moderation'];

/**
 * Statements of reasons and appeals (decision 0025): the author's page and appeal, the console's
 * Appeals tab and its decisions.
 */
export const appealRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (
  app,
  { moderation, operator },
) => {
  const appeals = moderation.appeals;

  app.get(
    '/moderation/statements/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A statement of reasons, to the person it concerns (404 for anyone else)',
        security,
        params: statementParamsSchema,
        response: { 200: okEnvelope(statementSchema) },
      },
    },
    async (request) => ok(await appeals.statement(userOf(request).userID, request.params.id)),
  );

  app.post(
    '/moderation/statements/:id/appeal',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Appeals the decision of a statement of reasons, once (409 the second time)',
        security,
        params: statementParamsSchema,
        body: appealCreateSchema,
        response: { 201: okEnvelope(statementSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await appeals.appeal(userOf(request).userID, request.params.id, request.body.text))),
  );

  app.get(
    '/admin/appeals',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary: 'The open appeals, oldest first, with the action appealed and its reason',
        security,
        response: { 200: okEnvelope(appealsSchema) },
      },
    },
    async () => ok(await appeals.open()),
  );

  app.post(
    '/admin/appeals/:id/decision',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary:
          'Grants (reverses the action) or rejects an appeal; not by the operator who acted (403); once (409)',
        security,
        params: appealParamsSchema,
        body: appealDecisionSchema,
        response: { 201: okEnvelope(actionResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await appeals.decide(userOf(request).userID, request.params.id, request.body))),
  );
};
