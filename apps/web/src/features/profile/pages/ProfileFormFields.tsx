import { useTranslation } from 'react-i18next';
import { Field, SearchableSelect, type SelectOption } from '../../../shared/ui/form/index.ts';
import type { ProfileFormState } from './use-edit-profile-form.ts';

/**
 * The profile form's repeated controls: a text box, a select and an "on my public profile"
 * checkbox. Each is labelled by `edit.<field>` and named by its field, so that the form can focus
 * the first one with a problem.
 */

export function ProfileTextField({
  form: { values, errors, saving, set },
  field,
  required,
  maxLength,
  autoComplete,
}: {
  form: ProfileFormState;
  field: 'firstName' | 'lastName' | 'city' | 'companyName' | 'profession';
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <Field label={t(`edit.${field}`)} error={errors[field]} required={required}>
      {(ids) => (
        <input
          {...ids}
          name={field}
          className="wbn-input"
          type="text"
          maxLength={maxLength}
          autoComplete={autoComplete ?? 'off'}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          disabled={saving}
        />
      )}
    </Field>
  );
}

export function ProfileSelect({
  form: { values, errors, saving, set },
  field,
  options,
}: {
  form: ProfileFormState;
  field: 'gender' | 'preferredLanguage' | 'jobPosition' | 'businessType' | 'industry';
  options: SelectOption[];
}) {
  const { t } = useTranslation('profile');
  return (
    <SearchableSelect
      label={t(`edit.${field}`)}
      name={field}
      options={options}
      value={values[field] || null}
      onChange={(v) => set(field, v ?? '')}
      nullOption={t('edit.select')}
      placeholder={t('edit.select')}
      error={errors[field]}
      isDisabled={saving}
    />
  );
}

export function ProfileToggle({
  form: { values, saving, set },
  field,
}: {
  form: ProfileFormState;
  field: 'showBirthDate' | 'showProfession';
}) {
  const { t } = useTranslation('profile');
  return (
    <label className="profile-edit__toggle">
      <input
        type="checkbox"
        name={field}
        checked={values[field]}
        onChange={(e) => set(field, e.target.checked)}
        disabled={saving}
      />
      {t(`edit.${field}`)}
    </label>
  );
}
