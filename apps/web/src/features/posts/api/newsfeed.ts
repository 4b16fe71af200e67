import { infiniteQueryOptions } from '@tanstack/react-query';
import type { NewsfeedResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { primePostCounts } from './feed-pages.ts';
import { FEED_STALE_MS, postKeys } from './post-keys.ts';

/**
 * GET /api/newsfeed/load?nextID=: the viewer's own posts and those of the businesses they follow
 * or belong to, newest first; `nextID` (an opaque cursor) asks for the next page, null ends it.
 */
export const newsfeedQuery = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.newsfeed(viewer),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await apiRequest<NewsfeedResponse>('/newsfeed/load', {
        query: { nextID: pageParam },
        signal,
      });
      primePostCounts(client, page.posts);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextID ?? undefined,
    staleTime: FEED_STALE_MS,
  });
