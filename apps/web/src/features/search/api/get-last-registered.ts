import { queryOptions, useQuery } from '@tanstack/react-query';
import { lastRegisteredDefaultTypes, limits, type LastRegisteredResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { LAST_REGISTERED_STALE_MS, searchKeys } from './search-keys.ts';

/** GET /api/search/business/last-registered: the newest companies of the home page's four types. */
export const lastRegisteredQuery = queryOptions({
  queryKey: searchKeys.lastRegistered(),
  queryFn: ({ signal }) =>
    apiRequest<LastRegisteredResponse>('/search/business/last-registered', {
      query: { types: lastRegisteredDefaultTypes.join(','), perType: limits.latestRegisteredPerGroup },
      signal,
    }),
  staleTime: LAST_REGISTERED_STALE_MS,
});

export const useLastRegistered = () => useQuery(lastRegisteredQuery);
