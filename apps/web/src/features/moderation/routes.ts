import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/** The public notice form (decision 0033): anyone, signed in or not, reports illegal content. */
export const routes: RouteObject[] = [
  {
    path: '/report-illegal-content',
    lazy: () =>
      withStrings(import('./pages/NoticePage.tsx'), ['moderation']).then((m) => ({
        Component: m.NoticePage,
      })),
  },
];
