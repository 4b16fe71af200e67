import type { RouteObject } from 'react-router';

/** /SetID/: the session handoff at the end of a sign-in (its code loads on demand). */
export const routes: RouteObject[] = [
  {
    path: '/SetID',
    lazy: () => import('./components/SetIdPage.tsx').then((m) => ({ Component: m.SetIdPage })),
  },
];
