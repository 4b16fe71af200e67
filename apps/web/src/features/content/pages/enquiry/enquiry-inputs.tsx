import { useTranslation } from 'react-i18next';
import { enquiryLimits, messages } from '@wbn/contracts';
import { EnquiryFieldFrame } from './EnquiryFieldFrame.tsx';
import type { EnquiryField } from './enquiry-values.ts';
import type { EnquiryForm } from './use-enquiry-form.ts';
import { say } from '../../../../shared/i18n/say.ts';

type SelectField = 'businessType' | 'jobPosition' | 'industry' | 'country' | 'usaState';
type MoreInfoField = 'moreInfoBuy' | 'moreInfoSell';
export type Option = { value: string; label: string };

export function TextInput({
  form,
  name,
  type = 'text',
  required,
  autoComplete = 'off',
}: {
  form: EnquiryForm;
  name: Exclude<EnquiryField, SelectField | MoreInfoField>;
  type?: string;
  required?: boolean;
  autoComplete?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <EnquiryFieldFrame
      name={name}
      label={t(`form.fields.${name}`)}
      error={form.errors[name]}
      required={required}
    >
      {(ids) => (
        <input
          {...ids}
          name={name}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? 0 : undefined}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={(e) => form.set(name, e.target.value)}
        />
      )}
    </EnquiryFieldFrame>
  );
}

export function SelectInput({
  form,
  name,
  options,
  placeholder,
  disabled,
  hint,
}: {
  form: EnquiryForm;
  name: SelectField;
  options: Option[] | undefined;
  placeholder?: string;
  disabled?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <EnquiryFieldFrame name={name} label={t(`form.fields.${name}`)} error={form.errors[name]} hint={hint}>
      {(ids) => (
        <select
          {...ids}
          name={name}
          value={form.values[name]}
          disabled={disabled}
          onChange={(e) => form.set(name, e.target.value)}
        >
          <option value="">{placeholder ?? t('form.select')}</option>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </EnquiryFieldFrame>
  );
}

/** A free-text field with its length counter: over the limit it turns red and the form will not send. */
export function MoreInfoInput({ form, name }: { form: EnquiryForm; name: MoreInfoField }) {
  const { t } = useTranslation('content');
  const length = form.values[name].length;
  const max = enquiryLimits.moreInfoMax;
  return (
    <EnquiryFieldFrame
      name={name}
      label={t(`form.fields.${name}`)}
      error={form.errors[name]}
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
          placeholder={say(messages.textAreaPlaceholder)}
          value={form.values[name]}
          onChange={(e) => form.set(name, e.target.value)}
        />
      )}
    </EnquiryFieldFrame>
  );
}
