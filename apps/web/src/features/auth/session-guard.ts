import type { RouteObject } from 'react-router';
import { pageRoutes } from '@wbn/contracts';
import { RequireSession } from './components/RequireSession.tsx';

const needsSession = new Set(pageRoutes.filter((r) => r.requiresSession).map((r) => r.path));

/**
 * Puts every route whose entry in the contracts' page table has `requiresSession` under one
 * pathless layout route that sends visitors without a session to the login (with `continue`).
 * Works for routes with `element`, `Component` or `lazy` alike.
 */
export function withSessionGuard(routes: RouteObject[]): RouteObject[] {
  const guarded = routes.filter((r) => r.path && needsSession.has(r.path));
  const open = routes.filter((r) => !(r.path && needsSession.has(r.path)));
  return guarded.length ? [{ Component: RequireSession, children: guarded }, ...open] : open;
}
