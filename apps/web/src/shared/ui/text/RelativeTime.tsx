import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fullDateTime, relativeTime } from './relative-time.ts';
import './text.css';

// One clock for every timestamp on the page: read in steps of STEP_MS (so two reads in one render
// agree), and a tick every TICK_MS while any timestamp is shown, so "now" becomes "1 minute ago".
const STEP_MS = 15_000;
const TICK_MS = 30_000;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();
const clock = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    timer ??= setInterval(() => listeners.forEach((l) => l()), TICK_MS);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  },
  get: () => Math.floor(Date.now() / STEP_MS) * STEP_MS,
};

/**
 * A time as "5 minutes ago" with the full date and time as its tooltip (and in `dateTime` for
 * machines), in the page's language. `seconds` is a server time (Unix seconds).
 */
export function RelativeTime({ seconds }: { seconds: number }) {
  const locale = useTranslation().i18n.language || 'en';
  const now = useSyncExternalStore(clock.subscribe, clock.get, clock.get);
  const ms = seconds * 1000;
  return (
    <time className="wbn-time" dateTime={new Date(ms).toISOString()} title={fullDateTime(ms, locale)}>
      {relativeTime(ms, now, locale)}
    </time>
  );
}
