/**
 * Cache keys of the message center. Everything starts with `messageKeys.all`, which a reconnect
 * of the events stream invalidates (the stream is a hint; the tables are the truth). Threads and
 * messages are keyed by the inbox they are read as, since `side` and `unread` depend on it.
 */
export interface ThreadFilter {
  /** Matches the subject or the counterpart's name; '' for all. */
  q: string;
  unreadOnly: boolean;
}

export const messageKeys = {
  all: ['messages'] as const,
  /** Every viewer's inbox list (what a new message or a read refreshes). */
  inboxLists: () => [...messageKeys.all, 'inboxes'] as const,
  /** GET /api/business/request/inboxes: the viewer's inboxes with unread counts. */
  inboxes: (viewer: string) => [...messageKeys.inboxLists(), viewer] as const,
  /** Every inbox's thread lists (what a new message refreshes). */
  threadLists: () => [...messageKeys.all, 'threads'] as const,
  /** GET /api/business/request?ubid=&q=&unread=, page by page (cursor). */
  threads: (ubid: string, filter: ThreadFilter) =>
    [...messageKeys.threadLists(), ubid, { q: filter.q, unreadOnly: filter.unreadOnly }] as const,
  /** Every open thread's messages. */
  threadMessages: () => [...messageKeys.all, 'thread'] as const,
  /** GET /api/business/request/{rid}/get-messages?bid=, newest page first, older ones on demand. */
  thread: (rid: string, bid: string) => [...messageKeys.threadMessages(), rid, bid] as const,
};

/**
 * The stream refreshes the message center as things happen; this only bounds how old a list may
 * be when the stream is away (a proxy that drops it, a laptop waking up).
 */
export const MESSAGES_STALE_MS = 30 * 1000;
