import { useId, type ReactNode } from 'react';

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
