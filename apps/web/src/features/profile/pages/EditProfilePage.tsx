import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { EditProfileForm } from './EditProfileForm.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../profile.css';

/** /profile/edit: every field of the spec's profile edit, the e-mail read-only. */
export function EditProfilePage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('titles.edit'));
  const query = useOwnProfile();
  return (
    <QueryState
      query={query}
      pending={<FullPageLoader />}
      problem={say(messages.unexpectedError)}
      retryLabel={t('view.retry')}
      className="profile__problem"
      buttonClassName="profile__button"
    >
      {(profile) => <EditProfileForm profile={profile} />}
    </QueryState>
  );
}
