import { useId, type InputHTMLAttributes } from 'react';

/**
 * One input of a repeated row (a spec's name, a video link): its label is read but may be hidden
 * (the row's column headings show it), and its error stands under it and describes it.
 */
export function RowInput({
  label,
  labelHidden = true,
  error,
  ...input
}: {
  label: string;
  labelHidden?: boolean;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`product-row-input${error ? ' wbn-field--invalid' : ''}`}>
      <label htmlFor={id} className={labelHidden ? 'wbn-visually-hidden' : 'wbn-field__label'}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="wbn-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="wbn-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
