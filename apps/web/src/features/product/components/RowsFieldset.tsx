import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A product form group of repeated rows (specifications, video links): legend and hint, the rows
 * each with its Remove button, the group's own message, and Add (held at the contract's cap).
 * `data-field` is the group's error key, so the form can focus it.
 */
export function RowsFieldset<R extends { rowId: string }>({
  name,
  legend,
  hint,
  head,
  rows,
  max,
  error,
  isDisabled,
  rowClassName,
  removeLabel,
  addText,
  newRow,
  onChange,
  children,
}: {
  /** The field key of the list ('specs', 'videos'). */
  name: string;
  legend: string;
  hint: string;
  /** Column headings shown above the rows (visual only). */
  head?: ReactNode;
  rows: R[];
  max: number;
  error: string | undefined;
  isDisabled: boolean;
  rowClassName: string;
  removeLabel: (n: number) => string;
  addText: string;
  newRow: () => R;
  onChange: (rows: R[]) => void;
  /** The inputs of row `index`; `update` changes that row. */
  children: (row: R, index: number, update: (change: Partial<R>) => void) => ReactNode;
}) {
  const { t } = useTranslation('product');
  const update = (index: number) => (change: Partial<R>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <fieldset className="product-form__group" data-field={name}>
      <legend className="product-form__legend">{legend}</legend>
      <p className="wbn-field__hint">{hint}</p>
      {rows.length ? (
        <>
          {head}
          <ol className="product-rows">
            {rows.map((row, i) => (
              <li key={row.rowId} className={`product-rows__row ${rowClassName}`}>
                {children(row, i, update(i))}
                <button
                  type="button"
                  className="button button--ghost product-rows__remove"
                  aria-label={removeLabel(i + 1)}
                  disabled={isDisabled}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  {t('form.remove')}
                </button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {error ? (
        <p className="wbn-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        disabled={isDisabled || rows.length >= max}
        onClick={() => onChange([...rows, newRow()])}
      >
        {addText}
      </button>
    </fieldset>
  );
}
