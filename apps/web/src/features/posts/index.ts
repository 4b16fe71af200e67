// What src/app composes of posts (a feature imports no other feature): the newsfeed and timeline
// screens, the timeline section the profile and business pages show (with the composer for its
// owner), and the slots through which the composing page puts likes, comments and follows into
// the cards. These pages' routes are in src/app/pages, which provides the slots.
export { NewsfeedScreen } from './screens/NewsfeedScreen.tsx';
export {
  OwnTimelineScreen,
  TimelineScreen,
  type TimelineOwner,
  type TimelineOwnerSlot,
} from './screens/TimelineScreen.tsx';
export { TimelineSection, type TimelineSectionProps } from './components/TimelineSection.tsx';
export { PostSlotsProvider, type PostSlots } from './lib/post-slots.tsx';
