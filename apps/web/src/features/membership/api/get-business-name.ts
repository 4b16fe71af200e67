import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfileResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { membershipKeys } from './membership-keys.ts';

/**
 * GET /api/business/profile/{id}, for the business's name in the membership page's heading. The
 * business feature owns that call's cache, but it imports this feature (its Membership tab), so this
 * one asks on its own rather than importing back and closing an import circle.
 */
export const businessNameQuery = (businessID: string) =>
  queryOptions({
    queryKey: membershipKeys.businessName(businessID),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<BusinessProfileResponse>(`/business/profile/${encodeURIComponent(businessID)}`, {
          signal,
        })
      ).data.general.companyName,
    staleTime: 5 * 60 * 1000,
  });

export const useBusinessName = (businessID: string) => useQuery(businessNameQuery(businessID));
