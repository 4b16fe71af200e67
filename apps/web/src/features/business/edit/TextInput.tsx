import type { ReactNode } from 'react';
import { Field } from '../../../shared/ui/form/index.ts';

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

/** A one-line text box in a labelled field, its `name` the field key. */
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
