import type { StreamEventName } from '@wbn/contracts';

type Handler = (data: unknown) => void;

/**
 * Who listens to the events stream: handlers by event name, and those to call after a reconnect
 * (what the stream carried meanwhile may be lost, so they read again). Kept apart from the
 * EventSource code, which is loaded later: components subscribe from their first render.
 */
export function createStreamHub() {
  const byName = new Map<StreamEventName, Set<Handler>>();
  const reconnectHandlers = new Set<() => void>();

  // One subscriber that throws must not keep the others from hearing the event.
  const call = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      console.error(err);
    }
  };

  return {
    on(name: StreamEventName, handler: Handler): () => void {
      let set = byName.get(name);
      if (!set) byName.set(name, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    onReconnect(handler: () => void): () => void {
      reconnectHandlers.add(handler);
      return () => void reconnectHandlers.delete(handler);
    },
    dispatch(name: StreamEventName, data: unknown): void {
      for (const handler of [...(byName.get(name) ?? [])]) call(() => handler(data));
    },
    reconnected(): void {
      for (const handler of [...reconnectHandlers]) call(handler);
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;

/** The tab's hub: one stream per tab, whatever number of components listen. */
export const streamHub = createStreamHub();
