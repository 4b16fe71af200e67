import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@wbn/contracts';
import { ProfilePersonalSection } from './ProfilePersonalSection.tsx';
import { ProfilePhotosSection } from './ProfilePhotosSection.tsx';
import { ProfileProfessionalSection } from './ProfileProfessionalSection.tsx';
import { useEditProfileForm } from './use-edit-profile-form.ts';

/** The profile edit form: photos, personal and professional details, Save and Cancel. */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { formRef, form, setCountry, onSubmit } = useEditProfileForm(profile);
  const { saving } = form;
  return (
    <form
      ref={formRef}
      className="profile-edit"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-edit-heading"
    >
      <h1 id="profile-edit-heading">{t('edit.heading')}</h1>
      <ProfilePhotosSection profile={profile} saving={saving} />
      <ProfilePersonalSection form={form} setCountry={setCountry} />
      <ProfileProfessionalSection form={form} />

      <div className="profile-edit__buttons">
        <button type="submit" className="profile__button profile__button--primary" disabled={saving}>
          {saving ? t('edit.saving') : t('edit.save')}
        </button>
        <button
          type="button"
          className="profile__button"
          disabled={saving}
          onClick={() => void navigate('/profile')}
        >
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}
