import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { commentLimits, limits, type CommentsResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { primeReactionSummaries } from '../../../shared/api/reaction-summaries.ts';
import { COMMENTS_STALE_MS, commentKeys } from './comment-keys.ts';

export type CommentsPage = CommentsResponse['data'];

/**
 * Where the next page starts, or undefined when there is none: the spec's rule (a page that comes
 * back empty ends the list) and, since the answer says how many there are, also once all of them
 * are shown, so the visitor is not offered a click that can only bring nothing.
 */
export function nextCommentsSkip(lastPage: CommentsPage, pages: readonly CommentsPage[]): number | undefined {
  if (lastPage.comments.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.comments.length, 0);
  if (loaded >= lastPage.total || loaded > commentLimits.skipMax) return undefined;
  return loaded;
}

/** GET /api/social/comments/{resourceID}?skip=&size=5: comments oldest first, 5 at a time. */
export const commentsQuery = (resourceID: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(resourceID),
    queryFn: async ({ pageParam, signal, client }) => {
      const res = await apiRequest<CommentsResponse>(`/social/comments/${encodeURIComponent(resourceID)}`, {
        query: { skip: pageParam, size: limits.commentsPageSize },
        signal,
      });
      // Each comment's like button starts from the count the page carries.
      primeReactionSummaries(
        client,
        res.data.comments.map((c) => ({ resourceID: c.commentID, like: c.reactions.reactionCount.like })),
      );
      return res.data;
    },
    initialPageParam: 0,
    getNextPageParam: nextCommentsSkip,
    staleTime: COMMENTS_STALE_MS,
  });

export type CommentsData = InfiniteData<CommentsPage, number>;
