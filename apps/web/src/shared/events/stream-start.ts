import type { EventTicket } from '@wbn/contracts';
import { apiRequest } from '../api/client.ts';
import { createStreamClient } from './stream-client.ts';
import { streamHub } from './stream-hub.ts';

/**
 * Opens the tab's stream for the signed-in user, delivering to the tab's hub, and answers how to
 * close it. Loaded on demand by StreamProvider, so the EventSource code is not part of the first
 * load.
 */
export function startStream(): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const client = createStreamClient({
    hub: streamHub,
    getTicket: () => apiRequest<EventTicket>('/events/ticket', { method: 'POST' }),
    EventSource,
  });
  // A page put in the back-forward cache must not hold a stream open (it would not be cached);
  // when it is shown again the stream reopens, and readers re-read as after any reconnect.
  const onHide = (event: PageTransitionEvent) => {
    if (event.persisted) client.stop();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) client.start();
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onShow);
  client.start();
  return () => {
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onShow);
    client.stop();
  };
}
