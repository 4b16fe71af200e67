import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/** The Saved page (/saved): the signed-in user's saved products and businesses (needs a session). */
export const routes: RouteObject[] = [
  {
    path: '/saved',
    lazy: () =>
      withStrings(import('./pages/SavedPage.tsx'), ['saved']).then((m) => ({ Component: m.SavedPage })),
  },
];
