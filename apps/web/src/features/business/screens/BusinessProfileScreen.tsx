import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canManageBusiness } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useBusinessProfile } from '../api/get-business-profile.ts';
import { BusinessProfileView } from '../components/profile/BusinessProfileView.tsx';
import type { BusinessProfileSlots } from '../components/profile/profile-slots.ts';
import { ProfileLoadError, ProfileNotFound, ProfileSkeleton } from '../components/profile/ProfileStates.tsx';
import { businessIdFromParam } from '../lib/business-route-id.ts';
import { profilePageTitle } from '../lib/profile-format.ts';
import '../business-profile.css';
import '../business-cards.css';

/**
 * /business/{id} and /business/{slug}/: a business's public profile. The id is the last 36
 * characters of the parameter. `?editMode=1` turns on edit mode for the owner and admins only
 * (for anyone else the flag is ignored; the API refuses their writes regardless). The page in
 * src/app hands in what other features show on it (`slots`).
 */
export function BusinessProfileScreen({ slots }: { slots: BusinessProfileSlots }) {
  const { id: param } = useParams();
  const businessID = businessIdFromParam(param);
  return businessID ? <LoadedProfile businessID={businessID} slots={slots} /> : <ProfileNotFoundPage />;
}

function ProfileNotFoundPage() {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  usePageMeta(t('title'));
  return <ProfileNotFound />;
}

function LoadedProfile({ businessID, slots }: { businessID: string; slots: BusinessProfileSlots }) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useBusinessProfile(businessID);
  const description = query.data?.data.general.shortDescription;
  usePageMeta(description ? profilePageTitle(description) : t('title'));

  const manages = canManageBusiness(query.data?.session.access);
  const editMode = manages && searchParams.get('editMode') === '1';

  function toggleEditMode() {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (editMode) next.delete('editMode');
        else next.set('editMode', '1');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  if (query.isError && !query.data) {
    const error = query.error instanceof ApiError ? query.error : null;
    // 410: hidden by the moderators; the server's words say so.
    return error && [404, 400, 410].includes(error.status) ? (
      <ProfileNotFound text={error.status === 410 ? error.message : undefined} />
    ) : (
      <ProfileLoadError onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <ProfileSkeleton />;
  return (
    <BusinessProfileView
      response={query.data}
      editMode={editMode}
      onToggleEditMode={toggleEditMode}
      slots={slots}
    />
  );
}
