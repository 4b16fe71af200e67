import { useCallback, useMemo, useState } from 'react';

/**
 * Which of a form's image uploads are still running, so the form can hold its submit until they
 * finish: a save pressed mid-upload would otherwise go out without the image, silently.
 * `report(key)` gives the `onBusyChange` callback of one uploader.
 */
export function useUploadsInFlight() {
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (key: string) => (busy: boolean) =>
      setRunning((current) => {
        if (busy === current.has(key)) return current;
        const next = new Set(current);
        if (busy) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return useMemo(() => ({ busy: running.size > 0, report }), [running, report]);
}
