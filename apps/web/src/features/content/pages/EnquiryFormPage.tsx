import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enquiryLimits, enquirySchema, messages, usaStates, type EnquiryInput } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import {
  useBusinessTypes,
  useCountries,
  useIndustries,
  useJobPositions,
} from '../../../shared/api/reference-data.ts';
import { useSendEnquiry } from '../api/send-enquiry.ts';
import '../content.css';

type TextField = Exclude<keyof EnquiryInput, 'totalEmployees' | 'salesEmployees'>;
type FormValues = Record<keyof EnquiryInput, string>;
type Errors = Partial<Record<keyof EnquiryInput, string>>;

const fieldOrder: (keyof EnquiryInput)[] = [
  'firstName',
  'lastName',
  'jobPosition',
  'email',
  'mobilePhone',
  'businessName',
  'businessType',
  'industry',
  'website',
  'companyPhone',
  'companyFax',
  'totalEmployees',
  'salesEmployees',
  'address',
  'city',
  'zipcode',
  'country',
  'usaState',
  'buyProduct1',
  'buyProduct2',
  'buyProduct3',
  'buyProduct4',
  'moreInfoBuy',
  'sellProduct1',
  'sellProduct2',
  'sellProduct3',
  'sellProduct4',
  'moreInfoSell',
];
const empty = Object.fromEntries(fieldOrder.map((f) => [f, ''])) as FormValues;

/** Empty strings are the selects' "Select" (null) and unfilled inputs: they are not sent. */
function toBody(values: FormValues): EnquiryInput {
  const body: Record<string, unknown> = {};
  for (const f of fieldOrder) {
    const v = values[f].trim() === '' ? null : values[f];
    if (v === null) continue;
    body[f] = f === 'totalEmployees' || f === 'salesEmployees' ? Number(v) : v;
  }
  return body as EnquiryInput;
}

function validate(values: FormValues): Errors {
  const parsed = enquirySchema.safeParse(toBody(values));
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof EnquiryInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The "Need business help" enquiry (/contact-us/form). */
export function EnquiryFormPage() {
  usePageMeta('Need business help');
  const { t } = useTranslation('content');
  const [values, setValues] = useState<FormValues>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendEnquiry();
  const countries = useCountries();
  const businessTypes = useBusinessTypes();
  const jobPositions = useJobPositions();
  const industries = useIndustries();

  const set = (field: keyof EnquiryInput, value: string) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      // The state list belongs to the USA: another country clears it.
      if (field === 'country' && value && value !== 'US') next.usaState = '';
      return next;
    });
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validate(values);
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(toBody(values), {
      onSuccess: () => {
        toast.success(messages.enquirySent);
        reset();
      },
      onError: (err) => {
        toast.error(messages.enquiryFailed);
        // Rules only the server can check (a reference value that no longer exists) name the field.
        if (err instanceof ApiError && err.errors.length) {
          const fromServer: Errors = {};
          for (const f of fieldOrder) {
            const message = err.fieldMessage(f);
            if (message) fromServer[f] = message;
          }
          setErrors(fromServer);
        }
      },
    });
  };

  const field = (
    name: TextField | 'totalEmployees' | 'salesEmployees',
    opts: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <Field name={name} label={t(`form.fields.${name}`)} error={errors[name]} required={opts.required}>
      {(ids) => (
        <input
          {...ids}
          name={name}
          type={opts.type ?? 'text'}
          inputMode={opts.type === 'number' ? 'numeric' : undefined}
          min={opts.type === 'number' ? 0 : undefined}
          autoComplete={opts.autoComplete ?? 'off'}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );

  const select = (
    name: 'businessType' | 'jobPosition' | 'industry' | 'country' | 'usaState',
    options: { value: string; label: string }[] | undefined,
    opts: { placeholder?: string; disabled?: boolean; hint?: string } = {},
  ) => (
    <Field name={name} label={t(`form.fields.${name}`)} error={errors[name]} hint={opts.hint}>
      {(ids) => (
        <select
          {...ids}
          name={name}
          value={values[name]}
          disabled={opts.disabled}
          onChange={(e) => set(name, e.target.value)}
        >
          <option value="">{opts.placeholder ?? t('form.select')}</option>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const textArea = (name: 'moreInfoBuy' | 'moreInfoSell') => {
    const length = values[name].length;
    const max = enquiryLimits.moreInfoMax;
    return (
      <Field
        name={name}
        label={t(`form.fields.${name}`)}
        error={errors[name]}
        counter={
          <span className={length > max ? 'enquiry-counter enquiry-counter--over' : 'enquiry-counter'}>
            {length}/{max}
          </span>
        }
        wide
      >
        {(ids) => (
          <textarea
            {...ids}
            name={name}
            rows={6}
            placeholder={messages.textAreaPlaceholder}
            value={values[name]}
            onChange={(e) => set(name, e.target.value)}
          />
        )}
      </Field>
    );
  };

  const usOnly = values.country !== '' && values.country !== 'US';

  return (
    <article className="content-page enquiry-page">
      <header className="content-page__header">
        <h1>{t('form.title')}</h1>
        <p className="content-page__lede">{t('form.lede')}</p>
        <p className="enquiry-note">
          <strong>{t('form.noFeeTitle')}</strong> {t('form.noFee')}
        </p>
        <p className="enquiry-required-note">{t('form.requiredNote')}</p>
      </header>

      <form ref={formRef} className="enquiry-form" onSubmit={onSubmit} noValidate aria-busy={send.isPending}>
        <fieldset>
          <legend>{t('form.sections.you')}</legend>
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
          {select(
            'jobPosition',
            jobPositions.data?.map((j) => ({ value: j.jobPositionID, label: j.name })),
          )}
          {field('email', { type: 'email', required: true, autoComplete: 'email' })}
          {field('mobilePhone', { type: 'tel', autoComplete: 'tel' })}
        </fieldset>

        <fieldset>
          <legend>{t('form.sections.company')}</legend>
          {field('businessName', { autoComplete: 'organization' })}
          {select(
            'businessType',
            businessTypes.data?.map((b) => ({ value: b.code, label: b.businessTypeName })),
          )}
          {select(
            'industry',
            industries.data?.map((i) => ({ value: i.id, label: i.name })),
          )}
          {field('website', { type: 'url', autoComplete: 'url' })}
          {field('companyPhone', { type: 'tel', required: true })}
          {field('companyFax', { type: 'tel' })}
          {field('totalEmployees', { type: 'number' })}
          {field('salesEmployees', { type: 'number' })}
        </fieldset>

        <fieldset>
          <legend>{t('form.sections.location')}</legend>
          {field('address', { autoComplete: 'street-address' })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('zipcode', { autoComplete: 'postal-code' })}
          {select(
            'country',
            countries.data?.map((c) => ({ value: c.code, label: c.countryName })),
          )}
          {select(
            'usaState',
            usaStates.map((s) => ({ value: s.code, label: s.name })),
            { placeholder: t('form.selectState'), disabled: usOnly, hint: t('form.usaOnly') },
          )}
        </fieldset>

        <fieldset>
          <legend>{t('form.sections.buy')}</legend>
          {field('buyProduct1')}
          {field('buyProduct2')}
          {field('buyProduct3')}
          {field('buyProduct4')}
          {textArea('moreInfoBuy')}
        </fieldset>

        <fieldset>
          <legend>{t('form.sections.sell')}</legend>
          {field('sellProduct1')}
          {field('sellProduct2')}
          {field('sellProduct3')}
          {field('sellProduct4')}
          {textArea('moreInfoSell')}
        </fieldset>

        <div className="enquiry-actions">
          <button type="submit" className="content-button content-button--primary" disabled={send.isPending}>
            {send.isPending && <span className="enquiry-spinner" aria-hidden="true" />}
            {send.isPending ? t('form.sending') : t('form.submit')}
          </button>
          <button type="button" className="content-button" onClick={reset} disabled={send.isPending}>
            {t('form.reset')}
          </button>
        </div>
      </form>
    </article>
  );
}

function Field({
  name,
  label,
  error,
  required,
  hint,
  counter,
  wide,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  required?: boolean | undefined;
  hint?: string | undefined;
  counter?: ReactNode;
  wide?: boolean;
  children: (ids: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  }) => ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint && `${id}-hint`, counter && `${id}-counter`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={wide ? 'enquiry-field enquiry-field--wide' : 'enquiry-field'}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
        {hint && (
          <span id={`${id}-hint`} className="enquiry-hint">
            {' '}
            {hint}
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {counter && <span id={`${id}-counter`}>{counter}</span>}
      {error && (
        <p id={`${id}-error`} className="enquiry-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
