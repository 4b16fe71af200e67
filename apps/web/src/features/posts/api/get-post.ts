import { queryOptions } from '@tanstack/react-query';
import type { Post } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { primePostCounts } from './feed-pages.ts';
import { FEED_STALE_MS, postKeys } from './post-keys.ts';

/** GET /api/social/posts/{postID}: one post (404 once removed). */
export const postQuery = (postID: string, viewer: string) =>
  queryOptions({
    queryKey: postKeys.post(postID, viewer),
    queryFn: async ({ signal, client }) => {
      const post = await apiRequest<Post>(`/social/posts/${encodeURIComponent(postID)}`, { signal });
      primePostCounts(client, [post]);
      return post;
    },
    staleTime: FEED_STALE_MS,
  });
