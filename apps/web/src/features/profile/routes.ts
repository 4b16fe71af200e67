import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * User profiles: the own view (/profile), the edit form (/profile/edit) and anyone's public
 * profile (/profile/{id}). Each page's code loads when the route is first opened; the session
 * guard (contracts' page table) keeps visitors out of the first two.
 */
export const routes: RouteObject[] = [
  {
    path: '/profile',
    lazy: () =>
      withStrings(import('./pages/OwnProfilePage.tsx'), [
        'profile',
        'posts',
        'comments',
        'business',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.OwnProfilePage })),
  },
  {
    path: '/profile/edit',
    lazy: () =>
      withStrings(import('./pages/EditProfilePage.tsx'), ['profile']).then((m) => ({
        Component: m.EditProfilePage,
      })),
  },
  {
    path: '/profile/:id',
    lazy: () =>
      withStrings(import('./pages/PublicProfilePage.tsx'), [
        'profile',
        'posts',
        'comments',
        'business',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.PublicProfilePage })),
  },
];
