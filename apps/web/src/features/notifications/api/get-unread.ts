import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { NOTIFICATIONS_STALE_MS, notificationKeys } from './notification-keys.ts';

/** GET /api/notifications/unread: how many of the viewer's notifications are unread. */
export const unreadCountQuery = (viewer: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ unread: number }>('/notifications/unread', { signal })).unread,
    staleTime: NOTIFICATIONS_STALE_MS,
  });

/** The signed-in user's unread count (undefined until known, and for visitors). */
export function useUnreadCount(): number | undefined {
  const { status, userID } = useSession();
  const viewer = status === 'authenticated' ? userID : null;
  return useQuery({ ...unreadCountQuery(viewer ?? ''), enabled: Boolean(viewer) }).data;
}
