import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './TextInput.tsx';

interface RangeInputsProps {
  legend: ReactNode;
  /** Field key prefix: the inputs are `${name}.min` and `${name}.max`. */
  name: string;
  value: { min: string; max: string };
  onChange: (value: { min: string; max: string }) => void;
  errors: Record<string, string>;
  hint?: ReactNode;
  decimals?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

/** A minimum and a maximum side by side, in one labelled group. */
export function RangeInputs({
  legend,
  name,
  value,
  onChange,
  errors,
  hint,
  decimals,
  disabled,
  children,
}: RangeInputsProps) {
  const { t } = useTranslation('business');
  const hintId = useId();
  return (
    <fieldset className="bm-range" aria-describedby={hint ? hintId : undefined}>
      <legend className="wbn-field__label">{legend}</legend>
      <div className="bm-range__parts">
        {(['min', 'max'] as const).map((part) => (
          <NumberInput
            key={part}
            label={
              <>
                <span className="wbn-visually-hidden">{legend}, </span>
                {t(`edit.${part}`)}
              </>
            }
            name={`${name}.${part}`}
            value={value[part]}
            onChange={(typed) => onChange({ ...value, [part]: typed })}
            error={errors[`${name}.${part}`]}
            decimals={decimals}
            disabled={disabled}
          />
        ))}
        {children}
      </div>
      {hint ? (
        <p id={hintId} className="wbn-field__hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
