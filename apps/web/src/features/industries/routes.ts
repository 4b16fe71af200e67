import type { RouteObject } from 'react-router';

/** The industries directory (/industries): every industry with its categories, each a search link. */
export const routes: RouteObject[] = [
  {
    path: '/industries',
    lazy: () => import('./pages/IndustriesPage.tsx').then((m) => ({ Component: m.IndustriesPage })),
  },
];
