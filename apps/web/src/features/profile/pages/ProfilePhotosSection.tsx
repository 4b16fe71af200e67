import { useTranslation } from 'react-i18next';
import { messages, type Profile } from '@wbn/contracts';
import { ImageUploader } from '../../../shared/ui/form/index.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useAttachCoverPhoto, useAttachProfilePhoto } from '../api/update-profile.ts';
import { errorMessage } from './api-error-message.ts';

/**
 * The cover and profile photos: each is attached to the profile as soon as it is uploaded. A
 * failure of either says the spec's personal wording ("…your profile picture"); "…your picture"
 * is the business's.
 */
export function ProfilePhotosSection({ profile, saving }: { profile: Profile; saving: boolean }) {
  const { t } = useTranslation('profile');
  const attachCover = useAttachCoverPhoto();
  const attachPhoto = useAttachProfilePhoto();
  return (
    <section className="profile-edit__section" aria-labelledby="profile-edit-photos">
      <h2 id="profile-edit-photos">{t('edit.photos')}</h2>
      <ImageUploader
        label={t('edit.coverPhoto')}
        target={{ kind: 'user', purpose: 'coverPhoto' }}
        shape="wide"
        hint={t('edit.coverHint')}
        currentUrl={profile.coverPhoto?.url ?? null}
        successMessage=""
        failureMessage={messages.profilePhotoUploadFailed}
        isDisabled={saving || attachCover.isPending}
        onUploaded={(file) =>
          attachCover.mutate(file.token, {
            onSuccess: () => toast.success(messages.coverPhotoUploaded),
            onError: (err) => toast.error(errorMessage(err, messages.profilePhotoUploadFailed)),
          })
        }
        onError={(message) => toast.error(message)}
      />
      <ImageUploader
        label={t('edit.profilePhoto')}
        target={{ kind: 'profilePhoto' }}
        shape="round"
        currentUrl={profile.profilePhoto?.url ?? null}
        successMessage=""
        failureMessage={messages.profilePhotoUploadFailed}
        isDisabled={saving || attachPhoto.isPending}
        onUploaded={(file) =>
          attachPhoto.mutate(file.token, {
            onSuccess: () => toast.success(messages.profilePhotoUploaded),
            onError: (err) => toast.error(errorMessage(err, messages.profilePhotoUploadFailed)),
          })
        }
        onError={(message) => toast.error(message)}
      />
    </section>
  );
}
