import { queryOptions } from '@tanstack/react-query';
import type { FollowSummary } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { SOCIAL_STALE_MS, socialKeys } from './social-keys.ts';

/**
 * GET /api/social/follow/{id}/summary?businessID=: the followers count and, for a signed-in viewer,
 * whether they (or the business they act as) follow it. `actor` only keys the cache.
 */
export const followSummaryQuery = (businessID: string, actor: string, asBusinessID?: string) =>
  queryOptions({
    queryKey: socialKeys.followSummary(businessID, actor),
    queryFn: ({ signal }) =>
      apiRequest<FollowSummary>(`/social/follow/${encodeURIComponent(businessID)}/summary`, {
        query: { businessID: asBusinessID },
        signal,
      }),
    staleTime: SOCIAL_STALE_MS,
  });

/** POST /api/social/follow/business (follow) or DELETE /api/social/follow/{id} (unfollow). */
export function setFollow(
  businessID: string,
  follow: boolean,
  asBusinessID?: string,
): Promise<FollowSummary> {
  return follow
    ? apiRequest<FollowSummary>('/social/follow/business', {
        method: 'POST',
        body: { resourceID: businessID, businessID: asBusinessID },
      })
    : apiRequest<FollowSummary>(`/social/follow/${encodeURIComponent(businessID)}`, {
        method: 'DELETE',
        query: { businessID: asBusinessID },
      });
}
