import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { usePublicProfile } from '../api/get-public-profile.ts';
import { BusinessList } from '../components/BusinessList.tsx';
import { ProfileView } from '../components/ProfileView.tsx';
import type { ProfileTimelineSlot } from './timeline-slot.ts';

/** /profile/{id}: anyone's public profile, with their businesses and their timeline. */
export function PublicProfileScreen({ timeline }: { timeline: ProfileTimelineSlot }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('profile');
  const query = usePublicProfile(id);
  const name = query.data ? `${query.data.firstName} ${query.data.lastName}` : undefined;
  usePageMeta(name ?? t('titles.public'));

  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="profile__problem" role="alert">
        <p>{missing ? t('view.notFound') : messages.unexpectedErrorRefresh}</p>
        {missing ? (
          <Link to="/">{t('view.backHome')}</Link>
        ) : (
          <button type="button" className="profile__button" onClick={() => void query.refetch()}>
            {t('view.retry')}
          </button>
        )}
      </div>
    );
  }
  if (!query.data) return <FullPageLoader />;
  return (
    <ProfileView profile={query.data}>
      <BusinessList userID={query.data.userID} ownerName={query.data.firstName} />
      <div className="profile__card--wide">{timeline(query.data, t('view.timeline'))}</div>
    </ProfileView>
  );
}
