import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfileResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { BUSINESS_STALE_MS, businessKeys } from './business-keys.ts';

/**
 * GET /api/business/profile/{id}: the public profile plus the viewer's relation to it
 * (`session.access`: owner, admin, member or null; owners and admins also get the product cap).
 * The id is the bare 36-character business id (see `idFromRouteParam`).
 */
export const businessProfileQuery = (businessID: string) =>
  queryOptions({
    queryKey: businessKeys.profile(businessID),
    queryFn: ({ signal }) =>
      apiRequest<BusinessProfileResponse>(`/business/profile/${encodeURIComponent(businessID)}`, { signal }),
    staleTime: BUSINESS_STALE_MS,
  });

export const useBusinessProfile = (businessID: string) => useQuery(businessProfileQuery(businessID));
