import { UnreadBadge as Badge } from '../../../shared/ui/unread-badge.tsx';
import { useUnreadMessages } from '../api/unread-messages.ts';

/**
 * The Messages link's badge: the unread messages over all the user's inboxes, with words for
 * screen readers; nothing when all is read.
 */
export function UnreadBadge({ unreadLabel }: { unreadLabel: (count: number) => string }) {
  const unread = useUnreadMessages();
  return <Badge count={unread} label={unread > 0 ? unreadLabel(unread) : undefined} />;
}
