import { infiniteQueryOptions } from '@tanstack/react-query';
import { limits, postLimits, type TimelineResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { primePostCounts } from './feed-pages.ts';
import { FEED_STALE_MS, postKeys } from './post-keys.ts';

/**
 * Where the next timeline page starts, or undefined when there is none: a short page is the last,
 * and timelines are served to a fixed depth (the newsfeed has its cursor for going further).
 */
export function nextTimelineSkip(
  last: TimelineResponse,
  pages: readonly TimelineResponse[],
): number | undefined {
  if (last.posts.length < limits.timelinePageSize) return undefined;
  const skip = pages.reduce((n, p) => n + p.posts.length, 0);
  return skip > postLimits.timelineSkipMax ? undefined : skip;
}

/** GET /api/timeline/load/{id}?skip=&size=10: a user's or a business's posts, newest first. */
export const timelineQuery = (timelineID: string, viewer: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.timeline(timelineID, viewer),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await apiRequest<TimelineResponse>(`/timeline/load/${encodeURIComponent(timelineID)}`, {
        query: { skip: pageParam, size: limits.timelinePageSize },
        signal,
      });
      primePostCounts(client, page.posts);
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: nextTimelineSkip,
    staleTime: FEED_STALE_MS,
  });
