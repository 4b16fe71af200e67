// What src/app composes of reputation (decision 0024): the business page's reviews section. The
// response figures' line is the business feature's own (ReputationSummary), read from its payloads.
export { ReviewsSection, type ReviewsSectionProps } from './components/ReviewsSection.tsx';
