import type { RouteObject } from 'react-router';

/** Products: the public product page. The catalogue management lives in the business management screen. */
export const routes: RouteObject[] = [
  {
    path: '/business-product/:id',
    lazy: () => import('./pages/ProductPage.tsx').then((m) => ({ Component: m.ProductPage })),
  },
];
