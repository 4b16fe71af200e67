/**
 * A server-sent-events reader on node:http, light enough for a thousand open streams in the
 * benchmark's process (apps/api/test/sse-client.ts is the tests' reader over fetch and web
 * streams). Each event is handed over as it is parsed, with the time its bytes arrived.
 */
import { request, type ClientRequest } from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  /** The data lines, joined; JSON for every event of the API. */
  data: string;
}

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
      let buffer = '';
      let opened = false;
      res.on('data', (chunk: string) => {
        const at = performance.now();
        if (!opened) {
          opened = true;
          resolve(stream(status));
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) onEvent({ id, event, data: data.join('\n') }, at);
        }
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
