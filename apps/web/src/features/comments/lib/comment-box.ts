/**
 * The comment box's states (core spec §2 "Comments", §4 "Comment box"): while a comment is being
 * sent the box is disabled and empty; on success it is enabled and stays empty (the list is
 * reloaded); on failure it is enabled again with the text put back. Pure, so the rules are tested
 * without a browser.
 */
export interface CommentBoxState {
  text: string;
  /** The text on its way to the server (null when nothing is being sent). */
  sending: string | null;
}

export type CommentBoxEvent =
  { type: 'typed'; text: string } | { type: 'sent' } | { type: 'succeeded' } | { type: 'failed' };

export const emptyBox: CommentBoxState = { text: '', sending: null };

/** The send icon sends only when the box is enabled and holds something besides spaces. */
export const canSend = (s: CommentBoxState): boolean => s.sending === null && s.text.trim().length > 0;

export function commentBoxReducer(state: CommentBoxState, event: CommentBoxEvent): CommentBoxState {
  switch (event.type) {
    case 'typed':
      return state.sending === null ? { ...state, text: event.text } : state;
    case 'sent':
      return canSend(state) ? { text: '', sending: state.text } : state;
    case 'succeeded':
      return { text: '', sending: null };
    case 'failed':
      return { text: state.sending ?? state.text, sending: null };
  }
}

/** Enter without Shift sends (and never adds a line); Shift+Enter is a new line. */
export function isSendKey(e: { key: string; shiftKey: boolean; nativeEvent?: { isComposing?: boolean } }) {
  // While an input method is composing (Chinese, Japanese …), Enter confirms the word instead.
  return e.key === 'Enter' && !e.shiftKey && !e.nativeEvent?.isComposing;
}
