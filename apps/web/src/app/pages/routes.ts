import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';
import type { ShellHandle } from '../../shared/ui/shell-handle.ts';

/**
 * The pages made of several features (a feature imports no other, so they are composed here).
 * Each page's code, with the strings of every feature it shows, loads when its route is first
 * opened, as a feature's own routes do.
 */
export const routes: RouteObject[] = [
  {
    path: '/business/:id',
    lazy: () =>
      withStrings(import('./BusinessProfilePage.tsx'), [
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
      withStrings(import('./ManageBusinessPage.tsx'), [
        'business',
        'membership',
        'promotion',
        'support',
        'verification',
        'product',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.ManageBusinessPage })),
  })),
  {
    path: '/business-product/:id',
    lazy: () =>
      withStrings(import('./ProductPage.tsx'), ['product', 'comments', 'business', 'saved', 'social']).then(
        (m) => ({ Component: m.ProductPage }),
      ),
  },
  {
    path: '/search-result',
    lazy: () =>
      withStrings(import('./SearchResultPage.tsx'), [
        'search',
        'business',
        'product',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.SearchResultPage })),
  },
  {
    path: '/newsfeed',
    lazy: () =>
      withStrings(import('./NewsfeedPage.tsx'), ['posts', 'comments', 'business', 'saved', 'social']).then(
        (m) => ({ Component: m.NewsfeedPage }),
      ),
  },
  {
    path: '/timeline',
    lazy: () =>
      withStrings(import('./TimelinePage.tsx'), ['posts', 'comments', 'business', 'saved', 'social']).then(
        (m) => ({ Component: m.OwnTimelinePage }),
      ),
  },
  {
    path: '/timeline/:timelineID',
    lazy: () =>
      withStrings(import('./TimelinePage.tsx'), ['posts', 'comments', 'business', 'saved', 'social']).then(
        (m) => ({ Component: m.TimelinePage }),
      ),
  },
  {
    path: '/profile',
    lazy: () =>
      withStrings(import('./ProfilePages.tsx'), [
        'profile',
        'posts',
        'comments',
        'business',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.OwnProfilePage })),
  },
  {
    path: '/profile/:id',
    lazy: () =>
      withStrings(import('./ProfilePages.tsx'), [
        'profile',
        'posts',
        'comments',
        'business',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.PublicProfilePage })),
  },
  {
    path: '/business/:id/send-request',
    lazy: () =>
      withStrings(import('./SendRequestPage.tsx'), ['inquiries']).then((m) => ({
        Component: m.SendRequestPage,
      })),
  },
  {
    path: '/buying-requests',
    lazy: () =>
      withStrings(import('./BuyingRequestsPages.tsx'), ['buying-requests']).then((m) => ({
        Component: m.BuyingRequestsBoardPage,
      })),
  },
  {
    path: '/moderation/statement/:id',
    lazy: () =>
      withStrings(import('./ProfilePages.tsx'), ['appeals']).then((m) => ({ Component: m.StatementPage })),
  },
  {
    path: '/buying-requests/new',
    lazy: () =>
      withStrings(import('./BuyingRequestsPages.tsx'), ['buying-requests']).then((m) => ({
        Component: m.NewBuyingRequestPage,
      })),
  },
  {
    path: '/buying-requests/:id',
    lazy: () =>
      withStrings(import('./BuyingRequestsPages.tsx'), ['buying-requests', 'business']).then((m) => ({
        Component: m.BuyingRequestPage,
      })),
  },
];
