import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * Businesses: the own list (/my-business) and the create form. The public profile and the
 * management screen show other features too, so their pages are composed in src/app/pages.
 * Each page's code loads when its route is first opened.
 */
export const routes: RouteObject[] = [
  {
    path: '/my-business',
    lazy: () =>
      withStrings(import('./pages/MyBusinessPage.tsx'), ['business']).then((m) => ({
        Component: m.MyBusinessPage,
      })),
  },
  {
    path: '/business/create',
    lazy: () =>
      withStrings(import('./pages/CreateBusinessPage.tsx'), ['business']).then((m) => ({
        Component: m.CreateBusinessPage,
      })),
  },
];
