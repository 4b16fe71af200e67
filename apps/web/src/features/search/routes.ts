import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/** Search: the results page (/search-result). */
export const routes: RouteObject[] = [
  {
    path: '/search-result',
    lazy: () =>
      withStrings(import('./pages/SearchResultPage.tsx'), [
        'search',
        'business',
        'product',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.SearchResultPage })),
  },
];
