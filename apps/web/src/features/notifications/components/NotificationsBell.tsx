import { Suspense, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { messages } from '@wbn/contracts';
import { loadNamespaces } from '../../../shared/i18n/load-namespaces.ts';
import { useSession } from '../../../shared/session/session.ts';
import { UnreadBadge } from '../../../shared/ui/unread-badge.tsx';
import { latestNotificationsQuery } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread.ts';
import { useLiveNotifications } from '../api/live-notifications.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../notifications.css';

export interface NotificationsBellProps {
  /** What the button shows besides the count (the shell's bell icon and label). */
  face: ReactNode;
  /** The button's name, with the unread count in words when there is one. */
  label: (unread: number) => string;
  /** The shell's class for its account buttons. */
  className?: string;
}

/**
 * The account area's bell: the unread count (kept live by the events stream), and a popover with
 * the latest notifications. For signed-in members only. The bell takes its words from the shell,
 * so that it renders with the header; the panel's strings and list are fetched when the pointer or
 * the focus comes to the bell, or at the latest when it opens.
 */
export function NotificationsBell({ face, label, className }: NotificationsBellProps) {
  const viewer = useSession().userID ?? '';
  const client = useQueryClient();
  useLiveNotifications(viewer);
  const unread = useUnreadCount();
  const prefetch = () => {
    loadNamespaces(['notifications']).catch(() => undefined); // the panel asks again if this failed
    if (viewer) void client.prefetchQuery(latestNotificationsQuery(viewer));
  };
  return (
    <DialogTrigger onOpenChange={(isOpen) => isOpen && prefetch()}>
      <Button
        className={`${className ?? ''} notifications-bell`.trim()}
        aria-label={label(unread ?? 0)}
        onHoverStart={prefetch}
        onFocus={prefetch}
      >
        {face}
        <UnreadBadge count={unread} />
      </Button>
      <Popover className="popover notifications-popover" placement="bottom end">
        <Dialog className="notifications-dialog" aria-label={label(0)}>
          {({ close }) => (
            <Suspense
              fallback={
                <p className="notifications-status" role="status">
                  {say(messages.loading)}
                </p>
              }
            >
              <NotificationsPanel viewer={viewer} onClose={close} />
            </Suspense>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
