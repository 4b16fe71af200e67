import type {
  MessageEvent as InquiryMessageEvent,
  NotificationEvent,
  StreamEventName,
  ThreadClosedEvent,
  ThreadReadEvent,
} from '@wbn/contracts';

/**
 * The data of each stream event, by name, as the contracts declare it. The client parses the JSON
 * but does not validate it (zod stays out of the stream's chunk): the server is ours, and each
 * handler reads what it needs.
 */
export interface StreamEventData {
  message: InquiryMessageEvent;
  'thread-closed': ThreadClosedEvent;
  'thread-read': ThreadReadEvent;
  notification: NotificationEvent;
  /** The server could not replay what was missed; the reconnect handlers are called as well. */
  resync: Record<string, never>;
}

// A new event name in the contracts must be given its data type here.
export type StreamEventDataFor<N extends StreamEventName> = StreamEventData[N];
