import { useEffect, useRef } from 'react';
import type { StreamEventName } from '@wbn/contracts';
import type { StreamEventDataFor } from './stream-events.ts';
import { streamHub } from './stream-hub.ts';

/**
 * Calls `handler` with the data of every `name` event of the tab's stream while the component is
 * mounted. The subscription lasts as long as the component: a new handler each render is picked
 * up through a ref, without subscribing again.
 */
export function useStreamEvent<N extends StreamEventName>(
  name: N,
  handler: (data: StreamEventDataFor<N>) => void,
): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => streamHub.on(name, (data) => ref.current(data as StreamEventDataFor<N>)), [name]);
}

/**
 * Calls `handler` each time the stream opens (the first time too: the component read its data
 * before) and when the server asks for a resync: events may have been missed, so whatever the
 * component shows is read again.
 */
export function useStreamReconnect(handler: () => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => streamHub.onReconnect(() => ref.current()), []);
}
