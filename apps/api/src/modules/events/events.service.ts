import type { FastifyBaseLogger } from 'fastify';
import type { StreamEventName } from '@wbn/contracts';
import type { EventBus } from '../../lib/event-bus.ts';
import { issueTicket, verifyTicket } from './event-ticket.ts';

/** One event for the streams: its SSE name, an id the client resumes from, its JSON data. */
export interface StreamEvent {
  name: StreamEventName;
  /** Milliseconds since the epoch of what it reports (the resume point), as a string. */
  id: string;
  data: unknown;
}

/** One open stream of this instance. */
export interface StreamConnection {
  send(event: StreamEvent): void;
}

interface Envelope {
  users: string[];
  event: StreamEvent;
}

const channel = 'events';

/**
 * Live delivery (decision 0016): every instance keeps its own open streams by user and hears, on
 * the bus, what every instance publishes; it writes each event to the streams of the users it
 * names. Publishing never fails its caller: the stream is a hint, the tables are the truth.
 */
export function createEventsService(deps: {
  bus: EventBus;
  secret: string;
  log: FastifyBaseLogger;
  nowSeconds?: () => number;
}) {
  const { bus, secret, log } = deps;
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const streams = new Map<string, Set<StreamConnection>>();
  let streamCount = 0;

  const deliver = (userID: string, event: StreamEvent) => {
    const set = streams.get(userID);
    if (!set) return;
    for (const stream of set) stream.send(event);
  };

  const unsubscribe = bus.subscribe(channel, (raw) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      log.warn('events: a message on the bus is not JSON');
      return;
    }
    for (const userID of envelope.users) deliver(userID, envelope.event);
  });
  // Messages lost while Redis was away: every stream here re-reads what it shows.
  bus.onGap(() => {
    const resync: StreamEvent = { name: 'resync', id: String(Date.now()), data: {} };
    for (const set of streams.values()) for (const stream of set) stream.send(resync);
  });

  return {
    /** POST /api/events/ticket. */
    ticket: (userID: string) => issueTicket(secret, userID, nowSeconds()),
    verify: (ticket: string) => verifyTicket(secret, ticket, nowSeconds()),

    /** Sends an event to every open stream of these users, on every instance. */
    async publish(userIDs: Iterable<string>, event: StreamEvent): Promise<void> {
      const users = [...new Set(userIDs)];
      if (users.length === 0) return;
      try {
        await bus.publish(channel, JSON.stringify({ users, event } satisfies Envelope));
      } catch (err) {
        log.warn({ err, event: event.name }, 'events: could not publish (clients re-read on reconnect)');
      }
    },

    /** Registers an open stream; the answer removes it. */
    open(userID: string, stream: StreamConnection): () => void {
      let set = streams.get(userID);
      if (!set) streams.set(userID, (set = new Set()));
      set.add(stream);
      streamCount++;
      return () => {
        if (!set.delete(stream)) return;
        streamCount--;
        if (set.size === 0) streams.delete(userID);
      };
    },

    /** Open streams on this instance (health, the benchmark). */
    stats: () => ({ streams: streamCount, users: streams.size, bus: bus.kind }),

    ready: () => bus.ready(),
    async close(): Promise<void> {
      unsubscribe();
      await bus.close();
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
