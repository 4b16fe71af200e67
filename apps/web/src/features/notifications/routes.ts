import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/** The Notifications page (/notifications; the contracts' page table makes it need a session). */
export const routes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: () =>
      withStrings(import('./pages/NotificationsPage.tsx'), ['notifications']).then((m) => ({
        Component: m.NotificationsPage,
      })),
  },
];
