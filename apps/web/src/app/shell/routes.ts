import { createElement, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';
import { queryClient } from '../query-client.ts';

// The latest businesses are search's, their cards business's: both namespaces come with the page.
// Their data is asked for alongside the page's code, not once the page has rendered.
const HomePage = lazy(() => {
  void import('../../features/search/index.ts').then(({ lastRegisteredQuery }) =>
    queryClient.prefetchQuery(lastRegisteredQuery),
  );
  return withStrings(import('./components/HomePage.tsx'), ['search', 'business']).then((m) => ({
    default: m.HomePage,
  }));
});

/** The home page and anything else the shell itself serves (each page's code loads on demand). */
export const routes: RouteObject[] = [{ path: '/', element: createElement(HomePage) }];
