import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/**
 * Company verification (decision 0032): a business's checks and the form that sends evidence, for
 * its owner and admins (the contracts' page table makes it need a session). Loads when opened.
 */
export const routes: RouteObject[] = [
  {
    path: '/business/:id/verification',
    lazy: () =>
      withStrings(import('./pages/VerificationPage.tsx'), ['verification']).then((m) => ({
        Component: m.VerificationPage,
      })),
  },
];
