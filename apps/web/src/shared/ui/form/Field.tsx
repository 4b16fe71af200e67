import { useId, type ReactNode } from 'react';
import './form.css';

/** What a control inside a Field spreads onto itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** Shown (and announced) instead of nothing when the value is not valid. */
  error?: ReactNode;
  required?: boolean;
  /** An id for the control; one is made up otherwise. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around any control, wired for assistive technology: the label names the
 * control, and the hint and the error describe it (aria-describedby), the error also marks it
 * invalid. The widgets built on react-aria-components wire the same parts themselves.
 *
 *   <Field label="Company name" error={errors.companyName}>
 *     {(p) => <input {...p} className="wbn-input" value={name} onChange={…} />}
 *   </Field>
 */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['wbn-field', error ? 'wbn-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <label className="wbn-field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="wbn-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="wbn-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="wbn-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
