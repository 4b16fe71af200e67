import { queryOptions } from '@tanstack/react-query';
import type { ReactionResourceType } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { SOCIAL_STALE_MS, socialKeys } from './social-keys.ts';

// The like counts (reactionSummaryQuery) are in shared/api/reaction-summaries.ts: lists and pages
// of other features hand them in.
export { reactionSummaryQuery } from '../../../shared/api/reaction-summaries.ts';

/**
 * GET /api/social/reaction/check/{resourceID}?businessID=: whether the signed-in user (or the
 * business they act as) likes it. `actor` only keys the cache (see actorKey).
 */
export const reactionCheckQuery = (resourceID: string, actor: string, businessID?: string) =>
  queryOptions({
    queryKey: socialKeys.reactionCheck(resourceID, actor),
    queryFn: async ({ signal }) => {
      const res = await apiRequest<{ reactionType: 'like' | null }>(
        `/social/reaction/check/${encodeURIComponent(resourceID)}`,
        { query: { businessID }, signal },
      );
      return res.reactionType === 'like';
    },
    staleTime: SOCIAL_STALE_MS,
  });

/** The answer of react and unreact: the state after the call. */
export interface ReactionResult {
  reacted: boolean;
  reactionCount: { like: number };
}

/** POST (like) or DELETE (unlike) /api/social/reaction/react/{resourceType}. */
export function setReaction(
  resourceType: ReactionResourceType,
  resourceID: string,
  like: boolean,
  businessID?: string,
): Promise<ReactionResult> {
  return apiRequest<ReactionResult>(`/social/reaction/react/${resourceType}`, {
    method: like ? 'POST' : 'DELETE',
    body: like ? { resourceID, reactionType: 'like', businessID } : { resourceID, businessID },
  });
}
