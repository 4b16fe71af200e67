import type { ReactNode } from 'react';
import { Field } from '../../../shared/ui/form/index.ts';

/**
 * A one-line text box of the product form, in the `data-field` box the form finds it by (to focus
 * the first field with a problem).
 */
export function ProductTextField({
  name,
  label,
  hint,
  error,
  required,
  inputMode,
  maxLength,
  value,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  required?: boolean;
  inputMode?: 'numeric';
  maxLength?: number;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div data-field={name}>
      <Field label={label} hint={hint} error={error} required={required}>
        {(ids) => (
          <input
            {...ids}
            name={name}
            className="wbn-input"
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            maxLength={maxLength}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
