/**
 * The spec's optimistic toggle (likes and follows, core section 4): a press shows the new state
 * and count at once and sends the call; if the call fails, the display returns to the last state
 * the server confirmed. Rapid presses are collapsed to the last intent: while one call is in
 * flight, further presses only change what is wanted, and when the call returns, one more call
 * is sent only if the wanted state still differs from the server's answer.
 *
 * Pure functions, so the rules are tested without a browser; `useOptimisticToggle` drives them.
 */
export interface ToggleSnapshot {
  on: boolean;
  count: number;
}

export interface ToggleState {
  /** The last state the server told us (from the first load or a call's answer). */
  confirmed: ToggleSnapshot | null;
  /** What the viewer asked for last; null when nothing is pending. */
  wanted: boolean | null;
  /** A call is in flight. */
  sending: boolean;
}

export type ToggleEvent =
  | { type: 'loaded'; snapshot: ToggleSnapshot }
  | { type: 'pressed' }
  | { type: 'sent' }
  | { type: 'succeeded'; snapshot: ToggleSnapshot }
  | { type: 'failed' };

export const initialToggleState: ToggleState = { confirmed: null, wanted: null, sending: false };

/** What the button shows: the wanted state with the count moved by one, else the confirmed one. */
export function toggleView(state: ToggleState): ToggleSnapshot | null {
  const { confirmed, wanted } = state;
  if (!confirmed) return null;
  if (wanted === null || wanted === confirmed.on) return confirmed;
  return { on: wanted, count: Math.max(0, confirmed.count + (wanted ? 1 : -1)) };
}

/** The state to send now, or null when no call is due. */
export function dueCall(state: ToggleState): boolean | null {
  if (state.sending || !state.confirmed || state.wanted === null) return null;
  return state.wanted === state.confirmed.on ? null : state.wanted;
}

export function toggleReducer(state: ToggleState, event: ToggleEvent): ToggleState {
  switch (event.type) {
    case 'loaded':
      // Fresh data from a (re)load: taken only when idle, so it cannot undo a pending press.
      return state.wanted === null && !state.sending ? { ...state, confirmed: event.snapshot } : state;
    case 'pressed': {
      const view = toggleView(state);
      return view ? { ...state, wanted: !view.on } : state;
    }
    case 'sent':
      return { ...state, sending: true };
    case 'succeeded':
      return {
        confirmed: event.snapshot,
        sending: false,
        wanted: state.wanted === event.snapshot.on ? null : state.wanted,
      };
    case 'failed':
      // Revert: show the last confirmed state and forget the intent.
      return { ...state, sending: false, wanted: null };
  }
}
