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
  /** Ends the stream (its session ended). */
  end(): void;
}

/** How many streams may be open on this instance: per user, per client address, in all. */
export interface StreamLimits {
  perUser: number;
  perAddress: number;
  total: number;
}

/** Who a stream belongs to. */
export interface StreamOwner {
  userID: string;
  sessionID: string;
  address: string;
}

/** Why a stream was not opened: too many of this user's or this address's, or of all. */
export type StreamRefusal = 'user' | 'address' | 'total';

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
  limits: StreamLimits;
  nowSeconds?: () => number;
}) {
  const { bus, secret, log, limits } = deps;
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const streams = new Map<string, Set<StreamConnection>>();
  const bySession = new Map<string, Set<StreamConnection>>();
  const perAddress = new Map<string, number>();
  let streamCount = 0;

  const addTo = <K>(map: Map<K, Set<StreamConnection>>, key: K, stream: StreamConnection) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(stream);
  };
  const removeFrom = <K>(map: Map<K, Set<StreamConnection>>, key: K, stream: StreamConnection) => {
    const set = map.get(key);
    if (!set?.delete(stream)) return false;
    if (set.size === 0) map.delete(key);
    return true;
  };

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
    /** POST /api/events/ticket: bound to the asking session. */
    ticket: (userID: string, sessionID: string) => issueTicket(secret, userID, sessionID, nowSeconds()),
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

    /**
     * Registers an open stream, within the limits; the answer removes it. A stream past a limit
     * is refused (the newest, so that the tabs already open keep theirs and none reconnect in turn).
     */
    open(owner: StreamOwner, stream: StreamConnection): { close: () => void } | { refused: StreamRefusal } {
      if (streamCount >= limits.total) return { refused: 'total' };
      if ((streams.get(owner.userID)?.size ?? 0) >= limits.perUser) return { refused: 'user' };
      const fromAddress = perAddress.get(owner.address) ?? 0;
      if (fromAddress >= limits.perAddress) return { refused: 'address' };
      addTo(streams, owner.userID, stream);
      addTo(bySession, owner.sessionID, stream);
      perAddress.set(owner.address, fromAddress + 1);
      streamCount++;
      return {
        close: () => {
          if (!removeFrom(streams, owner.userID, stream)) return;
          removeFrom(bySession, owner.sessionID, stream);
          const left = (perAddress.get(owner.address) ?? 1) - 1;
          if (left > 0) perAddress.set(owner.address, left);
          else perAddress.delete(owner.address);
          streamCount--;
        },
      };
    },

    /** Ends this instance's streams of a session that ended (sign-out, password reset, revocation). */
    endSession(sessionID: string): void {
      for (const stream of [...(bySession.get(sessionID) ?? [])]) stream.end();
    },

    /** The sessions of this instance's open streams (to check after notifications were missed). */
    openSessions: (): string[] => [...bySession.keys()],

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
