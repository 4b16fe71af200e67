import { useTranslation } from 'react-i18next';
import { withPlus } from '../lib/profile-form.ts';
import type { ProfileFormState } from './use-edit-profile-form.ts';

const phoneErrorId = 'profile-phone-error';

/** The mobile phone as dial code and number, one group with one message (`mobilePhone`). */
export function ProfilePhoneFields({ form: { values, errors, saving, set } }: { form: ProfileFormState }) {
  const { t } = useTranslation('profile');
  return (
    <fieldset
      className={`wbn-field profile-edit__phone${errors.mobilePhone ? ' wbn-field--invalid' : ''}`}
      aria-describedby={errors.mobilePhone ? `profile-phone-hint ${phoneErrorId}` : 'profile-phone-hint'}
    >
      <legend className="wbn-field__label">{t('edit.phone')}</legend>
      <div className="profile-edit__phone-parts">
        <label className="profile-edit__phone-code">
          <span className="wbn-visually-hidden">{t('edit.phoneCountryCode')}</span>
          <input
            className="wbn-input"
            name="phoneCountryCode"
            type="text"
            inputMode="tel"
            autoComplete="tel-country-code"
            placeholder="+1"
            value={values.phoneCountryCode}
            onChange={(e) => set('phoneCountryCode', e.target.value)}
            onBlur={(e) => set('phoneCountryCode', withPlus(e.target.value) || e.target.value.trim())}
            aria-invalid={errors.mobilePhone ? true : undefined}
            disabled={saving}
          />
        </label>
        <label className="profile-edit__phone-number">
          <span className="wbn-visually-hidden">{t('edit.phoneNumber')}</span>
          <input
            className="wbn-input"
            name="mobilePhone"
            type="tel"
            autoComplete="tel-national"
            placeholder="12345678"
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber', e.target.value)}
            aria-invalid={errors.mobilePhone ? true : undefined}
            aria-describedby={errors.mobilePhone ? phoneErrorId : undefined}
            disabled={saving}
          />
        </label>
      </div>
      <p id="profile-phone-hint" className="wbn-field__hint">
        {t('edit.phoneHint')}
      </p>
      {errors.mobilePhone ? (
        <p id={phoneErrorId} className="wbn-field__error" role="alert">
          {errors.mobilePhone}
        </p>
      ) : null}
    </fieldset>
  );
}
