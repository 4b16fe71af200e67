import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * User profiles: the edit form (/profile/edit; the session guard of the contracts' page table keeps
 * visitors out). The own view and anyone's public profile show their timeline too, so their
 * pages are composed in src/app/pages. The page's code loads when the route is first opened.
 */
export const routes: RouteObject[] = [
  {
    path: '/profile/edit',
    lazy: () =>
      withStrings(import('./pages/EditProfilePage.tsx'), ['profile']).then((m) => ({
        Component: m.EditProfilePage,
      })),
  },
];
