import type { RouteObject } from 'react-router';

/**
 * User profiles: the own view (/profile), the edit form (/profile/edit) and anyone's public
 * profile (/profile/{id}). Each page's code loads when the route is first opened; the session
 * guard (contracts' page table) keeps visitors out of the first two.
 */
export const routes: RouteObject[] = [
  {
    path: '/profile',
    lazy: () => import('./pages/OwnProfilePage.tsx').then((m) => ({ Component: m.OwnProfilePage })),
  },
  {
    path: '/profile/edit',
    lazy: () => import('./pages/EditProfilePage.tsx').then((m) => ({ Component: m.EditProfilePage })),
  },
  {
    path: '/profile/:id',
    lazy: () => import('./pages/PublicProfilePage.tsx').then((m) => ({ Component: m.PublicProfilePage })),
  },
];
