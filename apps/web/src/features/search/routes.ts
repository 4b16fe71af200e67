import type { RouteObject } from 'react-router';

/** Search: the results page (/search-result). */
export const routes: RouteObject[] = [
  {
    path: '/search-result',
    lazy: () => import('./pages/SearchResultPage.tsx').then((m) => ({ Component: m.SearchResultPage })),
  },
];
