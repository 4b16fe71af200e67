// What other features use of posts: a timeline section for the profile and business pages (with
// the composer for its owner). The pages are in routes.ts, for the router.
export { TimelineSection, type TimelineSectionProps } from './components/TimelineSection.tsx';
