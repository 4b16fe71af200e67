import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@wbn/contracts';
import { useSession } from '../../../shared/session/session.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { notificationPagesQuery } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread.ts';
import { useMarkRead } from '../api/mark-read.ts';
import type { NotificationFilter } from '../api/notification-keys.ts';
import { NotificationItem } from '../components/NotificationItem.tsx';
import { NotificationsLoadState } from '../components/NotificationsLoadState.tsx';
import { MarkAllButton } from '../components/NotificationsPanel.tsx';
import '../notifications.css';

const filters: readonly NotificationFilter[] = ['all', 'unread'];

/**
 * /notifications: every notification of the signed-in user, newest first, all or only the unread
 * ones (?filter=unread, so Back returns to the same view), with Load more, Mark as read on each
 * unread one and Mark all as read.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageMeta(t('title'));
  const viewer = useSession().userID ?? '';
  const [params, setParams] = useSearchParams();
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const query = useInfiniteQuery({ ...notificationPagesQuery(viewer, filter), enabled: Boolean(viewer) });
  const unread = useUnreadCount() ?? 0;
  const markRead = useMarkRead(viewer);
  const list = useRef<HTMLUListElement>(null);
  // After Load more, the keyboard continues from the first notification it brought.
  const focusFrom = useRef<number | null>(null);

  const notifications = query.data?.pages.flatMap((p) => p.notifications) ?? [];
  const count = notifications.length;
  useEffect(() => {
    if (focusFrom.current === null || query.isFetchingNextPage) return;
    const first = list.current?.querySelectorAll<HTMLAnchorElement>('.notification__link')[focusFrom.current];
    focusFrom.current = null;
    first?.focus();
  }, [count, query.isFetchingNextPage]);

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate([n.notificationID]);
  };

  let body;
  if (query.isPending || !query.data) {
    body = <NotificationsLoadState pending={query.isPending} onRetry={() => void query.refetch()} />;
  } else if (count === 0) {
    body = <p className="notifications-empty">{filter === 'unread' ? t('emptyUnread') : t('empty')}</p>;
  } else {
    body = (
      <>
        <ul ref={list} className="notification-list notification-list--page">
          {notifications.map((n) => (
            <NotificationItem
              key={n.notificationID}
              notification={n}
              onOpen={open}
              actions={
                n.readAt ? null : (
                  <button
                    type="button"
                    className="button button--ghost notification__mark"
                    onClick={(event) => {
                      // The button goes once the notification is read: keep the focus on its link.
                      event.currentTarget.closest('li')?.querySelector('a')?.focus();
                      markRead.mutate([n.notificationID]);
                    }}
                  >
                    {t('markRead')}
                  </button>
                )
              }
            />
          ))}
        </ul>
        {query.isFetchNextPageError && (
          <p className="notifications-problem" role="alert">
            {t('loadFailed')}
          </p>
        )}
        {query.hasNextPage && (
          // aria-disabled while loading, not disabled: the focus stays on it until the new ones come.
          <button
            type="button"
            className="button button--ghost notifications-more"
            aria-disabled={query.isFetchingNextPage}
            onClick={() => {
              if (query.isFetchingNextPage) return;
              focusFrom.current = count;
              void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage
              ? t('loadingMore')
              : query.isFetchNextPageError
                ? t('retry')
                : t('loadMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="page notifications-page">
      <h1>{t('heading')}</h1>
      <p className="notifications-intro">{t('intro')}</p>
      <div className="notifications-toolbar">
        <div className="notifications-filter" role="group" aria-label={t('filter.label')}>
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              className="notifications-filter__option"
              aria-pressed={filter === f}
              onClick={() => setParams(f === 'all' ? {} : { filter: f }, { replace: true })}
            >
              {t(`filter.${f}`)}
            </button>
          ))}
        </div>
        <MarkAllButton unread={unread} onPress={() => markRead.mutate(undefined)} />
      </div>
      {body}
    </div>
  );
}
