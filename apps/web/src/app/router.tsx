import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { pageRoutes } from '@wbn/contracts';
import { Layout, routes as shellRoutes } from '../features/shell/index.ts';
import { routes as authRoutes } from '../features/auth/index.ts';
import { routes as contentRoutes } from '../features/content/index.ts';
import { PendingPage } from './pending-page.tsx';

/**
 * Every feature exports its own `routes` from its index.ts; they are listed here and nowhere else.
 * Any route of the spec's tables that no feature serves yet shows an honest "not yet" page
 * instead of redirecting, and every other path goes to `/` (the spec's rule).
 */
const featureRoutes: RouteObject[] = [...shellRoutes, ...authRoutes, ...contentRoutes];

const served = new Set(featureRoutes.map((r) => r.path));
const pending: RouteObject[] = pageRoutes
  .filter((r) => !served.has(r.path))
  .map((r) => ({ path: r.path, element: <PendingPage title={r.title ?? ''} /> }));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [...featureRoutes, ...pending, { path: '*', element: <Navigate to="/" replace /> }],
  },
]);
