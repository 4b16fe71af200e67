import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../shared/ui/form/index.ts';

/**
 * The controls the business forms are made of, on top of the shared form widgets. Every control's
 * `name` is its field key, so a form can focus the first one with a problem.
 */

interface TextInputProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'url' | 'tel';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

export function TextInput({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  maxLength,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  placeholder,
  disabled,
  className,
}: TextInputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(ids) => (
        <input
          {...ids}
          name={name}
          className="wbn-input"
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
        />
      )}
    </Field>
  );
}

/** A number typed as text (so "12a" is reported, not silently emptied as type=number would). */
export function NumberInput(props: Omit<TextInputProps, 'type' | 'inputMode'> & { decimals?: boolean }) {
  const { decimals, ...rest } = props;
  return <TextInput {...rest} inputMode={decimals ? 'decimal' : 'numeric'} />;
}

interface RangeInputsProps {
  legend: ReactNode;
  /** Field key prefix: the inputs are `${name}.min` and `${name}.max`. */
  name: string;
  value: { min: string; max: string };
  onChange: (value: { min: string; max: string }) => void;
  errors: Record<string, string>;
  hint?: ReactNode;
  decimals?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

/** A minimum and a maximum side by side, in one labelled group. */
export function RangeInputs({
  legend,
  name,
  value,
  onChange,
  errors,
  hint,
  decimals,
  disabled,
  children,
}: RangeInputsProps) {
  const { t } = useTranslation('business');
  const hintId = useId();
  return (
    <fieldset className="bm-range" aria-describedby={hint ? hintId : undefined}>
      <legend className="wbn-field__label">{legend}</legend>
      <div className="bm-range__parts">
        {(['min', 'max'] as const).map((part) => (
          <NumberInput
            key={part}
            label={
              <>
                <span className="wbn-visually-hidden">{legend}, </span>
                {t(`edit.${part}`)}
              </>
            }
            name={`${name}.${part}`}
            value={value[part]}
            onChange={(typed) => onChange({ ...value, [part]: typed })}
            error={errors[`${name}.${part}`]}
            decimals={decimals}
            disabled={disabled}
          />
        ))}
        {children}
      </div>
      {hint ? (
        <p id={hintId} className="wbn-field__hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

interface CheckboxesProps<T extends string> {
  legend: ReactNode;
  name: string;
  options: readonly { id: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown instead of the boxes when there are no options. */
  emptyText?: string;
}

/** Several choices as native checkboxes in a labelled group (keyboard and screen readers know them). */
export function Checkboxes<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  emptyText,
}: CheckboxesProps<T>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const toggle = (option: T, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset
      className={['wbn-field', 'bm-checks', error ? 'wbn-field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy || undefined}
    >
      <legend className="wbn-field__label">
        {legend}
        {required ? (
          <span className="wbn-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {options.length === 0 && emptyText ? <p className="wbn-field__hint">{emptyText}</p> : null}
      <div className="bm-checks__list">
        {options.map((o) => (
          <label key={o.id} className="bm-checks__item">
            <input
              type="checkbox"
              name={name}
              value={o.id}
              checked={value.includes(o.id)}
              onChange={(e) => toggle(o.id, e.target.checked)}
              aria-invalid={error ? true : undefined}
              disabled={disabled}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="wbn-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="wbn-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface PhoneInputsProps {
  legend: string;
  name: string;
  value: { countryCode: string; businessPhoneNumber: string };
  onChange: (value: { countryCode: string; businessPhoneNumber: string }) => void;
  error?: string;
  disabled?: boolean;
}

/** Dial code and number, one group; the code gets its plus when the box is left. */
export function PhoneInputs({ legend, name, value, onChange, error, disabled }: PhoneInputsProps) {
  const { t } = useTranslation('business');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const plus = (code: string) => {
    const digits = code.replace(/[\s+]/g, '');
    return digits ? `+${digits}` : '';
  };
  return (
    <fieldset
      className={['wbn-field', 'bm-phone', error ? 'wbn-field--invalid' : ''].filter(Boolean).join(' ')}
    >
      <legend className="wbn-field__label">{legend}</legend>
      <div className="bm-phone__parts">
        <label className="bm-phone__code">
          <span className="wbn-visually-hidden">{t('edit.phoneCode', { field: legend })}</span>
          <input
            className="wbn-input"
            name={`${name}.countryCode`}
            type="text"
            inputMode="tel"
            placeholder="+1"
            value={value.countryCode}
            onChange={(e) => onChange({ ...value, countryCode: e.target.value })}
            onBlur={(e) => onChange({ ...value, countryCode: plus(e.target.value) })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={disabled}
          />
        </label>
        <label className="bm-phone__number">
          <span className="wbn-visually-hidden">{t('edit.phoneNumber', { field: legend })}</span>
          <input
            className="wbn-input"
            name={name}
            type="tel"
            autoComplete="off"
            placeholder="12345678"
            value={value.businessPhoneNumber}
            onChange={(e) => onChange({ ...value, businessPhoneNumber: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={disabled}
          />
        </label>
      </div>
      <p id={hintId} className="wbn-field__hint">
        {t('edit.phoneHint')}
      </p>
      {error ? (
        <p id={errorId} className="wbn-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Save and Cancel, with the form-level problem (one no field owns) above them. */
export function EditorActions({
  saving,
  onCancel,
  formError,
  saveLabel,
  holdSubmit = false,
}: {
  saving: boolean;
  onCancel: () => void;
  formError?: string;
  saveLabel?: string;
  /** Keeps Save disabled, e.g. while an image is still uploading. */
  holdSubmit?: boolean;
}) {
  const { t } = useTranslation('business');
  return (
    <div className="bm-actions">
      {formError ? (
        <p className="wbn-field__error bm-actions__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="bm-button bm-button--primary" disabled={saving || holdSubmit}>
        {saving ? t('edit.saving') : (saveLabel ?? t('edit.save'))}
      </button>
      <button type="button" className="bm-button" onClick={onCancel} disabled={saving}>
        {t('edit.cancel')}
      </button>
    </div>
  );
}
