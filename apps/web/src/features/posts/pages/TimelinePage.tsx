import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, isUuid, type TimelineType } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useSession } from '../../../shared/session/session.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { businessProfileQuery } from '../../business/index.ts';
import { publicProfileQuery } from '../../profile/index.ts';
import { postQuery } from '../api/get-post.ts';
import { viewerKey } from '../api/post-keys.ts';
import { timelineQuery } from '../api/timeline.ts';
import { PostCard } from '../components/PostCard.tsx';
import { TimelineSection } from '../components/TimelineSection.tsx';
import '../posts.css';

/** /timeline: the signed-in user's own timeline, at its lasting address /timeline/{their id}. */
export function OwnTimelinePage() {
  const session = useSession();
  if (!session.userID) return <FullPageLoader />;
  return <Navigate to={`/timeline/${session.userID}`} replace />;
}

/**
 * /timeline/{id}: a person's or a business's timeline, headed by whose it is; with ?post={id} (a
 * shared post link) that post is shown first.
 */
export function TimelinePage() {
  const { t } = useTranslation('posts');
  const { timelineID = '' } = useParams();
  const [params] = useSearchParams();
  const postID = params.get('post');
  const valid = isUuid(timelineID);
  const session = useSession();
  const viewer = viewerKey(session.userID);
  const timeline = useInfiniteQuery({ ...timelineQuery(timelineID, viewer), enabled: valid });
  const type = timeline.data?.pages[0]?.timelineType;
  const owner = useOwner(timelineID, type);
  usePageMeta(owner.name ? t('timeline.titleOf', { name: owner.name }) : t('timeline.title'));

  const missing =
    !valid || (timeline.error instanceof ApiError && [400, 404].includes(timeline.error.status));
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
      {postID && isUuid(postID) ? <SharedPost postID={postID} viewer={viewer} /> : null}
      <TimelineSection
        timelineID={timelineID}
        kind={type}
        ownerName={owner.name}
        heading={t('timeline.posts')}
      />
    </div>
  );
}

/** Whose timeline it is: the person's name and profile, or the business's name and page. */
function useOwner(id: string, type: TimelineType | undefined): { name?: string; href?: string } {
  const person = useQuery({ ...publicProfileQuery(id), enabled: type === 'user' });
  const business = useQuery({ ...businessProfileQuery(id), enabled: type === 'business' });
  if (type === 'user' && person.data)
    return { name: `${person.data.firstName} ${person.data.lastName}`.trim(), href: `/profile/${id}` };
  if (type === 'business' && business.data) {
    const name = business.data.data.general.companyName;
    return { name, href: businessHref(name, id) };
  }
  return {};
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
