import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NewsfeedResponse, Post, TimelineResponse } from '@wbn/contracts';
import { primeReactionSummaries } from '../../../shared/api/reaction-summaries.ts';

/** Each post's like button starts from the count the page carries (no summary call per post). */
export function primePostCounts(client: QueryClient, posts: readonly Post[]): void {
  primeReactionSummaries(
    client,
    posts.map((p) => ({ resourceID: p.postID, like: p.reactions.reactionCount.like })),
  );
}

/**
 * The posts of every page loaded so far, each once: a post written here is put on top of the
 * first page, and a timeline paged by `skip` then sees it again at the end of a later page.
 */
export function postsOf(pages: readonly { posts: readonly Post[] }[] | undefined): Post[] {
  const seen = new Set<string>();
  const out: Post[] = [];
  for (const page of pages ?? [])
    for (const post of page.posts) {
      if (seen.has(post.postID)) continue;
      seen.add(post.postID);
      out.push(post);
    }
  return out;
}

/** A cached feed with `post` first on its first page (nothing when the feed is not loaded). */
export function withPostOnTop<P extends NewsfeedResponse | TimelineResponse, K>(
  data: InfiniteData<P, K> | undefined,
  post: Post,
): InfiniteData<P, K> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  const posts = [post, ...first!.posts.filter((p) => p.postID !== post.postID)];
  return { ...data, pages: [{ ...first!, posts }, ...rest] };
}
