import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { PROFILE_STALE_MS, profileKeys } from './profile-keys.ts';

/** GET /api/user/profile: the signed-in user's own profile. */
export const ownProfileQuery = queryOptions({
  queryKey: profileKeys.own(),
  queryFn: ({ signal }) => apiRequest<Profile>('/user/profile', { signal }),
  staleTime: PROFILE_STALE_MS,
  retry: false,
});

export const useOwnProfile = () => useQuery(ownProfileQuery);
