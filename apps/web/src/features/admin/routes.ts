import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/** The operators' console (/admin; the contracts' page table makes it need a session). */
export const routes: RouteObject[] = [
  {
    path: '/admin',
    lazy: () =>
      withStrings(import('./pages/AdminPage.tsx'), ['admin']).then((m) => ({ Component: m.AdminPage })),
  },
];
