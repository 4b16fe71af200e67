// What src/app composes of products (a feature imports no other feature); the public product
// page's route is in routes.ts.

// The product page without what other features show on it (src/app/pages/ProductPage.tsx hands
// those in), and the product read it needs first.
export { ProductScreen, type ProductSlots } from './screens/ProductScreen.tsx';
export { useProduct } from './api/get-product.ts';

// Pieces the business screens and the search results show.
export { BusinessProductsPanel } from './components/BusinessProductsPanel.tsx';
export { CompanyProducts } from './components/CompanyProducts.tsx';
export { ProductResultCard } from './components/ProductResultCard.tsx';
