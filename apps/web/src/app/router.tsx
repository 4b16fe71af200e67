import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { pageRoutes } from '@wbn/contracts';
import { languageBasename } from '../shared/i18n/language.ts';
import { Layout, withErrorElements } from './shell/index.ts';
import { routes as shellRoutes } from './shell/routes.ts';
import { routes as composedRoutes } from './pages/routes.ts';
import { withSessionGuard } from '../features/auth/index.ts';
import { routes as authRoutes } from '../features/auth/routes.ts';
import { routes as contentRoutes } from '../features/content/routes.tsx';
import { routes as profileRoutes } from '../features/profile/routes.ts';
import { routes as businessRoutes } from '../features/business/routes.ts';
import { routes as industriesRoutes } from '../features/industries/routes.ts';
import { routes as savedRoutes } from '../features/saved/routes.ts';
import { routes as membershipRoutes } from '../features/membership/routes.ts';
import { routes as notificationsRoutes } from '../features/notifications/routes.ts';
import { routes as messagesRoutes } from '../features/messages/routes.ts';
import { routes as adminRoutes } from '../features/admin/routes.ts';
import { routes as moderationRoutes } from '../features/moderation/routes.ts';
import { FullPageLoader } from '../shared/ui/full-page-loader.tsx';

const PendingPage = lazy(() => import('./pending-page.tsx').then((m) => ({ default: m.PendingPage })));

/**
 * Every feature exports the routes of its own pages from its routes.ts, and app/pages/routes.ts
 * those of the pages that compose several features; they are listed here and nowhere else.
 * Pages are loaded on demand, either as a React.lazy element (the shell's <Suspense> shows the
 * full-page loader while it arrives) or with the route's `lazy` (the shell shows a progress bar
 * while navigating, and the loader below on a first visit). Every route has an error element of
 * its own (withErrorElements): a page that fails to render, or whose code or strings cannot be
 * loaded, shows a useful message with a refresh in its place, inside the shell.
 * Any route of the spec's tables that no feature serves yet shows an honest "not yet" page
 * instead of redirecting, and every other path goes to `/` (the spec's rule).
 */
const featureRoutes: RouteObject[] = [
  ...shellRoutes,
  ...composedRoutes,
  ...authRoutes,
  ...contentRoutes,
  ...profileRoutes,
  ...businessRoutes,
  ...industriesRoutes,
  ...savedRoutes,
  ...membershipRoutes,
  ...notificationsRoutes,
  ...messagesRoutes,
  ...adminRoutes,
  ...moderationRoutes,
];

// Every path a feature serves, nested ones included: the rest of the page table is "opens soon".
const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);
const served = new Set(pathsOf(featureRoutes));
const pending: RouteObject[] = pageRoutes
  .filter((r) => !served.has(r.path))
  .map((r) => ({ path: r.path, element: <PendingPage path={r.path} /> }));

// Under a language's address (`/es/…`) the prefix is the basename: every link and navigation
// stays in that language without knowing of it (decision 0026).
export const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        {
          // First load of a page whose route is `lazy`: the shell renders and this fills its outlet.
          hydrateFallbackElement: <FullPageLoader />,
          // Pages whose route table entry has requiresSession send visitors to the login first.
          children: withErrorElements(
            withSessionGuard([
              ...featureRoutes,
              ...pending,
              { path: '*', element: <Navigate to="/" replace /> },
            ]),
          ),
        },
      ],
    },
  ],
  { basename: languageBasename() },
);
