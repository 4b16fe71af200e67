import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, profileTextMax, type Profile } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import {
  Field,
  ImageUploader,
  SearchableSelect,
  TextAreaField,
  type SelectOption,
} from '../../../shared/ui/form/index.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useOwnProfile } from '../api/get-own-profile.ts';
import {
  useBusinessTypes,
  useCountries,
  useGenders,
  useIndustries,
  useJobPositions,
  useLanguages,
  useStates,
} from '../../../shared/api/reference-data.ts';
import { useAttachCoverPhoto, useAttachProfilePhoto, useUpdateProfile } from '../api/update-profile.ts';
import {
  fieldOf,
  fieldOrder,
  formValuesFrom,
  toUpdateBody,
  validateProfileForm,
  withPlus,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../lib/profile-form.ts';
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

const errorMessage = (err: unknown, base: string) =>
  err instanceof ApiError && err.message ? `${base}: ${err.message}` : base;

function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFrom(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const save = useUpdateProfile();
  const attachCover = useAttachCoverPhoto();
  const attachPhoto = useAttachProfilePhoto();
  const saving = save.isPending;

  const countries = useCountries();
  const states = useStates(values.country);
  const genders = useGenders();
  const languages = useLanguages();
  const jobPositions = useJobPositions();
  const businessTypes = useBusinessTypes();
  const industries = useIndustries();
  const dialCodes = useMemo(() => (countries.data ?? []).flatMap((c) => c.dialCodes), [countries.data]);

  const options = {
    country: useMemo<SelectOption[]>(
      () =>
        (countries.data ?? []).map((c) => ({
          id: c.code,
          label: `${c.emoji} ${c.countryName}`,
          keywords: c.code,
        })),
      [countries.data],
    ),
    state: useMemo<SelectOption[]>(
      () => (states.data ?? []).map((s) => ({ id: s.stateID, label: s.stateName })),
      [states.data],
    ),
    gender: useMemo<SelectOption[]>(
      () => (genders.data ?? []).map((g) => ({ id: g.code, label: g.name })),
      [genders.data],
    ),
    preferredLanguage: useMemo<SelectOption[]>(
      () =>
        (languages.data ?? []).map((l) => ({
          id: l.code,
          label: l.name && l.name !== l.languageName ? `${l.languageName} (${l.name})` : l.languageName,
        })),
      [languages.data],
    ),
    jobPosition: useMemo<SelectOption[]>(
      () => (jobPositions.data ?? []).map((j) => ({ id: j.jobPositionID, label: j.name })),
      [jobPositions.data],
    ),
    businessType: useMemo<SelectOption[]>(
      () => (businessTypes.data ?? []).map((b) => ({ id: b.code, label: b.businessTypeName })),
      [businessTypes.data],
    ),
    industry: useMemo<SelectOption[]>(
      () => (industries.data ?? []).map((i) => ({ id: i.id, label: i.name })),
      [industries.data],
    ),
  };

  const clearError = (field: keyof ProfileFormErrors) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const set = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field === 'phoneCountryCode' || field === 'phoneNumber' ? 'mobilePhone' : (field as never));
  };

  /** The spec: changing the country clears the state. The phone's code follows an empty one. */
  const setCountry = (code: string) => {
    setValues((v) => {
      if (code === v.country) return v;
      const dial = countries.data?.find((c) => c.code === code)?.dialCodes[0];
      return {
        ...v,
        country: code,
        state: '',
        phoneCountryCode: v.phoneCountryCode.trim() === '' && dial ? `+${dial}` : v.phoneCountryCode,
      };
    });
    clearError('country');
    clearError('state');
  };

  const focusField = (field: keyof ProfileFormErrors) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateProfileForm(values, dialCodes);
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]);
    if (first) {
      // The spec's alerts for the phone and the date; the messages also stand next to the fields.
      for (const message of new Set([found.mobilePhone, found.birthDate].filter(Boolean)))
        toast.error(message);
      focusField(first);
      return;
    }
    save.mutate(toUpdateBody(values), {
      onSuccess: () => {
        toast.success(messages.profileUpdated);
        void navigate('/profile');
      },
      onError: (err) => {
        toast.error(errorMessage(err, messages.profileUpdateFailed));
        if (err instanceof ApiError && err.errors.length) {
          const fromServer: ProfileFormErrors = {};
          for (const e of err.errors) {
            const field = fieldOf(e.path);
            if (field && !fromServer[field]) fromServer[field] = e.message;
          }
          setErrors(fromServer);
          const firstServer = fieldOrder.find((f) => fromServer[f]);
          if (firstServer) focusField(firstServer);
        }
      },
    });
  };

  const text = (
    field: 'firstName' | 'lastName' | 'city' | 'companyName' | 'profession',
    opts: { required?: boolean; maxLength?: number; autoComplete?: string } = {},
  ) => (
    <Field label={t(`edit.${field}`)} error={errors[field]} required={opts.required}>
      {(ids) => (
        <input
          {...ids}
          name={field}
          className="wbn-input"
          type="text"
          maxLength={opts.maxLength}
          autoComplete={opts.autoComplete ?? 'off'}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          disabled={saving}
        />
      )}
    </Field>
  );

  const select = (
    field: 'gender' | 'preferredLanguage' | 'jobPosition' | 'businessType' | 'industry',
    list: SelectOption[],
  ) => (
    <SearchableSelect
      label={t(`edit.${field}`)}
      name={field}
      options={list}
      value={values[field] || null}
      onChange={(v) => set(field, v ?? '')}
      nullOption={t('edit.select')}
      placeholder={t('edit.select')}
      error={errors[field]}
      isDisabled={saving}
    />
  );

  const phoneErrorId = 'profile-phone-error';
  return (
    <form
      ref={formRef}
      className="profile-edit"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-edit-heading"
    >
      <h1 id="profile-edit-heading">{t('edit.heading')}</h1>

      <section className="profile-edit__section" aria-labelledby="profile-edit-photos">
        <h2 id="profile-edit-photos">{t('edit.photos')}</h2>
        <ImageUploader
          label={t('edit.coverPhoto')}
          target={{ kind: 'user', purpose: 'coverPhoto' }}
          shape="wide"
          hint={t('edit.coverHint')}
          currentUrl={profile.coverPhoto?.url ?? null}
          successMessage=""
          failureMessage={messages.businessPhotoUploadFailed}
          isDisabled={saving || attachCover.isPending}
          onUploaded={(file) =>
            attachCover.mutate(file.token, {
              onSuccess: () => toast.success(messages.coverPhotoUploaded),
              onError: (err) => toast.error(errorMessage(err, messages.businessPhotoUploadFailed)),
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

      <section className="profile-edit__section" aria-labelledby="profile-edit-personal">
        <h2 id="profile-edit-personal">{t('edit.personal')}</h2>
        <div className="profile-edit__grid">
          {text('firstName', { required: true, autoComplete: 'given-name', maxLength: 80 })}
          {text('lastName', { required: true, autoComplete: 'family-name', maxLength: 80 })}
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
          <SearchableSelect
            label={t('edit.country')}
            name="country"
            options={options.country}
            value={values.country || null}
            onChange={(v) => setCountry(v ?? '')}
            nullOption={t('edit.select')}
            placeholder={t('edit.select')}
            error={errors.country}
            isDisabled={saving}
          />
          <SearchableSelect
            label={t('edit.state')}
            name="state"
            options={options.state}
            value={values.state || null}
            onChange={(v) => set('state', v ?? '')}
            nullOption={t('edit.select')}
            placeholder={
              values.country === ''
                ? t('edit.stateNone')
                : states.data && states.data.length === 0
                  ? t('edit.stateEmpty')
                  : t('edit.select')
            }
            error={errors.state}
            isDisabled={saving || values.country === '' || (states.data?.length ?? 0) === 0}
          />
          {text('city', { maxLength: profileTextMax.city, autoComplete: 'address-level2' })}
          {select('gender', options.gender)}
          {select('preferredLanguage', options.preferredLanguage)}

          <fieldset
            className={`wbn-field profile-edit__phone${errors.mobilePhone ? ' wbn-field--invalid' : ''}`}
            aria-describedby={
              errors.mobilePhone ? `profile-phone-hint ${phoneErrorId}` : 'profile-phone-hint'
            }
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
            <label className="profile-edit__toggle">
              <input
                type="checkbox"
                name="showBirthDate"
                checked={values.showBirthDate}
                onChange={(e) => set('showBirthDate', e.target.checked)}
                disabled={saving}
              />
              {t('edit.showBirthDate')}
            </label>
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

      <section className="profile-edit__section" aria-labelledby="profile-edit-professional">
        <h2 id="profile-edit-professional">{t('edit.professional')}</h2>
        <div className="profile-edit__grid">
          <div className="profile-edit__with-toggle">
            {text('profession', { maxLength: profileTextMax.profession, autoComplete: 'organization-title' })}
            <label className="profile-edit__toggle">
              <input
                type="checkbox"
                name="showProfession"
                checked={values.showProfession}
                onChange={(e) => set('showProfession', e.target.checked)}
                disabled={saving}
              />
              {t('edit.showProfession')}
            </label>
          </div>
          {select('businessType', options.businessType)}
          {select('industry', options.industry)}
          {text('companyName', { maxLength: profileTextMax.companyName, autoComplete: 'organization' })}
          {select('jobPosition', options.jobPosition)}
        </div>
      </section>

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
