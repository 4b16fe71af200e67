import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReactionResourceType, ReactionSummary } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { SOCIAL_STALE_MS, socialKeys } from './social-keys.ts';

/** GET /api/social/reaction/summary/{id}: how many likes a resource has. */
export const reactionSummaryQuery = (resourceID: string) =>
  queryOptions({
    queryKey: socialKeys.reactionSummary(resourceID),
    queryFn: ({ signal }) =>
      apiRequest<ReactionSummary>(`/social/reaction/summary/${encodeURIComponent(resourceID)}`, { signal }),
    staleTime: SOCIAL_STALE_MS,
  });

/**
 * Puts like counts the caller already has (a page of posts or comments carries each one's count)
 * into the summary cache, so the like buttons of a list do not each ask for their count again.
 * A count the cache already holds is replaced: the list's answer is the newer one.
 */
export function primeReactionSummaries(
  client: QueryClient,
  items: readonly { resourceID: string; like: number }[],
): void {
  for (const { resourceID, like } of items)
    client.setQueryData<ReactionSummary>(socialKeys.reactionSummary(resourceID), {
      resourceID,
      reactionCount: { like },
    });
}

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
