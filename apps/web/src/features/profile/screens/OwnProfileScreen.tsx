import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { useUserBusinesses } from '../api/get-user-businesses.ts';
import { BusinessList } from '../components/BusinessList.tsx';
import { ProfileView } from '../components/ProfileView.tsx';
import type { ProfileTimelineSlot } from './timeline-slot.ts';

/** /profile: the signed-in user's own profile. A load failure goes to / (the spec). */
export function OwnProfileScreen({ timeline }: { timeline: ProfileTimelineSlot }) {
  const { t } = useTranslation('profile');
  usePageMeta(t('titles.own'));
  const navigate = useNavigate();
  const query = useOwnProfile();
  const businesses = useUserBusinesses(query.data?.userID);

  useEffect(() => {
    if (!query.isError) return;
    toast.error(messages.unexpectedError);
    void navigate('/', { replace: true });
  }, [query.isError, navigate]);

  if (!query.data) return <FullPageLoader />;
  const profile = query.data;
  const hasBusinesses = (businesses.data?.length ?? 0) > 0;
  return (
    <ProfileView
      profile={profile}
      own
      actions={
        <>
          <Link to="/profile/edit" className="profile__button profile__button--primary">
            {t('view.editProfile')}
          </Link>
          <Link to="/business/create" className="profile__button">
            {hasBusinesses ? t('view.createAnotherBusiness') : t('view.createBusiness')}
          </Link>
        </>
      }
    >
      <BusinessList userID={profile.userID} own ownerName={profile.firstName} />
      <div className="profile__card--wide">{timeline(profile, t('view.timeline'))}</div>
    </ProfileView>
  );
}
