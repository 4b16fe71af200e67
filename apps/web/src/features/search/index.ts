// What src/app composes of search (a feature imports no other feature): the results page without
// the business and product cards (src/app/pages/SearchResultPage.tsx hands them in), and the home
// page's latest businesses, given their card by the home page.
export { SearchResultScreen, type SearchResultCards } from './screens/SearchResultScreen.tsx';
export {
  LatestRegisteredBusinesses,
  type LatestBusinessCard,
} from './components/LatestRegisteredBusinesses.tsx';
export { lastRegisteredQuery } from './api/get-last-registered.ts';
