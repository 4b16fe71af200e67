import { useTranslation } from 'react-i18next';
import { profileTextMax } from '@wbn/contracts';
import { Field, TextAreaField } from '../../../shared/ui/form/index.ts';
import { ProfileSelect, ProfileTextField, ProfileToggle } from './ProfileFormFields.tsx';
import { ProfilePhoneFields } from './ProfilePhoneFields.tsx';
import { ProfilePlaceSelects } from './ProfilePlaceSelects.tsx';
import type { ProfileFormState } from './use-edit-profile-form.ts';
import { usePersonalOptions } from './use-profile-options.ts';

/** Name, e-mail (read-only), place, gender, language, phone, birth date and the brief description. */
export function ProfilePersonalSection({
  form,
  setCountry,
}: {
  form: ProfileFormState;
  setCountry: (code: string) => void;
}) {
  const { t } = useTranslation('profile');
  const options = usePersonalOptions();
  const { values, errors, saving, set } = form;
  return (
    <section className="profile-edit__section" aria-labelledby="profile-edit-personal">
      <h2 id="profile-edit-personal">{t('edit.personal')}</h2>
      <div className="profile-edit__grid">
        <ProfileTextField form={form} field="firstName" required autoComplete="given-name" maxLength={80} />
        <ProfileTextField form={form} field="lastName" required autoComplete="family-name" maxLength={80} />
        <Field label={t('edit.email')} hint={t('edit.emailHint')}>
          {(ids) => (
            <input
              {...ids}
              className="wbn-input"
              type="email"
              value={values.email}
              readOnly
              aria-readonly="true"
            />
          )}
        </Field>
        <ProfilePlaceSelects form={form} setCountry={setCountry} />
        <ProfileTextField
          form={form}
          field="city"
          maxLength={profileTextMax.city}
          autoComplete="address-level2"
        />
        <ProfileSelect form={form} field="gender" options={options.gender} />
        <ProfileSelect form={form} field="preferredLanguage" options={options.preferredLanguage} />

        <ProfilePhoneFields form={form} />

        <div className="profile-edit__with-toggle">
          <Field label={t('edit.birthDate')} hint={t('edit.birthDateHint')} error={errors.birthDate}>
            {(ids) => (
              <input
                {...ids}
                name="birthDate"
                className="wbn-input"
                type="text"
                inputMode="numeric"
                autoComplete="bday"
                placeholder="1970-10-24"
                value={values.birthDate}
                onChange={(e) => set('birthDate', e.target.value)}
                disabled={saving}
              />
            )}
          </Field>
          <ProfileToggle form={form} field="showBirthDate" />
        </div>
      </div>
      <TextAreaField
        label={t('edit.briefPresentation')}
        name="briefPresentation"
        value={values.briefPresentation}
        onChange={(v) => set('briefPresentation', v)}
        error={errors.briefPresentation}
        isDisabled={saving}
      />
    </section>
  );
}
