/**
 * What src/app composes of businesses (a feature imports no other feature). The pages made of
 * this feature alone are in routes.ts, for the router.
 */
// The profile and the management screen, without what other features show on them (the pages in
// src/app/pages hand those in).
export { BusinessProfileScreen } from './screens/BusinessProfileScreen.tsx';
export type { BusinessProfileSlots } from './components/profile/profile-slots.ts';
export { ManageBusinessScreen, type ManageBusinessSlots } from './screens/ManageBusinessScreen.tsx';

// The profile read, for pages that show a business beside something else (a product's page, a
// timeline's heading, an inquiry's receiver).
export { businessProfileQuery } from './api/get-business-profile.ts';

// Cards (search results, the home page).
export { BusinessResultCard } from './components/BusinessResultCard.tsx';
export { CompanyCard } from './components/CompanyCard.tsx';
// A business's response figures and rating in a line (a buying request's comparison).
export { ReputationSummary } from './components/ReputationSummary.tsx';
