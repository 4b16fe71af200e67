import { useUnreadMessages } from '../api/unread-messages.ts';

/**
 * The Messages link's badge: the unread messages over all the user's inboxes, with words for
 * screen readers; nothing when all is read. A <b>, not a <span>: the header hides its links'
 * <span> labels on phones, not the badge.
 */
export function UnreadBadge({ unreadLabel }: { unreadLabel: (count: number) => string }) {
  const unread = useUnreadMessages();
  if (unread <= 0) return null;
  return (
    <b className="messages-link__badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{unreadLabel(unread)}</span>
    </b>
  );
}
