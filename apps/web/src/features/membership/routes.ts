import type { RouteObject } from 'react-router';

/**
 * Membership (both need a session, per the contracts' page table): the business's membership page
 * with its checkout, and a payment's printable receipt. Each page loads when first opened.
 */
export const routes: RouteObject[] = [
  {
    path: '/business/:id/membership',
    lazy: () => import('./pages/MembershipPage.tsx').then((m) => ({ Component: m.MembershipPage })),
  },
  {
    path: '/business/:id/membership/receipts/:paymentID',
    lazy: () => import('./pages/ReceiptPage.tsx').then((m) => ({ Component: m.ReceiptPage })),
  },
];
