import type { RouteObject } from 'react-router';

/** The Saved page (/saved): the signed-in user's saved products and businesses (needs a session). */
export const routes: RouteObject[] = [
  {
    path: '/saved',
    lazy: () => import('./pages/SavedPage.tsx').then((m) => ({ Component: m.SavedPage })),
  },
];
