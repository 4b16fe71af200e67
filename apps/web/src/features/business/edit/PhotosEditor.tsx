import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useUpdatePhotos } from '../api/update-photos.ts';
import { BusinessPhotoUploaders } from './BusinessPhotoUploaders.tsx';
import type { SectionEditorBodyProps } from './use-section-form.ts';
import { say } from '../../../shared/i18n/say.ts';

const failure = (err: unknown) =>
  err instanceof ApiError && err.message
    ? `${say(messages.businessPhotoUploadFailed)}: ${err.message}`
    : say(messages.businessPhotoUploadFailed);

const attachedMessage = {
  coverPhoto: messages.coverPhotoUploaded,
  profilePhoto: messages.savedSuccessfully,
} as const;

/**
 * Logo and cover: each image is uploaded through the signed-POST flow as soon as it is chosen,
 * then attached to the business (PUT …/photos); nothing else to save.
 */
export function PhotosEditor({ profile, onDone }: SectionEditorBodyProps) {
  const { t } = useTranslation('business');
  const attach = useUpdatePhotos(profile.businessID);
  return (
    <div className="bm-editor" role="group" aria-label={t('edit.sections.photos')}>
      <BusinessPhotoUploaders
        businessID={profile.businessID}
        each={(field) => ({
          currentUrl: profile.general[field]?.url ?? null,
          successMessage: '',
          isDisabled: attach.isPending,
          onUploaded: (file) =>
            attach.mutate(
              { [field]: file.token },
              {
                onSuccess: () => toast.success(attachedMessage[field]),
                onError: (err) => toast.error(failure(err)),
              },
            ),
        })}
      />
      <div className="bm-actions">
        <button
          type="button"
          className="bm-button bm-button--primary"
          onClick={onDone}
          disabled={attach.isPending}
        >
          {attach.isPending ? t('edit.saving') : t('edit.done')}
        </button>
      </div>
    </div>
  );
}
