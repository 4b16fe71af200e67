import type { RouteObject } from 'react-router';

/** Products: the public product page. The catalogue management lives in the business management screen. */
export const routes: RouteObject[] = [
  {
    path: '/business-product/:id',
    lazy: () => import('./pages/ProductPage.tsx').then((m) => ({ Component: m.ProductPage })),
  },
];

// Pieces the business screens and the search results show.
export { BusinessProductsPanel } from './components/BusinessProductsPanel.tsx';
export { CompanyProducts } from './components/CompanyProducts.tsx';
export { ProductResultCard } from './components/ProductResultCard.tsx';
