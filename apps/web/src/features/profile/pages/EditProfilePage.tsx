import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { EditProfileForm } from './EditProfileForm.tsx';
import '../profile.css';

/** /profile/edit: every field of the spec's profile edit, the e-mail read-only. */
export function EditProfilePage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('titles.edit'));
  const query = useOwnProfile();
  if (query.isError) {
    return (
      <div className="profile__problem" role="alert">
        <p>{messages.unexpectedError}</p>
        <button type="button" className="profile__button" onClick={() => void query.refetch()}>
          {t('view.retry')}
        </button>
      </div>
    );
  }
  if (!query.data) return <FullPageLoader />;
  return <EditProfileForm profile={query.data} />;
}
