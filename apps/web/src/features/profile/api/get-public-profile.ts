import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { PROFILE_STALE_MS, profileKeys } from './profile-keys.ts';

/** GET /api/user/public-profile/{id}: what anyone may see of a user. */
export const publicProfileQuery = (userID: string) =>
  queryOptions({
    queryKey: profileKeys.public(userID),
    queryFn: ({ signal }) =>
      apiRequest<PublicProfile>(`/user/public-profile/${encodeURIComponent(userID)}`, { signal }),
    staleTime: PROFILE_STALE_MS,
    retry: false,
  });

export const usePublicProfile = (userID: string) => useQuery(publicProfileQuery(userID));
