import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@wbn/contracts';
import { Avatar } from '../../../shared/ui/text/Avatar.tsx';
import { RelativeTime } from '../../../shared/ui/text/RelativeTime.tsx';
import { NotificationSentence } from './NotificationSentence.tsx';

/**
 * One notification: who, what (a sentence per kind), when, and a dot while it is unread. The whole
 * of it links to what it is about; opening it marks it read (`onOpen`). `actions` sits beside the
 * link (the page's Mark as read), never inside it.
 */
export function NotificationItem({
  notification: n,
  onOpen,
  actions,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('notifications');
  const unread = !n.readAt;
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      <Link to={n.link} className="notification__link" onClick={() => onOpen(n)}>
        <Avatar photo={n.actor.picture} name={n.actor.name} size={40} square={n.actor.kind === 'business'} />
        <span className="notification__body">
          <span className="notification__text">
            <NotificationSentence notification={n} />
          </span>
          <RelativeTime seconds={n.createdAt} />
        </span>
        {unread && (
          <span className="notification__dot">
            <span className="visually-hidden">{t('unread')}</span>
          </span>
        )}
      </Link>
      {actions}
    </li>
  );
}
