import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { useSession } from '../../../shared/session/session.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { postsOf } from '../api/feed-pages.ts';
import { newsfeedQuery } from '../api/newsfeed.ts';
import { AUTO_LOAD_DELAY_MS, viewerKey } from '../api/post-keys.ts';
import { PostComposer } from '../components/PostComposer.tsx';
import { FeedLoading, PostList } from '../components/PostList.tsx';
import { Suggestions } from '../components/Suggestions.tsx';
import { useAutoLoad } from '../lib/use-auto-load.ts';
import { say } from '../../../shared/i18n/say.ts';
import '../posts.css';

/**
 * /newsfeed (the menu's My B2B; signed-in only): the composer, then the newsfeed newest first.
 * The next page loads by itself about 4 seconds after the last one while there is one (spec §4),
 * and with Load more; "Failed loading your newsfeed" when it cannot; an empty feed suggests
 * businesses to follow. The page in src/app provides what its cards show of other features
 * (PostSlotsProvider).
 */
export function NewsfeedScreen() {
  const { t } = useTranslation('posts');
  usePageMeta(t('newsfeed.title'));
  const session = useSession();
  const query = useInfiniteQuery(newsfeedQuery(viewerKey(session.userID)));

  useAutoLoad({
    enabled: query.hasNextPage && !query.isFetching && !query.isError,
    lastLoadAt: query.dataUpdatedAt,
    delayMs: AUTO_LOAD_DELAY_MS,
    load: () => void query.fetchNextPage(),
  });

  return (
    <div className="page feed-page">
      <h1 className="feed-page__title">{t('newsfeed.heading')}</h1>
      <PostComposer actor={{ kind: 'choose' }} />
      <QueryState
        query={query}
        pending={<FeedLoading />}
        problem={say(messages.newsfeedLoadFailed)}
        retryLabel={t('feed.retry')}
        className="feed-problem"
        keepData
      >
        {(data) => {
          const posts = postsOf(data.pages);
          if (posts.length === 0)
            return (
              <Suggestions
                suggestions={data.pages[0]?.suggestions ?? []}
                onRefresh={() => void query.refetch()}
                refreshing={query.isRefetching}
              />
            );
          return (
            <PostList
              posts={posts}
              label={t('newsfeed.listLabel')}
              hasMore={query.hasNextPage}
              loadingMore={query.isFetchingNextPage}
              moreFailed={query.isFetchNextPageError ? say(messages.newsfeedLoadFailed) : null}
              onLoadMore={() => void query.fetchNextPage()}
            />
          );
        }}
      </QueryState>
    </div>
  );
}
