import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lookupQuerySchema,
  lookupSchema,
  okEnvelope,
  operatorChangeSchema,
  operatorGrantSchema,
  operatorMeSchema,
  operatorParamsSchema,
  type OperatorRole,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ModerationService } from './moderation.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['moderation'];

export interface ConsoleRoutesOptions {
  moderation: ModerationService;
  /** The onRequest hooks of an operator route (moderation.routes.ts): a session, then the role. */
  operator: (needed: OperatorRole) => onRequestAsyncHookHandler[];
}

/**
 * The operators' console's own routes (decision 0025): the signed-in account's role (which the
 * web app asks before it shows the console), the trail as CSV, lookup, and role changes.
 */
export const consoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (
  app,
  { moderation, operator },
) => {
  const desk = moderation.console;

  app.get(
    '/admin/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in account's operator role (null: not an operator)",
        security,
        response: { 200: okEnvelope(operatorMeSchema) },
      },
    },
    async (request) => ok({ role: await moderation.roleOf(userOf(request).userID) }),
  );

  app.get(
    '/admin/trail.csv',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary: 'The trail as CSV (text/csv): who, what, when, why, before and after, newest first',
        security,
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="moderation-trail.csv"')
        .header('cache-control', 'no-store')
        .send(await desk.trailCsv()),
  );

  app.get(
    '/admin/lookup',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary: 'Finds accounts by e-mail or name and businesses by name, with their reports and trail',
        security,
        querystring: lookupQuerySchema,
        response: { 200: okEnvelope(lookupSchema) },
      },
    },
    async (request) => ok(await desk.lookup(request.query.q)),
  );

  app.post(
    '/admin/operators',
    {
      onRequest: operator('admin'),
      schema: {
        tags,
        summary: 'Grants an operator role to an account by e-mail, or changes it (administrators only)',
        security,
        body: operatorGrantSchema,
        response: { 200: okEnvelope(operatorChangeSchema) },
      },
    },
    async (request) => ok(await desk.grant(userOf(request).userID, request.body)),
  );

  app.delete(
    '/admin/operators/:userID',
    {
      onRequest: operator('admin'),
      schema: {
        tags,
        summary: "Revokes an operator's role (administrators only; not their own)",
        security,
        params: operatorParamsSchema,
        response: { 200: okEnvelope(operatorChangeSchema) },
      },
    },
    async (request) => ok(await desk.revoke(userOf(request).userID, request.params.userID)),
  );
};
