import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBusinessCard } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { BUSINESS_STALE_MS, businessKeys } from './business-keys.ts';

/** GET /api/business/profile/my-list: the businesses the signed-in user owns or belongs to. */
export const myBusinessesQuery = queryOptions({
  queryKey: businessKeys.myList(),
  queryFn: ({ signal }) => apiRequest<MyBusinessCard[]>('/business/profile/my-list', { signal }),
  staleTime: BUSINESS_STALE_MS,
});

export const useMyBusinesses = () => useQuery(myBusinessesQuery);
