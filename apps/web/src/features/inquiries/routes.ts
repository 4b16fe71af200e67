import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * Inquiries: the send-request form to a business (needs a session, per the contracts' page
 * table). The page loads when first opened; the thread it opens is the messages feature's.
 */
export const routes: RouteObject[] = [
  {
    path: '/business/:id/send-request',
    lazy: () =>
      withStrings(import('./pages/SendRequestPage.tsx'), ['inquiries']).then((m) => ({
        Component: m.SendRequestPage,
      })),
  },
];
