import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import type { ReactNode } from 'react';
import { limits, messages } from '@wbn/contracts';
import './form.css';
import { say } from '../../i18n/say.ts';

export interface TextAreaFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Default 512 (the spec's text area default). */
  maxLength?: number;
  /** Default 6. */
  rows?: number;
  /** Default "Type here...". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  hideCounter?: boolean;
  /** Visually hide the label (it is still read out), e.g. in a comment box. */
  labelHidden?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  autoFocus?: boolean;
  onKeyDown?: (e: React.KeyboardEvent<HTMLTextAreaElement>) => void;
  className?: string;
}

/**
 * The spec's text area: 6 rows, at most 512 characters, placeholder "Type here...", and a
 * "length/max" counter (read with the field, not announced at every key).
 */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength = limits.textAreaMax,
  rows = 6,
  placeholder = say(messages.textAreaPlaceholder),
  hint,
  error,
  hideCounter,
  labelHidden,
  isRequired,
  isDisabled,
  name,
  autoFocus,
  onKeyDown,
  className,
}: TextAreaFieldProps) {
  return (
    <TextField
      className={['wbn-field', className ?? ''].filter(Boolean).join(' ')}
      value={value}
      onChange={(v) => onChange(v.slice(0, maxLength))}
      maxLength={maxLength}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      name={name}
      autoFocus={autoFocus}
    >
      <Label className={labelHidden ? 'wbn-visually-hidden' : 'wbn-field__label'}>{label}</Label>
      <TextArea className="wbn-textarea" rows={rows} placeholder={placeholder} onKeyDown={onKeyDown} />
      {hint || !hideCounter ? (
        <Text slot="description" className="wbn-field__below">
          <span className="wbn-field__hint">{hint}</span>
          {hideCounter ? null : (
            <span className="wbn-field__counter">
              {value.length}/{maxLength}
            </span>
          )}
        </Text>
      ) : null}
      <FieldError className="wbn-field__error">{error}</FieldError>
    </TextField>
  );
}
