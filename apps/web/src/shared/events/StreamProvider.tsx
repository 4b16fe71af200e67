import { useEffect, type ReactNode } from 'react';
import { useSession } from '../session/session.ts';

/**
 * Keeps the tab's events stream open while someone is signed in, and closes it when they sign out
 * (or another user signs in, whose stream starts afresh). Mounted once, around the app.
 */
export function StreamProvider({ children }: { children?: ReactNode }) {
  const { status, userID } = useSession();
  useEffect(() => {
    if (status !== 'authenticated' || !userID) return;
    let stop: (() => void) | undefined;
    let ended = false;
    import('./stream-start.ts').then(
      (m) => {
        if (!ended) stop = m.startStream();
      },
      // Its code could not be loaded: no live updates, and every screen still reads on load.
      () => undefined,
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [status, userID]);
  return children;
}
