import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBusinessCard } from '@wbn/contracts';
import { apiRequest } from '../api/client.ts';

/**
 * The signed-in user's businesses with their role in each: part of who the viewer is, read by
 * several features (what they may post or comment as, their own business among search results,
 * whom an inquiry may be sent as). The key sits under the business feature's keys (`business`),
 * so the business screens' refreshes reach it.
 */
export const myBusinessesKey = ['business', 'my-list'] as const;

/** Half a minute, as the business feature's own reads. */
const MY_BUSINESSES_STALE_MS = 30 * 1000;

/** GET /api/business/profile/my-list: the businesses the signed-in user owns or belongs to. */
export const myBusinessesQuery = queryOptions({
  queryKey: myBusinessesKey,
  queryFn: ({ signal }) => apiRequest<MyBusinessCard[]>('/business/profile/my-list', { signal }),
  staleTime: MY_BUSINESSES_STALE_MS,
});

export const useMyBusinesses = () => useQuery(myBusinessesQuery);
