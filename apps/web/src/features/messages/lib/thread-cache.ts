import type { InfiniteData } from '@tanstack/react-query';
import type { InboxResponse, InquiryMessage, InquiryThread, ThreadMessagesResponse } from '@wbn/contracts';

/**
 * How the cached thread and thread lists change when something happens (a reply sent, a stream
 * event), without asking the server again. Pages of a thread are newest first; messages inside a
 * page oldest first. Pure, so each change is tested on its own.
 */
export type ThreadData = InfiniteData<ThreadMessagesResponse>;
export type ThreadListData = InfiniteData<InboxResponse>;

/** Every loaded message, oldest first, each once. */
export function allMessages(data: ThreadData | undefined): InquiryMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: InquiryMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const m of page.messages) {
      if (seen.has(m.messageID)) continue;
      seen.add(m.messageID);
      out.push(m);
    }
  }
  return out;
}

const hasMessage = (data: ThreadData, messageID: string) =>
  data.pages.some((p) => p.messages.some((m) => m.messageID === messageID));

const withNewestPage = (
  data: ThreadData,
  change: (page: ThreadMessagesResponse) => ThreadMessagesResponse,
) => (data.pages.length === 0 ? data : { ...data, pages: [change(data.pages[0]!), ...data.pages.slice(1)] });

/** A new message at the end of the thread (a reply sent, or one the stream brought), once. */
export function withMessage(data: ThreadData | undefined, message: InquiryMessage): ThreadData | undefined {
  if (!data || hasMessage(data, message.messageID)) return data;
  return withNewestPage(data, (page) => ({
    ...page,
    messages: [...page.messages, message],
    thread: { ...page.thread, lastMessage: message.content, lastMessageAt: message.datetime },
  }));
}

/** The thread as the server now has it (after End Conversation). */
export function withThread(data: ThreadData | undefined, thread: InquiryThread): ThreadData | undefined {
  return data ? withNewestPage(data, (page) => ({ ...page, thread })) : data;
}

/** Closed by either side (the stream's thread-closed). */
export function withClosed(data: ThreadData | undefined, closedAt: number): ThreadData | undefined {
  return data
    ? withNewestPage(data, (page) => ({ ...page, thread: { ...page.thread, status: 'closed', closedAt } }))
    : data;
}

/**
 * The other side read up to `messageID` (the stream's thread-read): the receipt moves to this
 * side's newest message at or before it. Undefined when that message is not loaded (ask again).
 */
export function withCounterpartRead(data: ThreadData | undefined, messageID: string): ThreadData | undefined {
  if (!data?.pages[0]) return data;
  const side = data.pages[0].thread.side;
  const messages = allMessages(data);
  const upTo = messages.findIndex((m) => m.messageID === messageID);
  if (upTo < 0) return undefined;
  const mine = messages.slice(0, upTo + 1).filter((m) => m.from === side);
  const read = mine[mine.length - 1]?.messageID;
  if (!read) return data;
  return withNewestPage(data, (page) => ({ ...page, readByCounterpart: read }));
}

/** What the read receipt under this side's last message says, or null when it has none. */
export function readReceipt(data: ThreadData | undefined): { messageID: string; read: boolean } | null {
  const newest = data?.pages[0];
  if (!newest) return null;
  const last = allMessages(data).findLast((m) => m.from === newest.thread.side);
  if (!last) return null;
  return { messageID: last.messageID, read: newest.readByCounterpart === last.messageID };
}

/** One thread changed in every loaded page of a thread list. */
export function mapThreadInList(
  data: ThreadListData | undefined,
  requestID: string,
  change: (thread: InquiryThread) => InquiryThread,
): ThreadListData | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    threads: page.threads.map((t) => {
      if (t.requestID !== requestID) return t;
      changed = true;
      return change(t);
    }),
  }));
  return changed ? { ...data, pages } : data;
}

/** Every loaded thread, each once (a thread that moved up between two pages shows once). */
export function allThreads(data: ThreadListData | undefined): InquiryThread[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((p) =>
    p.threads.filter((t) => !seen.has(t.requestID) && Boolean(seen.add(t.requestID))),
  );
}
