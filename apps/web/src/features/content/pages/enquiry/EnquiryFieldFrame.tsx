import { useId, type ReactNode } from 'react';

export interface ControlIds {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** A label, its control (given the ids to carry), and the field's hint, counter and error. */
export function EnquiryFieldFrame({
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
  children: (ids: ControlIds) => ReactNode;
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
