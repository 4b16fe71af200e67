// What other features use of user profiles (a timeline's heading); the pages are in routes.ts.
export { publicProfileQuery } from './api/get-public-profile.ts';
