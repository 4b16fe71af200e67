import { describe, expect, it } from 'vitest';
import {
  canSendReply,
  clientIDFor,
  composerReducer,
  emptyComposer,
  isSendKey,
  type ComposerEvent,
} from './composer.ts';

const run = (events: ComposerEvent[]) => events.reduce(composerReducer, emptyComposer);

describe('the reply box (spec §4 "Inquiry thread", §5 "Chat message")', () => {
  it('does not send empty text', () => {
    expect(canSendReply(emptyComposer)).toBe(false);
    expect(canSendReply(run([{ type: 'typed', text: ' \n  ' }]))).toBe(false);
    expect(
      run([
        { type: 'typed', text: '  ' },
        { type: 'sent', clientID: 'c1' },
      ]).sending,
    ).toBeNull();
  });

  it('blocks a second send while one is in flight', () => {
    const s = run([
      { type: 'typed', text: 'Hello' },
      { type: 'sent', clientID: 'c1' },
    ]);
    expect(s.sending).toEqual({ content: 'Hello', clientID: 'c1' });
    expect(canSendReply(s)).toBe(false);
    // Typing and a second send change nothing until the first lands.
    const again = [
      { type: 'typed', text: 'More' } as const,
      { type: 'sent', clientID: 'c2' } as const,
    ].reduce(composerReducer, s);
    expect(again).toEqual(s);
    expect(composerReducer(s, { type: 'succeeded' })).toEqual(emptyComposer);
  });

  it('puts the text back after a failure, and reuses the id only for the same text after no answer', () => {
    const lost = run([
      { type: 'typed', text: 'Hello ' },
      { type: 'sent', clientID: 'c1' },
      { type: 'failed', retryable: true },
    ]);
    expect(lost.text).toBe('Hello');
    expect(clientIDFor(lost, 'fresh')).toBe('c1');
    expect(clientIDFor(composerReducer(lost, { type: 'typed', text: 'Hello again' }), 'fresh')).toBe('fresh');
    const refused = run([
      { type: 'typed', text: 'Hello' },
      { type: 'sent', clientID: 'c1' },
      { type: 'failed', retryable: false },
    ]);
    expect(clientIDFor(refused, 'fresh')).toBe('fresh');
  });

  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
  });
});
