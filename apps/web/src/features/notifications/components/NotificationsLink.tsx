import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { UnreadBadge } from '../../../shared/ui/unread-badge.tsx';
import { useUnreadCount } from '../api/get-unread.ts';
import '../notifications.css';

export interface NotificationsLinkProps {
  children: ReactNode;
  /** The words for the badge, read after the link's name ("3 unread notifications"). */
  unreadLabel: (count: number) => string;
  className?: string;
  onClick?: () => void;
}

/** A link to the Notifications page with the unread count (the mobile menu's entry). */
export function NotificationsLink({ children, unreadLabel, className, onClick }: NotificationsLinkProps) {
  const unread = useUnreadCount();
  return (
    <NavLink to="/notifications" className={`notifications-link ${className ?? ''}`.trim()} onClick={onClick}>
      {children}
      <UnreadBadge count={unread} label={unread ? unreadLabel(unread) : undefined} />
    </NavLink>
  );
}
