/**
 * A server-sent-events reader on node:http, light enough for a thousand open streams in the
 * benchmark's process (apps/api/test/sse-client.ts is the tests' reader over fetch and web
 * streams; both parse with scripts/test-support/sse-parser.ts). Each event is handed over as it
 * is parsed, with the time its bytes arrived.
 */
import { request, type ClientRequest } from 'node:http';
import { SseParser, type SseEvent } from '../../test-support/sse-parser.ts';

export type { SseEvent } from '../../test-support/sse-parser.ts';

export interface SseStream {
  status: number;
  /** True once the stream has ended (closed by either side). */
  readonly ended: boolean;
  close(): void;
}

/**
 * Opens `url` and resolves once the answer's headers are in and, for a 200, the server's first
 * bytes (its `retry:` line): the stream is registered on the server by then.
 */
export function openSse(url: string, onEvent: (e: SseEvent, at: number) => void): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest | null = null;
    let ended = false;
    const stream = (status: number): SseStream => ({
      status,
      get ended() {
        return ended;
      },
      close: () => req?.destroy(),
    });
    req = request(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status !== 200) {
        res.resume();
        res.on('end', () => resolve(stream(status)));
        return;
      }
      res.setEncoding('utf8');
      const parser = new SseParser();
      let opened = false;
      res.on('data', (chunk: string) => {
        const at = performance.now();
        if (!opened) {
          opened = true;
          resolve(stream(status));
        }
        for (const e of parser.push(chunk)) onEvent(e, at);
      });
      // Closing the stream from this side aborts the answer: not a failure.
      res.on('error', () => {});
      res.on('close', () => (ended = true));
    });
    req.on('error', (err) => {
      ended = true;
      reject(err);
    });
    req.end();
  });
}
