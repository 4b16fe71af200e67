import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@wbn/db';
import { createNotificationListener } from '../../lib/notification-listener.ts';
import type { SessionCheck } from '../../lib/session-check.ts';
import type { EventsService } from './events.service.ts';

/** The channel the sessions table's trigger notifies on when a session ends (functions.ts). */
export const sessionEndedChannel = 'wbn_session_ended';

/**
 * Hears, from the database, every session that ends (sign-out, password reset, a reused refresh
 * token, a revocation by hand) on any instance or in the sign-on service, and at once forgets its
 * "active" answer and ends this instance's streams of it. After a gap in listening, every open
 * stream's session is checked again.
 */
export function listenForSessionEnds(deps: {
  db: Database;
  log: FastifyBaseLogger;
  sessions: SessionCheck;
  events: EventsService;
}) {
  const { sessions, events, log } = deps;
  const ended = (sessionID: string) => {
    sessions.forget(sessionID);
    events.endSession(sessionID);
  };
  const recheck = async () => {
    for (const sessionID of events.openSessions()) {
      sessions.forget(sessionID);
      if (!(await sessions.isActive(sessionID))) events.endSession(sessionID);
    }
  };
  return createNotificationListener({
    db: deps.db,
    log,
    name: 'session ends',
    channels: { [sessionEndedChannel]: ended },
    onGap: () => void recheck().catch((err: unknown) => log.warn({ err }, 'session ends: recheck failed')),
  });
}
