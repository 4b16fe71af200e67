import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InboxResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { MESSAGES_STALE_MS, messageKeys, type ThreadFilter } from './message-keys.ts';

/**
 * GET /api/business/request?ubid=&q=&unread=&cursor=: an inbox's threads, newest activity first,
 * 30 a page; `nextCursor` asks for the next page, null ends the list.
 */
export const threadsQuery = (ubid: string, filter: ThreadFilter) =>
  infiniteQueryOptions({
    queryKey: messageKeys.threads(ubid, filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<InboxResponse>('/business/request', {
        query: {
          ubid,
          q: filter.q || undefined,
          unread: filter.unreadOnly ? 'true' : undefined,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: MESSAGES_STALE_MS,
  });
