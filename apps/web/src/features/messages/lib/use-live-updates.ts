import { useQueryClient } from '@tanstack/react-query';
import type { InquiryThread } from '@wbn/contracts';
import { useStreamEvent, useStreamReconnect } from '../../../shared/events/index.ts';
import { messageKeys } from '../api/message-keys.ts';
import {
  allThreads,
  mapThreadInList,
  withClosed,
  withCounterpartRead,
  withMessage,
  type ThreadData,
  type ThreadListData,
} from './thread-cache.ts';

/**
 * Keeps the message center in step with the events stream (decision 0008): a message for the open
 * thread is appended at once (each message once, by id) and the thread read again, which marks
 * it read; any message refreshes the thread lists and the unread counts; a closed thread turns
 * its reply box off; a read by the other side moves the receipt. The stream is only a hint: after
 * a reconnect (or the server's `resync`) everything of the message center is read again. The
 * stream's data is parsed JSON, not validated (the server is ours; see shared/events).
 */
export function useLiveUpdates(open: { rid: string; bid: string } | null) {
  const client = useQueryClient();
  const openKey = open ? messageKeys.thread(open.rid, open.bid) : null;

  const changeListedThread = (requestID: string, change: (t: InquiryThread) => InquiryThread) =>
    client.setQueriesData<ThreadListData>({ queryKey: messageKeys.threadLists() }, (data) =>
      mapThreadInList(data, requestID, change),
    );

  useStreamEvent('message', ({ message }) => {
    if (openKey && open?.rid === message.requestID) {
      const before = client.getQueryData<ThreadData>(openKey);
      client.setQueryData<ThreadData>(openKey, (d) => withMessage(d, message));
      // The other side's message: reading the thread again tells the server it was seen.
      if (before?.pages[0] && message.from !== before.pages[0].thread.side) {
        void client.invalidateQueries({ queryKey: openKey });
      }
    }
    void client.invalidateQueries({ queryKey: messageKeys.threadLists() });
    void client.invalidateQueries({ queryKey: messageKeys.inboxLists() });
  });

  useStreamEvent('thread-closed', ({ requestID, closedAt }) => {
    client.setQueriesData<ThreadData>({ queryKey: [...messageKeys.threadMessages(), requestID] }, (d) =>
      withClosed(d, closedAt),
    );
    changeListedThread(requestID, (t) => ({ ...t, status: 'closed', closedAt }));
  });

  useStreamEvent('thread-read', ({ requestID, side, messageID }) => {
    const key = [...messageKeys.threadMessages(), requestID];
    for (const [queryKey, thread] of client.getQueriesData<ThreadData>({ queryKey: key })) {
      const mySide = thread?.pages[0]?.thread.side;
      if (!mySide || side === mySide) continue;
      const next = withCounterpartRead(thread, messageID);
      // A read of a message not loaded here: read the thread again for the receipt.
      if (next) client.setQueryData(queryKey, next);
      else void client.invalidateQueries({ queryKey });
    }
    // This side read it (another tab, another member): its unread marks go.
    const listed = client
      .getQueriesData<ThreadListData>({ queryKey: messageKeys.threadLists() })
      .flatMap(([, list]) => allThreads(list))
      .find((t) => t.requestID === requestID);
    if (!listed || listed.side === side) {
      changeListedThread(requestID, (t) => (t.side === side ? { ...t, unread: 0 } : t));
      void client.invalidateQueries({ queryKey: messageKeys.inboxLists() });
    }
  });

  // Called after a reconnect and on the server's `resync` alike.
  useStreamReconnect(() => void client.invalidateQueries({ queryKey: messageKeys.all }));
}
