import { useId } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canManageBusiness, messages, type TimelineType } from '@wbn/contracts';
import { useSession } from '../../../shared/session/session.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { myBusinessesQuery } from '../../../shared/session/my-businesses.ts';
import { postsOf } from '../api/feed-pages.ts';
import { viewerKey } from '../api/post-keys.ts';
import { timelineQuery } from '../api/timeline.ts';
import { PostComposer, type ComposerActor } from './PostComposer.tsx';
import { FeedLoading, PostList } from './PostList.tsx';
import { say } from '../../../shared/i18n/say.ts';

export interface TimelineSectionProps {
  /** A user id or a business id. */
  timelineID: string;
  /** Whose timeline it is, when the page knows (else the first page tells). */
  kind?: TimelineType;
  /** The name shown for the owner (the business's company name, the person's name). */
  ownerName?: string;
  heading?: string;
  className?: string;
}

/**
 * A timeline (core spec §2, §7 `timeline/load/{id}`, §9): its posts newest first, 10 at a time
 * with Load more. Its owner (the user themselves, or an owner or admin of the business) gets the
 * composer on top, posting on this timeline.
 */
export function TimelineSection({ timelineID, kind, ownerName, heading, className }: TimelineSectionProps) {
  const { t } = useTranslation('posts');
  const headingId = useId();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const query = useInfiniteQuery(timelineQuery(timelineID, viewerKey(session.userID)));
  const type = kind ?? query.data?.pages[0]?.timelineType;
  const mine = useQuery({ ...myBusinessesQuery, enabled: signedIn && type === 'business' });

  let actor: ComposerActor | null = null;
  if (signedIn && type === 'user' && session.userID === timelineID) actor = { kind: 'user' };
  const managed = mine.data?.find((b) => b.businessID === timelineID && canManageBusiness(b.access));
  if (signedIn && type === 'business' && managed)
    actor = { kind: 'business', businessID: timelineID, name: ownerName ?? managed.general.companyName };

  const title = heading ?? t('timeline.heading');

  return (
    <section className={['timeline', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="timeline__title">
        {title}
      </h2>
      {actor ? <PostComposer actor={actor} headingLevel="h3" /> : null}
      <QueryState
        query={query}
        pending={<FeedLoading />}
        problem={say(messages.unexpectedErrorRefresh)}
        retryLabel={t('feed.retry')}
        className="feed-problem"
        keepData
      >
        {(data) => {
          const posts = postsOf(data.pages);
          if (posts.length === 0)
            return (
              <p className="feed-empty">
                {actor
                  ? t('timeline.emptyOwn')
                  : t('timeline.empty', { name: ownerName ?? t('timeline.someone') })}
              </p>
            );
          return (
            <PostList
              posts={posts}
              label={title}
              hasMore={query.hasNextPage}
              loadingMore={query.isFetchingNextPage}
              moreFailed={query.isFetchNextPageError ? say(messages.unexpectedError) : null}
              onLoadMore={() => void query.fetchNextPage()}
            />
          );
        }}
      </QueryState>
    </section>
  );
}
