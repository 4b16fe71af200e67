/**
 * What other features use of businesses. The pages are in routes.ts, which only the router
 * imports: a feature's index never leads back to pages that import other features.
 */
// The profile query other features read (the product page's business card) and refresh.
export { businessKeys } from './api/business-keys.ts';
export { businessProfileQuery } from './api/get-business-profile.ts';

// Cards other features show (search results, the home page).
export { BusinessResultCard } from './components/BusinessResultCard.tsx';
export { CompanyCard } from './components/CompanyCard.tsx';

// The signed-in user's businesses with their role in each (who may post or comment as which).
export { myBusinessesQuery } from './api/get-my-businesses.ts';
