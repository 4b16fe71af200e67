import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsResponse } from '@wbn/contracts';
import { LATEST_SIZE, notificationKeys } from './notification-keys.ts';

type Pages = InfiniteData<NotificationsResponse, string | null>;

/** Applies `change` to every cached list of the viewer's notifications (the panel's and the page's). */
function updateLists(
  client: QueryClient,
  viewer: string,
  change: (list: Notification[], first: boolean) => Notification[],
): void {
  client.setQueryData<NotificationsResponse>(notificationKeys.latest(viewer), (data) =>
    data ? { ...data, notifications: change(data.notifications, true).slice(0, LATEST_SIZE) } : data,
  );
  client.setQueriesData<Pages>({ queryKey: notificationKeys.pages(viewer) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, i) => ({
            ...page,
            notifications: change(page.notifications, i === 0),
          })),
        }
      : data,
  );
}

/** The ids of the unread notifications the cache holds. */
export function cachedUnreadIDs(client: QueryClient, viewer: string): Set<string> {
  const ids = new Set<string>();
  const add = (list: Notification[]) => list.forEach((n) => !n.readAt && ids.add(n.notificationID));
  const latest = client.getQueryData<NotificationsResponse>(notificationKeys.latest(viewer));
  if (latest) add(latest.notifications);
  for (const [, data] of client.getQueriesData<Pages>({ queryKey: notificationKeys.pages(viewer) }))
    data?.pages.forEach((page) => add(page.notifications));
  return ids;
}

/** Marks these notifications (null: all of them) read in the cache, at `readAt` (Unix seconds). */
export function markReadInCache(
  client: QueryClient,
  viewer: string,
  ids: ReadonlySet<string> | null,
  readAt: number,
): void {
  updateLists(client, viewer, (list) =>
    list.map((n) => (!n.readAt && (!ids || ids.has(n.notificationID)) ? { ...n, readAt } : n)),
  );
}

/**
 * A notification the stream brought: at the top of each list, in place of its earlier copy (new
 * messages in one thread gather on one notification, which comes again with a higher count).
 */
export function putFirstInCache(client: QueryClient, viewer: string, notification: Notification): void {
  updateLists(client, viewer, (list, first) => {
    const rest = list.filter((n) => n.notificationID !== notification.notificationID);
    return first ? [notification, ...rest] : rest;
  });
}
