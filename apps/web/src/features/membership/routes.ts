import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * Membership (both need a session, per the contracts' page table): the business's membership page
 * with its checkout, and a payment's printable receipt. Each page loads when first opened.
 */
export const routes: RouteObject[] = [
  {
    path: '/business/:id/membership',
    lazy: () =>
      withStrings(import('./pages/MembershipPage.tsx'), ['membership']).then((m) => ({
        Component: m.MembershipPage,
      })),
  },
  {
    path: '/business/:id/membership/receipts/:paymentID',
    lazy: () =>
      withStrings(import('./pages/ReceiptPage.tsx'), ['membership']).then((m) => ({
        Component: m.ReceiptPage,
      })),
  },
];
