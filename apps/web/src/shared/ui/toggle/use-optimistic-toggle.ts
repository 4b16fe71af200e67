import { useEffect, useReducer, useRef } from 'react';
import {
  dueCall,
  initialToggleState,
  toggleReducer,
  toggleView,
  type ToggleSnapshot,
} from './optimistic-toggle.ts';

export interface OptimisticToggle {
  /** What to show; null until the first load has arrived. */
  view: ToggleSnapshot | null;
  /** A call is in flight (the button stays usable: presses are collapsed, not blocked). */
  busy: boolean;
  press(): void;
}

/**
 * Drives the toggle machine: `loaded` is the server's state from the queries (taken when idle);
 * `commit(on)` sends the call and resolves with the server's state after it; `onError` is told
 * when a call failed (the display has already gone back).
 */
export function useOptimisticToggle(
  loaded: ToggleSnapshot | null,
  commit: (on: boolean) => Promise<ToggleSnapshot>,
  onError: (error: unknown) => void,
): OptimisticToggle {
  // Data already in the cache (another screen loaded it) is shown from the first render.
  const [state, dispatch] = useReducer(toggleReducer, loaded, (first) => ({
    ...initialToggleState,
    confirmed: first,
  }));
  // The latest callbacks, so a call started earlier reports through the current ones.
  const commitRef = useRef(commit);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    commitRef.current = commit;
    onErrorRef.current = onError;
  });

  const loadedOn = loaded?.on;
  const loadedCount = loaded?.count;
  useEffect(() => {
    if (loadedOn === undefined || loadedCount === undefined) return;
    dispatch({ type: 'loaded', snapshot: { on: loadedOn, count: loadedCount } });
  }, [loadedOn, loadedCount]);

  const call = dueCall(state);
  useEffect(() => {
    if (call === null) return;
    dispatch({ type: 'sent' });
    commitRef.current(call).then(
      (snapshot) => dispatch({ type: 'succeeded', snapshot }),
      (error: unknown) => {
        dispatch({ type: 'failed' });
        onErrorRef.current(error);
      },
    );
  }, [call]);

  return { view: toggleView(state), busy: state.sending, press: () => dispatch({ type: 'pressed' }) };
}
