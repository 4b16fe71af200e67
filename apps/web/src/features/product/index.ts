// What other features use of products; the pages are in routes.ts, for the router.

// Pieces the business screens and the search results show.
export { BusinessProductsPanel } from './components/BusinessProductsPanel.tsx';
export { CompanyProducts } from './components/CompanyProducts.tsx';
export { ProductResultCard } from './components/ProductResultCard.tsx';
