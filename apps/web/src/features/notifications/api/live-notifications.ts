import { useQueryClient } from '@tanstack/react-query';
import { useStreamEvent, useStreamReconnect } from '../../../shared/events/index.ts';
import { putFirstInCache } from './notification-cache.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * Keeps the bell and the lists current from the events stream: a `notification` event brings the
 * notification and the new unread count; after a reconnect (or a resync) everything is read again,
 * since events may have been missed meanwhile. Mounted once, by the bell.
 */
export function useLiveNotifications(viewer: string): void {
  const client = useQueryClient();
  useStreamEvent('notification', ({ notification, unread }) => {
    if (!viewer) return;
    client.setQueryData(notificationKeys.unread(viewer), unread);
    putFirstInCache(client, viewer, notification);
  });
  useStreamReconnect(() => {
    if (viewer) void client.invalidateQueries({ queryKey: notificationKeys.viewer(viewer) });
  });
}
