import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventTicket } from '@wbn/contracts';
import { createStreamClient, type EventSourceLike, type StreamMessage } from './stream-client.ts';
import { createStreamHub } from './stream-hub.ts';

// The events stream's client against a stand-in EventSource (the browser's is a platform object):
// what the server does to a real one is played here by hand.

class FakeEventSource implements EventSourceLike {
  static made: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: StreamMessage) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: StreamMessage) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  private fire(type: string, event: StreamMessage = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The server answered 200: the stream is open. */
  open() {
    this.readyState = 1;
    this.fire('open');
  }
  send(name: string, id: string, data: unknown) {
    this.fire(name, { data: JSON.stringify(data), lastEventId: id });
  }
  /** The connection dropped; the browser will try again by itself. */
  drop() {
    this.readyState = 0;
    this.fire('error');
  }
  /** The server refused (401 for an expired ticket): the browser gives up on this one. */
  refuse() {
    this.readyState = 2;
    this.fire('error');
  }
  get query() {
    return new URL(this.url, 'http://localhost').searchParams;
  }
}

const latest = () => FakeEventSource.made.at(-1)!;

describe('the events stream client', () => {
  let now: number;
  let tickets: number;
  let ticketFails: boolean;
  const getTicket = vi.fn(async (): Promise<EventTicket> => {
    if (ticketFails) throw new Error('down');
    tickets++;
    return { ticket: `t${tickets}`, expiresAt: now + 60 };
  });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
    now = 1_700_000_000;
    tickets = 0;
    ticketFails = false;
    getTicket.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const hub = createStreamHub();
    const client = createStreamClient({
      hub,
      getTicket,
      EventSource: FakeEventSource,
      nowSeconds: () => now,
    });
    const reconnects = vi.fn();
    hub.onReconnect(reconnects);
    return { hub, client, reconnects };
  }

  it('opens with a ticket and hands each event, parsed, to the subscribers of its name', async () => {
    const { hub, client, reconnects } = setUp();
    const notifications = vi.fn();
    const messages = vi.fn();
    hub.on('notification', notifications);
    hub.on('message', messages);
    client.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(FakeEventSource.made).toHaveLength(1);
    expect(latest().url).toBe('/api/events?ticket=t1');
    latest().open();
    latest().send('notification', '100', { unread: 3 });
    latest().send('message', '101', { message: { messageID: 'm1' } });

    expect(notifications).toHaveBeenCalledWith({ unread: 3 });
    expect(messages).toHaveBeenCalledWith({ message: { messageID: 'm1' } });
    expect(notifications).toHaveBeenCalledTimes(1);
    // The first opening reads again too: what was published before it is not on the stream.
    expect(reconnects).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('after the ticket expired and the server refused, opens a new stream from the last event id', async () => {
    const { client, reconnects } = setUp();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.open();
    first.send('notification', '1700000000123', { unread: 1 });

    // The connection drops; the browser retries by itself with the same URL, and a minute later
    // the server refuses the old ticket.
    now += 90;
    first.refuse();
    expect(first.closed).toBe(true);
    expect(FakeEventSource.made).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1000);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().query.get('ticket')).toBe('t2');
    expect(latest().query.get('lastEventId')).toBe('1700000000123');

    // The first opening and this one.
    latest().open();
    expect(reconnects).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('leaves a dropped stream to the browser while its ticket is valid, and tells readers when it is back', async () => {
    const { client, reconnects } = setUp();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const source = latest();
    source.open();
    source.drop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(source.closed).toBe(false);
    // The browser's own reconnection succeeded: read again (the first opening did too).
    source.open();
    expect(reconnects).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('does not wait for a refusal when the ticket has already expired', async () => {
    const { client } = setUp();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const source = latest();
    source.open();
    now += 61;
    source.drop();
    expect(source.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.made).toHaveLength(2);
    client.stop();
  });

  it('retries after 1, 2, 5, then every 15 seconds, and starts over once a stream opens', async () => {
    const { client } = setUp();
    ticketFails = true;
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(getTicket).toHaveBeenCalledTimes(1);

    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return getTicket.mock.calls.length;
    };
    expect(await callsAfter(999)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(2000)).toBe(3);
    expect(await callsAfter(5000)).toBe(4);
    expect(await callsAfter(14_999)).toBe(4);
    expect(await callsAfter(1)).toBe(5);
    expect(await callsAfter(15_000)).toBe(6);

    ticketFails = false;
    await vi.advanceTimersByTimeAsync(15_000);
    latest().open();
    latest().refuse();
    // The first wait again, not the longest.
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.made).toHaveLength(2);
    client.stop();
  });

  it('calls the reconnect handlers on resync, and drops an event the replay repeats', async () => {
    const { hub, client, reconnects } = setUp();
    const resyncs = vi.fn();
    const notifications = vi.fn();
    hub.on('resync', resyncs);
    hub.on('notification', notifications);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().send('notification', '5', { unread: 1 });
    latest().send('notification', '5', { unread: 1 });
    latest().send('notification', '5', { unread: 2 });
    expect(notifications).toHaveBeenCalledTimes(2);
    expect(reconnects).toHaveBeenCalledTimes(1); // the opening
    latest().send('resync', '5', {});
    expect(resyncs).toHaveBeenCalledTimes(1);
    expect(reconnects).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('closes on stop and ignores a ticket that arrives afterwards', async () => {
    const { client } = setUp();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const source = latest();
    source.open();
    client.stop();
    expect(source.closed).toBe(true);

    client.start();
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('keeps other subscribers hearing when one of them throws', async () => {
    const { hub, client } = setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    hub.on('thread-closed', () => {
      throw new Error('broken');
    });
    hub.on('thread-closed', after);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().send('thread-closed', '9', { requestID: 'r1', closedAt: 1_767_225_600 });
    expect(after).toHaveBeenCalledWith({ requestID: 'r1', closedAt: 1_767_225_600 });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    client.stop();
  });
});
