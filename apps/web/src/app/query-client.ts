import { QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../shared/api/query-retry.ts';
import { countriesQuery, industryTreeQuery } from '../shared/api/reference-data.ts';

/**
 * The one query cache of the tab: the providers and the routes that prefetch share it. Its
 * `retry` is the app's one rule for failed reads; a query sets its own only to differ from it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryUnlessClientError, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

/**
 * What every page's frame shows (the search bar's countries, the sidebar's industries), asked for
 * as the app starts rather than once the frame has rendered: the answers arrive while the page's
 * own code and strings still load.
 */
export function prefetchFrameData(): void {
  void queryClient.prefetchQuery(countriesQuery);
  void queryClient.prefetchQuery(industryTreeQuery);
}
