import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, eventTicketSchema, okEnvelope } from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { EventsService, StreamEvent, StreamRefusal } from './events.service.ts';

/**
 * What a reconnecting stream missed since a moment (ms), from the tables; 'too-many' when more
 * than a replay should carry (the client is then told to re-read everything).
 */
export type ReplaySource = (userID: string, sinceMs: number) => Promise<StreamEvent[] | 'too-many'>;

/** A comment line every so often keeps proxies from closing a quiet stream. */
const pingMs = 25_000;

const streamQuery = z.object({
  ticket: z.string().min(1).max(2000),
  /** The last event id seen, for a new EventSource (one reconnecting by itself sends the header). */
  lastEventId: z
    .string()
    .regex(/^\d{1,16}$/, { message: 'Not an event id' })
    .optional(),
});

const writeEvent = (res: ServerResponse, e: StreamEvent) =>
  res.write(`id: ${e.id}\nevent: ${e.name}\ndata: ${JSON.stringify(e.data)}\n\n`);

const refusals: Record<StreamRefusal, () => AppError> = {
  user: () =>
    new AppError('TooManyRequests', 'Too many live connections for this account: close another tab of WBN.'),
  address: () =>
    new AppError('TooManyRequests', 'Too many live connections from this address: close another tab of WBN.'),
  total: () =>
    new AppError(
      'ServiceUnavailable',
      'The server has no room for another live connection: try again shortly.',
    ),
};

export interface EventsRoutesOptions {
  events: EventsService;
  replay: ReplaySource[];
  /** Whether a ticket's session is still active (signed in, not revoked). */
  sessionActive: (sessionID: string) => Promise<boolean>;
}

/** POST /api/events/ticket and GET /api/events: one server-sent-events stream per signed-in tab. */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (
  app,
  { events, replay, sessionActive },
) => {
  const open = new Set<ServerResponse>();
  // Open streams would keep the server from closing: they end first, asking the browser to
  // come back soon (to another instance, or to this one restarted).
  app.addHook('preClose', async () => {
    for (const res of open) res.end('retry: 500\n\n');
  });

  app.post(
    '/events/ticket',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: 'A one-minute ticket that opens GET /api/events (an EventSource sends no headers)',
        security: [{ wbnAuth: [] }],
        response: { 200: okEnvelope(eventTicketSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      return ok(events.ticket(user.userID, user.sessionId));
    },
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary:
          'The live stream (text/event-stream): message, thread-closed, thread-read, notification, resync',
        querystring: streamQuery,
      },
    },
    async (request, reply) => {
      const check = events.verify(request.query.ticket);
      if (!check.ok) {
        throw new AppError(
          'Unauthorized',
          check.reason === 'expired'
            ? 'This stream ticket has expired: ask for a new one'
            : 'This stream ticket is not valid',
        );
      }
      if (!(await sessionActive(check.sessionID))) {
        throw new AppError('SessionError', 'Your session has ended. Please sign in again.');
      }
      const header = request.headers['last-event-id'];
      const lastEventId =
        request.query.lastEventId ??
        (typeof header === 'string' && /^\d{1,16}$/.test(header) ? header : null);

      const res = reply.raw;
      const owner = { userID: check.userID, sessionID: check.sessionID, address: request.ip };
      const opened = events.open(owner, {
        send: (e) => void writeEvent(res, e),
        end: () => res.end(),
      });
      if ('refused' in opened) throw refusals[opened.refused]();
      reply.hijack();
      // The headers set so far (security headers, request id, rate limit) go out with the stream's.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write('retry: 2000\n\n');
      open.add(res);
      // Each ping also asks whether the session still holds: the backstop for an end not heard.
      const ping = setInterval(() => {
        res.write(': ping\n\n');
        sessionActive(check.sessionID).then(
          (active) => active || res.end(),
          () => {},
        );
      }, pingMs);
      ping.unref();
      res.on('close', () => {
        clearInterval(ping);
        opened.close();
        open.delete(res);
      });

      if (lastEventId !== null) {
        // Live events already flow; the replay may repeat one of them, and clients drop repeats by id.
        try {
          const found = await Promise.all(replay.map((source) => source(check.userID, Number(lastEventId))));
          if (found.includes('too-many')) {
            writeEvent(res, { name: 'resync', id: lastEventId, data: {} });
          } else {
            const missed = (found as StreamEvent[][]).flat().sort((a, b) => Number(a.id) - Number(b.id));
            for (const e of missed) writeEvent(res, e);
          }
        } catch (err) {
          request.log.warn({ err }, 'events: replay failed, the client re-reads');
          writeEvent(res, { name: 'resync', id: lastEventId, data: {} });
        }
      }
    },
  );
};
