import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { daysInMonth, monthNames, parseIsoDate, toIsoDate, yearRange, type DateParts } from './date-parts.ts';
import './form.css';

export interface DatePickerFieldProps {
  label: ReactNode;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  /** Called with 'YYYY-MM-DD' once day, month and year are all chosen, and null when one is cleared. */
  onChange: (value: string | null) => void;
  /** Defaults: 10 years back and 10 years ahead of this year (the spec's range). */
  minYear?: number;
  maxYear?: number;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The spec's date picker: day, month and year selects, the years covering 10 years back and 10
 * ahead. Built from the platform's own <select> elements in a labelled group, which every
 * keyboard and screen reader already knows; the day list follows the chosen month and year.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  minYear,
  maxYear,
  hint,
  error,
  isRequired,
  isDisabled,
  className,
}: DatePickerFieldProps) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const range = yearRange();
  const min = minYear ?? range.min;
  const max = maxYear ?? range.max;
  // Partial choices (a month without a day yet) live here; a full date is reported upwards.
  const [parts, setParts] = useState<DateParts>(() => parseIsoDate(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== toIsoDate(parts)) setParts(parseIsoDate(value));
  }

  const update = (change: Partial<DateParts>) => {
    const next = { ...parts, ...change };
    if (next.day && next.day > daysInMonth(next.year, next.month))
      next.day = daysInMonth(next.year, next.month);
    setParts(next);
    const iso = toIsoDate(next);
    if (iso !== value) onChange(iso);
  };

  const years: number[] = [];
  for (let y = max; y >= min; y--) years.push(y);
  // A stored date outside the range (a certificate issued long ago) keeps its year, in order.
  if (parts.year && !years.includes(parts.year)) {
    years.push(parts.year);
    years.sort((a, b) => b - a);
  }
  const days = Array.from({ length: daysInMonth(parts.year, parts.month) }, (_, i) => i + 1);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    className: 'wbn-native-select',
    disabled: isDisabled,
    required: isRequired,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  } as const;
  const num = (s: string) => (s ? Number(s) : null);

  return (
    <fieldset
      className={['wbn-field', 'wbn-datepicker', error ? 'wbn-field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend className="wbn-field__label">{label}</legend>
      <div className="wbn-datepicker__parts">
        <label className="wbn-datepicker__part">
          <span className="wbn-visually-hidden">{t('date.day')}</span>
          <select {...common} value={parts.day ?? ''} onChange={(e) => update({ day: num(e.target.value) })}>
            <option value="">{t('date.day')}</option>
            {days.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label className="wbn-datepicker__part">
          <span className="wbn-visually-hidden">{t('date.month')}</span>
          <select
            {...common}
            value={parts.month ?? ''}
            onChange={(e) => update({ month: num(e.target.value) })}
          >
            <option value="">{t('date.month')}</option>
            {monthNames(i18n.language).map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label className="wbn-datepicker__part">
          <span className="wbn-visually-hidden">{t('date.year')}</span>
          <select
            {...common}
            value={parts.year ?? ''}
            onChange={(e) => update({ year: num(e.target.value) })}
          >
            <option value="">{t('date.year')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
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
    </fieldset>
  );
}
