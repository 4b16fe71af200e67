/**
 * The reply box's states (core spec §4 "Inquiry thread", §5 "Chat message"): empty text is not
 * sent and only one send runs at a time; while sending the box is disabled and emptied, on
 * failure the text comes back. A reply that failed on the way (no answer, so perhaps stored)
 * keeps its `clientID`: sending the same text again reuses it, and the server stores it once.
 * Pure, so the rules are tested without a browser.
 */
export interface OutgoingReply {
  content: string;
  clientID: string;
}

export interface ComposerState {
  text: string;
  /** The reply on its way (null when nothing is being sent). */
  sending: OutgoingReply | null;
  /** The last reply that failed without an answer, to send again with the same id. */
  unsent: OutgoingReply | null;
}

export type ComposerEvent =
  | { type: 'typed'; text: string }
  | { type: 'sent'; clientID: string }
  | { type: 'succeeded' }
  /** `retryable`: no answer came (network), so the server may hold it; a refusal stored nothing. */
  | { type: 'failed'; retryable: boolean };

export const emptyComposer: ComposerState = { text: '', sending: null, unsent: null };

/** Send works only when nothing is on its way and the box holds something besides spaces. */
export const canSendReply = (s: ComposerState): boolean => s.sending === null && s.text.trim().length > 0;

/** The id the next send goes with: the failed reply's when the same text is sent again, else `fresh`. */
export const clientIDFor = (s: ComposerState, fresh: string): string =>
  s.unsent && s.unsent.content === s.text.trim() ? s.unsent.clientID : fresh;

export function composerReducer(state: ComposerState, event: ComposerEvent): ComposerState {
  switch (event.type) {
    case 'typed':
      return state.sending === null ? { ...state, text: event.text } : state;
    case 'sent':
      return canSendReply(state)
        ? { text: '', sending: { content: state.text.trim(), clientID: event.clientID }, unsent: null }
        : state;
    case 'succeeded':
      return { text: '', sending: null, unsent: null };
    case 'failed':
      return state.sending
        ? {
            text: state.sending.content,
            sending: null,
            unsent: event.retryable ? state.sending : null,
          }
        : state;
  }
}

/** Enter without Shift sends (and adds no line); Shift+Enter is a new line; not while composing. */
export function isSendKey(e: { key: string; shiftKey: boolean; nativeEvent?: { isComposing?: boolean } }) {
  return e.key === 'Enter' && !e.shiftKey && !e.nativeEvent?.isComposing;
}
