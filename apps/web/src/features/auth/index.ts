// The session guard the router wraps guarded pages in; the sign-in handoff page is in routes.ts.
export { withSessionGuard } from './session-guard.ts';
// The same guard as a layout route, for a page the contracts' page table does not list yet.
