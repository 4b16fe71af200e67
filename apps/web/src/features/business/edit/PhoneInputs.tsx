import { useId } from 'react';
import { useTranslation } from 'react-i18next';

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
