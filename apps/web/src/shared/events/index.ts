// The tab's live events stream (decision 0008, "Live delivery"): StreamProvider keeps it open while
// someone is signed in; components listen with the two hooks.
export { StreamProvider } from './StreamProvider.tsx';
export { useStreamEvent, useStreamReconnect } from './use-stream.ts';
export type { StreamEventData } from './stream-events.ts';
