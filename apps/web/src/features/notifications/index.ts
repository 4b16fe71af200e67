// What the shell uses of notifications: the bell (with its panel) for the account area, and a link
// with the unread count for the mobile menu. A feature whose reads mark some read refreshes them by
// their root key (shared/api/query-roots.ts).
// The page is in routes.ts, for the router.
export { NotificationsBell, type NotificationsBellProps } from './components/NotificationsBell.tsx';
export { NotificationsLink, type NotificationsLinkProps } from './components/NotificationsLink.tsx';
export { useUnreadCount } from './api/get-unread.ts';
