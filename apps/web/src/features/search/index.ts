// What other features use of search (the home page's latest businesses); the pages are in routes.ts.
export { LatestRegisteredBusinesses } from './components/LatestRegisteredBusinesses.tsx';
