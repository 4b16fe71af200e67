import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { ThreadMessagesResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { notificationsRoot } from '../../../shared/api/query-roots.ts';
import { mapThreadInList, type ThreadListData } from '../lib/thread-cache.ts';
import { MESSAGES_STALE_MS, messageKeys } from './message-keys.ts';

/**
 * Reading a thread's newest page marks it read on the server, with its notifications: its unread
 * marks go here too, and the bell is read again.
 */
function markedRead(client: QueryClient, rid: string) {
  client.setQueriesData<ThreadListData>({ queryKey: messageKeys.threadLists() }, (data) =>
    mapThreadInList(data, rid, (t) => (t.unread > 0 ? { ...t, unread: 0 } : t)),
  );
  void client.invalidateQueries({ queryKey: messageKeys.inboxLists() });
  void client.invalidateQueries({ queryKey: notificationsRoot });
}

/**
 * GET /api/business/request/{rid}/get-messages?bid=&before=: the thread as inbox `bid` reads it
 * and its newest 50 messages (oldest first within the page); "Load older messages" asks for the
 * page before the oldest one shown. Reading marks the thread read for this side.
 */
export const threadMessagesQuery = (rid: string, bid: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(rid, bid),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await apiRequest<ThreadMessagesResponse>(
        `/business/request/${encodeURIComponent(rid)}/get-messages`,
        { query: { bid, before: pageParam }, signal },
      );
      if (pageParam === null) markedRead(client, rid);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.messageID : undefined),
    staleTime: MESSAGES_STALE_MS,
  });
