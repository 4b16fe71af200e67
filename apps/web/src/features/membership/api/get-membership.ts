import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipState } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { MEMBERSHIP_STALE_MS, membershipKeys } from './membership-keys.ts';

/**
 * GET /api/subscription/business/{businessID}: the business's plan, verification, renewal and
 * product cap, and whether the viewer may buy (owner or admin). Others than its people get a 403.
 */
export const membershipStateQuery = (businessID: string, viewer: string) =>
  queryOptions({
    queryKey: membershipKeys.state(businessID, viewer),
    queryFn: ({ signal }) =>
      apiRequest<MembershipState>(`/subscription/business/${encodeURIComponent(businessID)}`, { signal }),
    staleTime: MEMBERSHIP_STALE_MS,
  });

export const useMembershipState = (businessID: string, viewer: string) =>
  useQuery(membershipStateQuery(businessID, viewer));
