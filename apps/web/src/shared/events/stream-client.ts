import { eventTicketParam, streamEventNames, type EventTicket, type StreamEventName } from '@wbn/contracts';
import type { StreamHub } from './stream-hub.ts';

/** What the client needs of an EventSource (the browser's, or a stand-in in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: StreamMessage) => void): void;
  close(): void;
}
export interface StreamMessage {
  readonly data?: unknown;
  readonly lastEventId?: string;
}
export type EventSourceClass = new (url: string) => EventSourceLike;

export interface StreamClientDeps {
  hub: StreamHub;
  /** POST /api/events/ticket (with the session's token). */
  getTicket: () => Promise<EventTicket>;
  EventSource: EventSourceClass;
  /** GET /api/events. */
  url?: string;
  /** Waits before each new attempt after a failure, the last one repeated. */
  retryDelaysMs?: readonly number[];
  /** Unix seconds (the ticket's expiresAt is in seconds). */
  nowSeconds?: () => number;
}

export interface StreamClient {
  start(): void;
  stop(): void;
}

// EventSource.readyState (the constants are not on a stand-in).
const CONNECTING = 0;
const CLOSED = 2;
/** How many recent events are remembered to drop a repeat (a replay may resend a live one). */
const RECENT = 64;

/**
 * One events stream (decision 0008, "Live delivery"): a ticket, then an EventSource on
 * /api/events?ticket=. The browser reconnects by itself (sending Last-Event-ID) while the ticket
 * is valid; once it is not, the server answers 401 and the EventSource closes for good, so a new
 * ticket opens a new one that passes the last event id seen as `lastEventId`. Failures retry after
 * 1, 2, 5, then every 15 seconds. Every opening tells the reconnect handlers, the first one too:
 * the page read its data before the stream was open, and what was published meanwhile is lost.
 */
export function createStreamClient(deps: StreamClientDeps): StreamClient {
  const { hub, getTicket } = deps;
  const url = deps.url ?? '/api/events';
  const delays = deps.retryDelaysMs ?? [1000, 2000, 5000, 15000];
  const nowSeconds = deps.nowSeconds ?? (() => Date.now() / 1000);

  let running = false;
  // Each start or new attempt takes a number; an answer for an older one is dropped.
  let attemptID = 0;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastEventId: string | null = null;
  const recent: string[] = [];

  function closeSource(): void {
    source?.close();
    source = null;
  }

  function retryLater(): void {
    closeSource();
    if (!running || retryTimer) return;
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 15000;
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
  }

  /** A repeat of an event already handed out (same name, id and data)? */
  function isRepeat(name: string, message: StreamMessage): boolean {
    const key = `${name}\n${message.lastEventId ?? ''}\n${String(message.data)}`;
    if (recent.includes(key)) return true;
    recent.push(key);
    if (recent.length > RECENT) recent.shift();
    return false;
  }

  function onEvent(name: StreamEventName, message: StreamMessage): void {
    if (message.lastEventId) lastEventId = message.lastEventId;
    if (isRepeat(name, message)) return;
    let data: unknown = {};
    if (typeof message.data === 'string' && message.data !== '') {
      try {
        data = JSON.parse(message.data);
      } catch {
        return; // not ours to guess at
      }
    }
    hub.dispatch(name, data);
    if (name === 'resync') hub.reconnected();
  }

  async function connect(): Promise<void> {
    const id = ++attemptID;
    let ticket: EventTicket;
    try {
      ticket = await getTicket();
    } catch {
      if (id === attemptID) retryLater();
      return;
    }
    if (id !== attemptID || !running) return;

    const query = new URLSearchParams({ [eventTicketParam]: ticket.ticket });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const es = new deps.EventSource(`${url}?${query.toString()}`);
    source = es;
    es.addEventListener('open', () => {
      if (source !== es) return;
      failures = 0;
      hub.reconnected();
    });
    es.addEventListener('error', () => {
      if (source !== es) return;
      // Closed for good (401 once the ticket expired, or another refusal): start again. Still
      // connecting with an expired ticket: the browser's own attempt would be refused, so skip it.
      if (es.readyState === CLOSED) retryLater();
      else if (es.readyState === CONNECTING && nowSeconds() >= ticket.expiresAt) retryLater();
    });
    for (const name of streamEventNames) es.addEventListener(name, (message) => onEvent(name, message));
  }

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      void connect();
    },
    stop() {
      running = false;
      attemptID++;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      closeSource();
    },
  };
}
