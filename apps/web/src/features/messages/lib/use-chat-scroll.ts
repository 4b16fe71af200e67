import { useLayoutEffect, useRef } from 'react';

/** Within this many pixels of the end counts as "reading the latest". */
const NEAR_END_PX = 80;

const distanceToEnd = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

/**
 * Keeps a chat log where a reader expects it: at the end when it opens and when a message arrives
 * while they are at the end (or the message is their own); where it was when older messages are
 * added above. Gives the log's ref and its onScroll.
 */
export function useChatScroll(firstID: string | undefined, lastID: string | undefined, lastIsOwn: boolean) {
  const log = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string; last?: string; height: number; nearEnd: boolean }>({
    height: 0,
    nearEnd: true,
  });

  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const before = seen.current;
    if (lastID !== before.last) {
      if (before.last === undefined || before.nearEnd || lastIsOwn) el.scrollTo({ top: el.scrollHeight });
    } else if (firstID !== before.first) {
      // Older messages came in above: keep the ones being read in place.
      el.scrollTo({ top: el.scrollTop + el.scrollHeight - before.height });
    }
    seen.current = {
      first: firstID,
      last: lastID,
      height: el.scrollHeight,
      nearEnd: distanceToEnd(el) < NEAR_END_PX,
    };
  }, [firstID, lastID, lastIsOwn]);

  /** Remembers whether the reader is at the end, and the log's height. */
  const onScroll = () => {
    const el = log.current;
    if (!el) return;
    seen.current.nearEnd = distanceToEnd(el) < NEAR_END_PX;
    seen.current.height = el.scrollHeight;
  };
  return { log, onScroll };
}
