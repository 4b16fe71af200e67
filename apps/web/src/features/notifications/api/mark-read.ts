import { useMutation, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { cachedUnreadIDs, markReadInCache } from './notification-cache.ts';
import { notificationKeys } from './notification-keys.ts';

/** POST /api/notifications/read: these notifications, or all of them; answers the unread count left. */
export async function markNotificationsRead(ids?: string[]): Promise<number> {
  const res = await apiRequest<{ unread: number }>('/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
  });
  return res.unread;
}

/**
 * Marks notifications read (ids, or undefined for all) at once on every list and the bell, then
 * takes the server's count. On failure the lists and the count are read again.
 */
export const markReadMutation = (
  client: QueryClient,
  viewer: string,
): MutationOptions<number, Error, string[] | undefined> => ({
  mutationFn: (ids) => markNotificationsRead(ids),
  onMutate: async (ids) => {
    // A count on its way from before the change would undo it.
    await client.cancelQueries({ queryKey: notificationKeys.unread(viewer) });
    const unreadBefore = cachedUnreadIDs(client, viewer);
    markReadInCache(client, viewer, ids ? new Set(ids) : null, Math.floor(Date.now() / 1000));
    client.setQueryData<number>(notificationKeys.unread(viewer), (count) => {
      if (count === undefined || !ids) return count === undefined ? count : 0;
      return Math.max(0, count - new Set(ids.filter((id) => unreadBefore.has(id))).size);
    });
  },
  onSuccess: (unread) => {
    client.setQueryData(notificationKeys.unread(viewer), unread);
  },
  onError: (error) => {
    toast.error(explainFailure(error));
    void client.invalidateQueries({ queryKey: notificationKeys.viewer(viewer) });
  },
});

export function useMarkRead(viewer: string) {
  const client = useQueryClient();
  return useMutation(markReadMutation(client, viewer));
}
