import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markReadSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  okEnvelope,
  unreadCountSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['notifications'];

/** The signed-in user's notifications: the bell's count, the page, marking read. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Your notifications, newest first (cursor pages)',
        security,
        querystring: notificationsQuerySchema,
        response: { 200: okEnvelope(notificationsResponseSchema) },
      },
    },
    async (request) => {
      const { cursor, size, unread } = request.query;
      return ok(await notifications.page(userOf(request).userID, cursor, size, unread === 'true'));
    },
  );

  app.get(
    '/notifications/unread',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The bell's count: your unread notifications",
        security,
        response: { 200: okEnvelope(unreadCountSchema) },
      },
    },
    async (request) => ok({ unread: await notifications.unread(userOf(request).userID) }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Marks these notifications read (ids or the whole body left out: all); answers the unread count left',
        security,
        body: markReadSchema.nullish(),
        response: { 200: okEnvelope(unreadCountSchema) },
      },
    },
    async (request) =>
      ok({ unread: await notifications.markRead(userOf(request).userID, request.body?.ids ?? null) }),
  );
};
