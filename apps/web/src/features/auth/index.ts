// The session guard the router wraps guarded pages in; the sign-in handoff page is in routes.ts.
export { withSessionGuard } from './session-guard.ts';
