import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

/** Products: the public product page. The catalogue management lives in the business management screen. */
export const routes: RouteObject[] = [
  {
    path: '/business-product/:id',
    lazy: () =>
      withStrings(import('./pages/ProductPage.tsx'), [
        'product',
        'comments',
        'business',
        'saved',
        'social',
      ]).then((m) => ({ Component: m.ProductPage })),
  },
];
