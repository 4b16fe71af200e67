import { SseParser } from '../../../scripts/test-support/sse-parser.ts';

/** One event as a stream sent it, its data parsed. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: unknown;
  /** When it arrived (performance.now()). */
  at: number;
}

/**
 * A server-sent-events reader over fetch, for the tests: opens `url`, parses the stream as
 * EventSource does (id, event, data lines; comments ignored: scripts/test-support/sse-parser.ts,
 * shared with the benchmark's reader) and keeps what arrives.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const received: ReceivedEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const done = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        for (const e of parser.push(value)) {
          received.push({ id: e.id, event: e.event, data: JSON.parse(e.data), at: performance.now() });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // Aborted or cut: the stream is over.
    } finally {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    }
  })();

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    headers: res.headers,
    received,
    /** Resolves with the first event matching `match`, or rejects after `ms`. */
    async next(match: (e: ReceivedEvent) => boolean, ms = 3_000): Promise<ReceivedEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (ended) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no such event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    get ended() {
      return ended;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}

export type Stream = Awaited<ReturnType<typeof openStream>>;
