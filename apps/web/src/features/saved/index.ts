// What other features use of saves: the Save Product / Save Business toggle for cards and pages.
// The Saved page is in routes.ts, for the router.
export { SaveButton, type SaveButtonProps } from './components/SaveButton.tsx';
