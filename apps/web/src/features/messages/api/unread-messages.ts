import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStreamEvent, useStreamReconnect } from '../../../shared/events/index.ts';
import { useSession } from '../../../shared/session/session.ts';
import { inboxesQuery } from './get-inboxes.ts';
import { messageKeys } from './message-keys.ts';

/**
 * The signed-in user's unread messages over all their inboxes (the Messages badge), 0 for
 * visitors. A message or a read on the events stream, or its reconnect, reads the count again.
 */
export function useUnreadMessages(): number {
  const session = useSession();
  const client = useQueryClient();
  const signedIn = session.status === 'authenticated' && session.userID !== null;
  const inboxes = useQuery({ ...inboxesQuery(session.userID ?? ''), enabled: signedIn });
  const refresh = () => {
    if (signedIn) void client.invalidateQueries({ queryKey: messageKeys.inboxLists() });
  };
  useStreamEvent('message', refresh);
  useStreamEvent('thread-read', refresh);
  useStreamReconnect(refresh);
  return signedIn ? (inboxes.data?.unread ?? 0) : 0;
}
