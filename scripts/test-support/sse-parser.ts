/**
 * The server-sent-events parsing the API's stream readers share: the tests' reader over fetch
 * (apps/api/test/sse-client.ts) and the benchmark's on node:http (scripts/bench/messages/sse.ts).
 * Pure: text in, events out; the readers own the connection and the clock.
 */

/** One event as the stream sent it. */
export interface SseEvent {
  id: string | null;
  /** `message` when the block names none. */
  event: string;
  /** The data lines, joined by "\n"; JSON for every event of the API. */
  data: string;
}

/**
 * One block of the stream (the lines between two blank lines): its `id: `, `event: ` and `data: `
 * lines. Null for a block with no data line (a comment, a `retry:`), which dispatches nothing.
 */
export function parseSseBlock(block: string): SseEvent | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { id, event, data: data.join('\n') } : null;
}

/** Fed the stream's text as it arrives, in chunks cut anywhere; answers the events each completes. */
export class SseParser {
  private buffer = '';

  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const events: SseEvent[] = [];
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const event = parseSseBlock(this.buffer.slice(0, end));
      this.buffer = this.buffer.slice(end + 2);
      if (event) events.push(event);
    }
    return events;
  }
}
