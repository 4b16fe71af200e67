import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxesResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { MESSAGES_STALE_MS, messageKeys } from './message-keys.ts';

/**
 * GET /api/business/request/inboxes: the user's own inbox first, then each business they belong
 * to, each with its unread count, and the total (the shell's Messages badge).
 */
export const inboxesQuery = (viewer: string) =>
  queryOptions({
    queryKey: messageKeys.inboxes(viewer),
    queryFn: ({ signal }) => apiRequest<InboxesResponse>('/business/request/inboxes', { signal }),
    staleTime: MESSAGES_STALE_MS,
  });

export function useInboxes() {
  const session = useSession();
  return useQuery({
    ...inboxesQuery(session.userID ?? ''),
    enabled: session.status === 'authenticated' && session.userID !== null,
  });
}
