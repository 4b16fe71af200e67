import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * Posts: the newsfeed (/newsfeed, the menu's My B2B) and the signed-in user's own timeline (/timeline, which goes on to its lasting address
 * /timeline/{their id}), both sending visitors to the login (contracts' page table), and anyone's
 * timeline (/timeline/{id}). Each page loads when first opened.
 */
export const routes: RouteObject[] = [
  {
    path: '/newsfeed',
    lazy: () =>
      withStrings(import('./pages/NewsfeedPage.tsx'), [
        'posts',
        'comments',
        'business',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.NewsfeedPage })),
  },
  {
    path: '/timeline',
    lazy: () =>
      withStrings(import('./pages/TimelinePage.tsx'), [
        'posts',
        'comments',
        'business',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.OwnTimelinePage })),
  },
  {
    path: '/timeline/:timelineID',
    lazy: () =>
      withStrings(import('./pages/TimelinePage.tsx'), [
        'posts',
        'comments',
        'business',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.TimelinePage })),
  },
];
