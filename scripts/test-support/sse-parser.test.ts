import { describe, expect, it } from 'vitest';
import { parseSseBlock, SseParser } from './sse-parser.ts';

describe('parseSseBlock', () => {
  it('reads the id, the event name and the data', () => {
    expect(parseSseBlock('id: 42\nevent: message\ndata: {"a":1}')).toEqual({
      id: '42',
      event: 'message',
      data: '{"a":1}',
    });
  });

  it('names an event without an event line `message`, and without an id line gives no id', () => {
    expect(parseSseBlock('data: x')).toEqual({ id: null, event: 'message', data: 'x' });
  });

  it('joins several data lines with a line break', () => {
    expect(parseSseBlock('event: note\ndata: one\ndata: two')?.data).toBe('one\ntwo');
  });

  it('dispatches nothing for a block without data: a comment or a retry line', () => {
    expect(parseSseBlock(': keep-alive')).toBeNull();
    expect(parseSseBlock('retry: 3000')).toBeNull();
    expect(parseSseBlock('id: 7\nevent: ping')).toBeNull();
  });
});

describe('SseParser', () => {
  const stream =
    'retry: 3000\n\nid: 1\nevent: message\ndata: {"n":1}\n\n: ping\n\nid: 2\nevent: notification\ndata: {"n":2}\n\n';

  it('answers each event once its block is complete, whatever the chunks', () => {
    const whole = new SseParser().push(stream);
    expect(whole).toEqual([
      { id: '1', event: 'message', data: '{"n":1}' },
      { id: '2', event: 'notification', data: '{"n":2}' },
    ]);
    // Cut at every position, and one character at a time: the same events, in the same order.
    for (let cut = 0; cut <= stream.length; cut++) {
      const parser = new SseParser();
      expect([...parser.push(stream.slice(0, cut)), ...parser.push(stream.slice(cut))]).toEqual(whole);
    }
    const parser = new SseParser();
    expect([...stream].flatMap((ch) => parser.push(ch))).toEqual(whole);
  });

  it('keeps an unfinished block until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('id: 9\ndata: half')).toEqual([]);
    expect(parser.push('\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: '9', event: 'message', data: 'half' }]);
  });
});
