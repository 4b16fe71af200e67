import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReactionSummary } from '@wbn/contracts';
import { apiRequest } from './client.ts';

/**
 * Like counts, read by the like buttons (the social feature) and handed in by lists that already
 * carry them (a page of posts or comments) and by pages that wait for them (the product page).
 * The key sits under the social feature's keys (`social`), whose buttons write the answers.
 */
export const reactionSummaryKey = (resourceID: string) => ['social', 'reaction-summary', resourceID] as const;

/** Counts move with other people's clicks; a minute is fresh enough between page visits. */
const SUMMARY_STALE_MS = 60 * 1000;

/** GET /api/social/reaction/summary/{id}: how many likes a resource has. */
export const reactionSummaryQuery = (resourceID: string) =>
  queryOptions({
    queryKey: reactionSummaryKey(resourceID),
    queryFn: ({ signal }) =>
      apiRequest<ReactionSummary>(`/social/reaction/summary/${encodeURIComponent(resourceID)}`, { signal }),
    staleTime: SUMMARY_STALE_MS,
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
    client.setQueryData<ReactionSummary>(reactionSummaryKey(resourceID), {
      resourceID,
      reactionCount: { like },
    });
}
