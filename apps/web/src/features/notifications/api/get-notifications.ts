import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { notificationLimits, type NotificationsResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import {
  LATEST_SIZE,
  NOTIFICATIONS_STALE_MS,
  notificationKeys,
  type NotificationFilter,
} from './notification-keys.ts';

/**
 * GET /api/notifications?cursor=&size=&unread=: the viewer's notifications, newest first. Every
 * answer carries the unread count, which the bell takes as well.
 */
async function getNotifications(
  viewer: string,
  query: { cursor?: string | null; size: number; unread?: boolean },
  { signal, client }: { signal: AbortSignal; client: QueryClient },
): Promise<NotificationsResponse> {
  const page = await apiRequest<NotificationsResponse>('/notifications', {
    query: { cursor: query.cursor, size: query.size, unread: query.unread || undefined },
    signal,
  });
  client.setQueryData(notificationKeys.unread(viewer), page.unread);
  return page;
}

/** The latest few, for the bell's panel. */
export const latestNotificationsQuery = (viewer: string) =>
  queryOptions({
    queryKey: notificationKeys.latest(viewer),
    queryFn: (context) => getNotifications(viewer, { size: LATEST_SIZE }, context),
    staleTime: NOTIFICATIONS_STALE_MS,
  });

/** The Notifications page, all or only the unread ones, page by page. */
export const notificationPagesQuery = (viewer: string, filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(viewer, filter),
    queryFn: ({ pageParam, ...context }) =>
      getNotifications(
        viewer,
        { cursor: pageParam, size: notificationLimits.pageSize, unread: filter === 'unread' },
        context,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: NOTIFICATIONS_STALE_MS,
  });
