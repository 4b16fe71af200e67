import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/** The industries directory (/industries): every industry with its categories, each a search link. */
export const routes: RouteObject[] = [
  {
    path: '/industries',
    lazy: () =>
      withStrings(import('./pages/IndustriesPage.tsx'), ['industries']).then((m) => ({
        Component: m.IndustriesPage,
      })),
  },
];
