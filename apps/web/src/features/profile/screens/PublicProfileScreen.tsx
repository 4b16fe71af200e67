import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { usePublicProfile } from '../api/get-public-profile.ts';
import { BusinessList } from '../components/BusinessList.tsx';
import { ProfileView } from '../components/ProfileView.tsx';
import type { ProfileReportSlot, ProfileTimelineSlot } from './timeline-slot.ts';
import { say } from '../../../shared/i18n/say.ts';
import { useSession } from '../../../shared/session/session.ts';

/** /profile/{id}: anyone's public profile, with their businesses, their timeline and Report. */
export function PublicProfileScreen({
  timeline,
  report,
}: {
  timeline: ProfileTimelineSlot;
  report: ProfileReportSlot;
}) {
  const { id = '' } = useParams();
  const viewer = useSession();
  const { t } = useTranslation('profile');
  const query = usePublicProfile(id);
  const name = query.data ? `${query.data.firstName} ${query.data.lastName}` : undefined;
  usePageMeta(name ?? t('titles.public'));

  return (
    <QueryState
      query={query}
      pending={<FullPageLoader />}
      problem={(error) => {
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        return missing
          ? { message: t('view.notFound'), retry: false, instead: <Link to="/">{t('view.backHome')}</Link> }
          : { message: say(messages.unexpectedErrorRefresh) };
      }}
      retryLabel={t('view.retry')}
      className="profile__problem"
      buttonClassName="profile__button"
    >
      {(profile) => (
        <ProfileView
          profile={profile}
          actions={viewer.userID === profile.userID ? undefined : report(profile, t('view.report'))}
        >
          <BusinessList userID={profile.userID} ownerName={profile.firstName} />
          <div className="profile__card--wide">{timeline(profile, t('view.timeline'))}</div>
        </ProfileView>
      )}
    </QueryState>
  );
}
