import { useEffect, useRef } from 'react';

/**
 * Calls `load` `delayMs` after the last load (`lastLoadAt`, ms) while `enabled` (there is a next
 * page and nothing is loading or failed). A tab in the background waits until it is looked at
 * again, so a forgotten tab does not page through the whole feed.
 */
export function useAutoLoad({
  enabled,
  lastLoadAt,
  delayMs,
  load,
}: {
  enabled: boolean;
  lastLoadAt: number;
  delayMs: number;
  load: () => void;
}): void {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onVisible);
      loadRef.current();
    };
    const timer = setTimeout(
      () => {
        if (document.visibilityState === 'hidden') document.addEventListener('visibilitychange', onVisible);
        else loadRef.current();
      },
      Math.max(0, lastLoadAt + delayMs - Date.now()),
    );
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, lastLoadAt, delayMs]);
}
