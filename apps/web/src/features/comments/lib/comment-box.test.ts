import { describe, expect, it } from 'vitest';
import { canSend, commentBoxReducer, emptyBox, isSendKey, type CommentBoxEvent } from './comment-box.ts';

const run = (events: CommentBoxEvent[]) => events.reduce(commentBoxReducer, emptyBox);

describe('the comment box (spec §2, §4)', () => {
  it('cannot send while empty or only spaces', () => {
    expect(canSend(emptyBox)).toBe(false);
    expect(canSend(run([{ type: 'typed', text: '  \n ' }]))).toBe(false);
    expect(canSend(run([{ type: 'typed', text: 'Hi' }]))).toBe(true);
    // A send of an empty box is ignored.
    expect(run([{ type: 'sent' }])).toEqual(emptyBox);
  });

  it('is emptied and disabled while sending, and ignores typing meanwhile', () => {
    const s = run([{ type: 'typed', text: 'Great gearbox' }, { type: 'sent' }, { type: 'typed', text: 'x' }]);
    expect(s).toEqual({ text: '', sending: 'Great gearbox' });
    expect(canSend(s)).toBe(false);
  });

  it('stays empty and is enabled again after success', () => {
    expect(run([{ type: 'typed', text: 'Hi' }, { type: 'sent' }, { type: 'succeeded' }])).toEqual(emptyBox);
  });

  it('gets the text back after a failure', () => {
    const s = run([{ type: 'typed', text: 'Hi there' }, { type: 'sent' }, { type: 'failed' }]);
    expect(s).toEqual({ text: 'Hi there', sending: null });
    expect(canSend(s)).toBe(true);
  });

  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
