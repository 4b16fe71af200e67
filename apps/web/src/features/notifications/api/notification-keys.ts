import { notificationsRoot } from '../../../shared/api/query-roots.ts';

/**
 * Cache keys of the signed-in user's notifications. They are private to their user, so the viewer
 * (a user id) is part of every key, and everything of one viewer is invalidated by its prefix.
 */
export type NotificationFilter = 'all' | 'unread';

export const notificationKeys = {
  all: notificationsRoot,
  viewer: (viewer: string) => [...notificationKeys.all, viewer] as const,
  /** GET /api/notifications/unread: the bell's count. */
  unread: (viewer: string) => [...notificationKeys.viewer(viewer), 'unread'] as const,
  /** GET /api/notifications?size=8: the bell's panel. */
  latest: (viewer: string) => [...notificationKeys.viewer(viewer), 'latest'] as const,
  /** GET /api/notifications?cursor=, page by page: the Notifications page, per filter. */
  pages: (viewer: string) => [...notificationKeys.viewer(viewer), 'pages'] as const,
  list: (viewer: string, filter: NotificationFilter) => [...notificationKeys.pages(viewer), filter] as const,
};

/**
 * The events stream keeps these up to date (and they are read again after it reconnects), so a
 * minute only matters when the stream cannot be opened.
 */
export const NOTIFICATIONS_STALE_MS = 60 * 1000;

/** How many the bell's panel shows. */
export const LATEST_SIZE = 8;
