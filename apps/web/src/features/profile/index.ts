// What src/app composes of user profiles (a feature imports no other feature): the own and the
// public profile without their timeline (the pages in src/app/pages hand it in), and the public
// profile read (a timeline's heading). The edit form's route is in routes.ts.
export { OwnProfileScreen } from './screens/OwnProfileScreen.tsx';
export { PublicProfileScreen } from './screens/PublicProfileScreen.tsx';
export type { ProfileReportSlot, ProfileTimelineSlot } from './screens/timeline-slot.ts';
export { publicProfileQuery } from './api/get-public-profile.ts';
