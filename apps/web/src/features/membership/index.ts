// What src/app composes of memberships: the membership panel for the management screen's
// Membership tab, and the cache keys (to refresh a business's membership after a change elsewhere).
// The membership page and the receipt are in routes.ts, for the router.
export { MembershipPanel, type MembershipPanelProps } from './components/MembershipPanel.tsx';
export { membershipKeys } from './api/membership-keys.ts';
