import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBusiness } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { PROFILE_STALE_MS, profileKeys } from './profile-keys.ts';

/** GET /api/business/profile/list-business?userID=: a user's businesses. */
export const userBusinessesQuery = (userID: string) =>
  queryOptions({
    queryKey: profileKeys.businesses(userID),
    queryFn: ({ signal }) =>
      apiRequest<UserBusiness[]>('/business/profile/list-business', { query: { userID }, signal }),
    staleTime: PROFILE_STALE_MS,
  });

export const useUserBusinesses = (userID: string | undefined) =>
  useQuery({ ...userBusinessesQuery(userID ?? ''), enabled: Boolean(userID) });
