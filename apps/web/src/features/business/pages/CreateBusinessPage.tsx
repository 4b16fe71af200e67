import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { loginHref } from '../../../shared/session/session.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useUploadsInFlight } from '../../../shared/upload/index.ts';
import { useCreateBusiness } from '../api/create-business.ts';
import {
  createBody,
  createFields,
  emptyCreateValues,
  validateCreate,
  type CreateValues,
} from '../edit/create-business-form.ts';
import { BusinessPhotoUploaders } from '../edit/BusinessPhotoUploaders.tsx';
import { CompanyBasicsFields } from '../edit/CompanyBasicsFields.tsx';
import { bindPlace } from '../edit/field-bindings.ts';
import { errorsFromServer, firstErrorField, friendlyErrors, type FieldErrors } from '../edit/form-kit.ts';
import { PlaceSelects } from '../edit/PlaceSelects.tsx';
import { ContentLanguageSelect } from '../../../shared/ui/form/ContentLanguageSelect.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../business-manage.css';

/**
 * /business/create (core spec sections 2-5): cover and logo, company name, main industry and its
 * categories, business type, country and state, short description and the language it is written
 * in. The creator becomes the owner; success goes to /my-business, a 401 to the login, any other
 * refusal shows the spec's sentence and the fields the server named.
 */
export function CreateBusinessPage() {
  const { t } = useTranslation('business');
  usePageMeta(t('create.title'));
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CreateValues>(emptyCreateValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rejected, setRejected] = useState(false);
  // A refusal that is no fault of the form: the businesses one account may own (decision 0012).
  const [limit, setLimit] = useState<string | null>(null);
  const create = useCreateBusiness();
  const errorMap = useMemo(() => friendlyErrors(t), [t]);
  const saving = create.isPending;
  const uploads = useUploadsInFlight();

  const change = (patch: Partial<CreateValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const keys = Object.keys(patch);
      if (!keys.some((k) => e[k])) return e;
      const next = { ...e };
      for (const k of keys) delete next[k];
      return next;
    });
  };

  const focus = (found: FieldErrors) => {
    const field = firstErrorField(found, createFields);
    if (field === undefined) return;
    requestAnimationFrame(() => {
      const el = field
        ? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)
        : document.getElementById('create-business-problem');
      el?.focus();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateCreate(values, t, errorMap);
    setErrors(found);
    setRejected(Object.keys(found).length > 0);
    if (Object.keys(found).length) return focus(found);
    create.mutate(createBody(values), {
      onSuccess: () => {
        toast.success(messages.savedSuccessfully);
        void navigate('/my-business');
      },
      onError: (err) => {
        // The spec: 401 goes to the login (the session could not be renewed).
        if (err instanceof ApiError && err.status === 401) {
          location.assign(loginHref(location.href));
          return;
        }
        if (err instanceof ApiError && err.name === 'LimitReached') {
          setLimit(err.message);
          toast.error(err.message);
          return;
        }
        const fromServer = errorsFromServer(err, createFields, say(messages.createBusinessRejected));
        delete fromServer[''];
        setErrors(fromServer);
        setRejected(true);
        toast.error(messages.createBusinessRejected);
        focus(Object.keys(fromServer).length ? fromServer : { '': say(messages.createBusinessRejected) });
      },
    });
  };

  return (
    <form
      ref={formRef}
      className="bm-page bm-create"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="create-business-heading"
    >
      <h1 id="create-business-heading">{t('create.heading')}</h1>
      <p className="bm-muted">{t('create.intro')}</p>

      {limit ? (
        <p className="bm-notice bm-notice--error" role="alert">
          {limit}
        </p>
      ) : null}
      {rejected ? (
        <p id="create-business-problem" className="bm-notice bm-notice--error" role="alert" tabIndex={-1}>
          {say(messages.createBusinessRejected)}
        </p>
      ) : null}

      <section className="bm-card" aria-labelledby="create-photos">
        <h2 id="create-photos">{t('create.photos')}</h2>
        <BusinessPhotoUploaders
          each={(field) => ({
            successMessage: t('create.imageReady'),
            isDisabled: saving,
            onUploaded: (file) =>
              change(field === 'coverPhoto' ? { coverPhoto: file.token } : { profilePhoto: file.token }),
            onBusyChange: uploads.report(field),
          })}
        />
        {errors.coverPhoto || errors.profilePhoto ? (
          <p className="wbn-field__error" role="alert">
            {errors.coverPhoto ?? errors.profilePhoto}
          </p>
        ) : null}
      </section>

      <section className="bm-card" aria-labelledby="create-company">
        <h2 id="create-company">{t('create.company')}</h2>
        <CompanyBasicsFields
          values={values}
          change={change}
          errors={errors}
          disabled={saving}
          shortDescriptionHint={t('create.shortDescriptionHint')}
        >
          <PlaceSelects {...bindPlace(values, change, errors)} countryRequired disabled={saving} />
        </CompanyBasicsFields>
        <ContentLanguageSelect
          value={values.language}
          onChange={(language) => change({ language })}
          isDisabled={saving}
          error={errors.language}
        />
      </section>

      <div className="bm-actions">
        <button type="submit" className="bm-button bm-button--primary" disabled={saving || uploads.busy}>
          {saving ? t('create.creating') : t('create.submit')}
        </button>
        <button
          type="button"
          className="bm-button"
          disabled={saving}
          onClick={() => void navigate('/my-business')}
        >
          {t('create.cancel')}
        </button>
      </div>
    </form>
  );
}
