import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * The message center (needs a session, per the contracts' page table): one inbox's threads and
 * the open one, for a business (`/business/{businessID}/requests`) or for the user's own inbox
 * (`/business/{userID}/requests`). The page loads when first opened.
 */
export const routes: RouteObject[] = [
  {
    path: '/business/:id/requests/:rid?',
    lazy: () =>
      withStrings(import('./pages/MessageCenterPage.tsx'), ['messages']).then((m) => ({
        Component: m.MessageCenterPage,
      })),
  },
];
