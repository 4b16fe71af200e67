import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actionCreateSchema,
  actionResultSchema,
  holdActionSchema,
  holdParamsSchema,
  noticeCreateSchema,
  noticeSchema,
  okEnvelope,
  reverseSchema,
  trailParamsSchema,
  operatorsSchema,
  queueSchema,
  reportCreateSchema,
  reportSchema,
  throttleMessages,
  trailSchema,
  type OperatorRole,
} from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { userOf } from '../../plugins/auth.ts';
import { appealRoutes } from './moderation.appeals.routes.ts';
import { consoleRoutes } from './moderation.console.routes.ts';
import { operatorCheck, type ModerationService } from './moderation.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['moderation'];

/**
 * Reports from users, and the operators' routes under /admin (decision 0025). Every operator
 * route reads the caller's role on the server at each request; a refusal is 403 and logged.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  /** onRequest hooks of an operator route: a session, then the role (or a logged 403). */
  const operator = (needed: OperatorRole) => [app.requireUser, operatorCheck(moderation, needed)];

  app.post(
    '/reports',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Reports an item (post, comment, business, product, profile, or a thread or message of yours)',
        security,
        body: reportCreateSchema,
        response: { 201: okEnvelope(reportSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await moderation.report(userOf(request).userID, request.body))),
  );

  app.post(
    '/notices',
    {
      // No session: anyone may send a notice; each client address a few an hour (decision 0033).
      config: {
        rateLimit: {
          max: moderation.noticesPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: () =>
            new AppError('TooManyRequests', throttleMessages.notices(moderation.noticesPerHour)),
        },
      },
      schema: {
        tags,
        summary: 'A notice of illegal content from the public form (no session; a few an hour per address)',
        body: noticeCreateSchema,
        response: { 201: okEnvelope(noticeSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await moderation.notice(request.body, request.body.language ?? requestLanguage(request)))),
  );

  app.post(
    '/admin/holds/:id',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary: 'Delivers (release) or drops (dismiss) an inquiry held for review; recorded in the trail',
        security,
        params: holdParamsSchema,
        body: holdActionSchema,
        response: { 201: okEnvelope(actionResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await moderation.decideHold(userOf(request).userID, request.params.id, request.body))),
  );

  app.get(
    '/admin/queue',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary: 'The review queue: reported items with their open reports, most pressing first',
        security,
        response: { 200: okEnvelope(queueSchema) },
      },
    },
    async () => ok(await moderation.queue()),
  );

  app.post(
    '/admin/actions',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary: 'Acts on a reported item: dismiss its reports, hide it, warn or suspend its author',
        security,
        body: actionCreateSchema,
        response: { 201: okEnvelope(actionResultSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await moderation.act(userOf(request).userID, request.body))),
  );

  app.post(
    '/admin/trail/:id/reverse',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary: 'Reverses an action, restoring exactly what it changed; recorded in the trail',
        security,
        params: trailParamsSchema,
        body: reverseSchema,
        response: { 201: okEnvelope(actionResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await moderation.reverse(userOf(request).userID, request.params.id, request.body.reason))),
  );

  app.get(
    '/admin/trail',
    {
      onRequest: operator('moderator'),
      schema: {
        tags,
        summary: 'The trail of operator actions, newest first (append-only)',
        security,
        response: { 200: okEnvelope(trailSchema) },
      },
    },
    async () => ok(await moderation.trail()),
  );

  app.get(
    '/admin/operators',
    {
      onRequest: operator('admin'),
      schema: {
        tags,
        summary: 'The operators and their roles (administrators only)',
        security,
        response: { 200: okEnvelope(operatorsSchema) },
      },
    },
    async () => ok(await moderation.operators()),
  );

  await app.register(consoleRoutes, { moderation, operator });
  await app.register(appealRoutes, { moderation, operator });
};
