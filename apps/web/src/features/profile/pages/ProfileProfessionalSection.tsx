import { useTranslation } from 'react-i18next';
import { profileTextMax } from '@wbn/contracts';
import { ProfileSelect, ProfileTextField, ProfileToggle } from './ProfileFormFields.tsx';
import type { ProfileFormState } from './use-edit-profile-form.ts';
import { useProfessionalOptions } from './use-profile-options.ts';

/** Profession (and whether it is shown), business type, industry, company and job position. */
export function ProfileProfessionalSection({ form }: { form: ProfileFormState }) {
  const { t } = useTranslation('profile');
  const options = useProfessionalOptions();
  return (
    <section className="profile-edit__section" aria-labelledby="profile-edit-professional">
      <h2 id="profile-edit-professional">{t('edit.professional')}</h2>
      <div className="profile-edit__grid">
        <div className="profile-edit__with-toggle">
          <ProfileTextField
            form={form}
            field="profession"
            maxLength={profileTextMax.profession}
            autoComplete="organization-title"
          />
          <ProfileToggle form={form} field="showProfession" />
        </div>
        <ProfileSelect form={form} field="businessType" options={options.businessType} />
        <ProfileSelect form={form} field="industry" options={options.industry} />
        <ProfileTextField
          form={form}
          field="companyName"
          maxLength={profileTextMax.companyName}
          autoComplete="organization"
        />
        <ProfileSelect form={form} field="jobPosition" options={options.jobPosition} />
      </div>
    </section>
  );
}
