import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@wbn/contracts';
import { latestNotificationsQuery } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { NotificationsLoadState } from './NotificationsLoadState.tsx';
import '../notifications.css';

/**
 * The bell's panel: the latest notifications, Mark all as read, and the way to the full page.
 * `onClose` closes the popover when one of its links is followed.
 */
export function NotificationsPanel({ viewer, onClose }: { viewer: string; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const query = useQuery({ ...latestNotificationsQuery(viewer), enabled: Boolean(viewer) });
  const unread = useUnreadCount() ?? 0;
  const markRead = useMarkRead(viewer);

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate([n.notificationID]);
    onClose();
  };

  let body;
  if (query.isPending || !query.data) {
    body = <NotificationsLoadState pending={query.isPending} onRetry={() => void query.refetch()} />;
  } else if (query.data.notifications.length === 0) {
    body = <p className="notifications-empty">{t('emptyPanel')}</p>;
  } else {
    body = (
      <ul className="notification-list">
        {query.data.notifications.map((n) => (
          <NotificationItem key={n.notificationID} notification={n} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <div className="notifications-panel">
      <div className="notifications-panel__head">
        {/* A plain heading: the dialog is named by its aria-label (React Aria's Heading would make
            the header's menus share one more chunk with every page that has a dialog). */}
        <h2 className="notifications-panel__title">{t('title')}</h2>
        <MarkAllButton unread={unread} onPress={() => markRead.mutate(undefined)} />
      </div>
      <div className="notifications-panel__list">{body}</div>
      <Link to="/notifications" className="notifications-panel__all" onClick={onClose}>
        {t('seeAll')}
      </Link>
    </div>
  );
}

/**
 * Mark all as read. With nothing unread it stays where it is, aria-disabled rather than removed
 * or disabled, so that the keyboard focus on it is not lost when it has done its work.
 */
export function MarkAllButton({ unread, onPress }: { unread: number; onPress: () => void }) {
  const { t } = useTranslation('notifications');
  const none = unread === 0;
  return (
    <button
      type="button"
      className="link-button notifications-mark-all"
      aria-disabled={none}
      onClick={() => {
        if (!none) onPress();
      }}
    >
      {t('markAllRead')}
    </button>
  );
}
