import type { RouteObject } from 'react-router';

/**
 * Posts: the newsfeed (/newsfeed, the menu's My B2B) and the signed-in user's own timeline (/timeline, which goes on to its lasting address
 * /timeline/{their id}), both sending visitors to the login (contracts' page table), and anyone's
 * timeline (/timeline/{id}). Each page loads when first opened.
 */
export const routes: RouteObject[] = [
  {
    path: '/newsfeed',
    lazy: () => import('./pages/NewsfeedPage.tsx').then((m) => ({ Component: m.NewsfeedPage })),
  },
  {
    path: '/timeline',
    lazy: () => import('./pages/TimelinePage.tsx').then((m) => ({ Component: m.OwnTimelinePage })),
  },
  {
    path: '/timeline/:timelineID',
    lazy: () => import('./pages/TimelinePage.tsx').then((m) => ({ Component: m.TimelinePage })),
  },
];
