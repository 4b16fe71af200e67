import { createElement, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';
import { queryClient } from '../query-client.ts';

// The latest businesses are search's, their cards business's: both namespaces come with the page.
// The page's data is asked for as soon as its code is here, not once its strings have come and it
// has rendered.
const HomePage = lazy(() =>
  withStrings(
    import('./components/HomePage.tsx').then((m) => {
      m.prefetchHomePage(queryClient);
      return m;
    }),
    ['search', 'business'],
  ).then((m) => ({ default: m.HomePage })),
);

/** The home page and anything else the shell itself serves (each page's code loads on demand). */
export const routes: RouteObject[] = [{ path: '/', element: createElement(HomePage) }];
