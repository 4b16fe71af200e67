import type { ComponentType, ReactNode } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isUuid, type TimelineType } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useSession } from '../../../shared/session/session.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { postQuery } from '../api/get-post.ts';
import { viewerKey } from '../api/post-keys.ts';
import { timelineQuery } from '../api/timeline.ts';
import { PostCard } from '../components/PostCard.tsx';
import { TimelineSection } from '../components/TimelineSection.tsx';
import '../posts.css';

/** /timeline: the signed-in user's own timeline, at its lasting address /timeline/{their id}. */
export function OwnTimelineScreen() {
  const session = useSession();
  if (!session.userID) return <FullPageLoader />;
  return <Navigate to={`/timeline/${session.userID}`} replace />;
}

/** Whose timeline it is: the person's name and profile, or the business's name and page. */
export interface TimelineOwner {
  name?: string;
  href?: string;
}

/**
 * Finds the owner (a person's profile or a business's, read from their features by the page in
 * src/app) and hands it to `children`; nothing is known until `type` is.
 */
export type TimelineOwnerSlot = ComponentType<{
  id: string;
  type: TimelineType | undefined;
  children: (owner: TimelineOwner) => ReactNode;
}>;

/**
 * /timeline/{id}: a person's or a business's timeline, headed by whose it is; with ?post={id} (a
 * shared post link) that post is shown first.
 */
export function TimelineScreen({ Owner }: { Owner: TimelineOwnerSlot }) {
  const { timelineID = '' } = useParams();
  const [params] = useSearchParams();
  const postID = params.get('post');
  const valid = isUuid(timelineID);
  const session = useSession();
  const viewer = viewerKey(session.userID);
  const timeline = useInfiniteQuery({ ...timelineQuery(timelineID, viewer), enabled: valid });
  const type = timeline.data?.pages[0]?.timelineType;
  const missing =
    !valid || (timeline.error instanceof ApiError && [400, 404].includes(timeline.error.status));
  return (
    <Owner id={timelineID} type={type}>
      {(owner) => (
        <TimelineView
          timelineID={timelineID}
          type={type}
          owner={owner}
          missing={missing}
          sharedPostID={postID && isUuid(postID) ? postID : null}
          viewer={viewer}
        />
      )}
    </Owner>
  );
}

function TimelineView({
  timelineID,
  type,
  owner,
  missing,
  sharedPostID,
  viewer,
}: {
  timelineID: string;
  type: TimelineType | undefined;
  owner: TimelineOwner;
  missing: boolean;
  sharedPostID: string | null;
  viewer: string;
}) {
  const { t } = useTranslation('posts');
  usePageMeta(owner.name ? t('timeline.titleOf', { name: owner.name }) : t('timeline.title'));

  if (missing) {
    return (
      <div className="page feed-page">
        <h1 className="feed-page__title">{t('timeline.title')}</h1>
        <p className="feed-empty" role="alert">
          {t('timeline.notFound')} <Link to="/">{t('timeline.home')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page feed-page">
      <header className="timeline-head">
        <h1 className="feed-page__title">
          {owner.name ? t('timeline.titleOf', { name: owner.name }) : t('timeline.title')}
        </h1>
        {owner.href ? (
          <Link to={owner.href} className="timeline-head__link">
            {type === 'business' ? t('timeline.businessPage') : t('timeline.profile')}
          </Link>
        ) : null}
      </header>
      {sharedPostID ? <SharedPost postID={sharedPostID} viewer={viewer} /> : null}
      <TimelineSection
        timelineID={timelineID}
        kind={type}
        ownerName={owner.name}
        heading={t('timeline.posts')}
      />
    </div>
  );
}

/** The post a shared link points at, above the timeline (or why it cannot be shown). */
function SharedPost({ postID, viewer }: { postID: string; viewer: string }) {
  const { t } = useTranslation('posts');
  const post = useQuery(postQuery(postID, viewer));
  if (post.isPending) return null;
  if (post.isError) {
    const gone = post.error instanceof ApiError && [400, 404].includes(post.error.status);
    return <p className="feed-empty">{gone ? t('timeline.postGone') : t('timeline.postFailed')}</p>;
  }
  return (
    <section className="timeline-shared" aria-label={t('timeline.sharedPost')}>
      <PostCard post={post.data} highlighted />
    </section>
  );
}
