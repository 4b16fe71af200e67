import type { RouteObject } from 'react-router';
import type { ShellHandle } from '../../shared/ui/shell-handle.ts';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * Businesses: the own list (/my-business), the create form, the public profile (/business/{id} or
 * its slug form, with ?editMode=1 for owners and admins) and the tabbed management screen
 * (members, products, the edit tabs). Each page's code loads when its route is first opened.
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
  {
    path: '/business/:id',
    lazy: () =>
      withStrings(import('./pages/BusinessProfilePage.tsx'), [
        'business',
        'posts',
        'comments',
        'product',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.BusinessProfilePage })),
  },
  ...[
    '/business/:id/member',
    '/business/:id/members',
    '/business/:id/product',
    '/business/:id/products',
    '/business/:id/edit/:tab?',
  ].map((path): RouteObject => ({
    path,
    // The spec's /edit/ form of the management screen comes without the footer.
    handle: { withoutFooter: path.includes('/edit/') } satisfies ShellHandle,
    lazy: () =>
      withStrings(import('./pages/ManageBusinessPage.tsx'), [
        'business',
        'membership',
        'product',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.ManageBusinessPage })),
  })),
];
