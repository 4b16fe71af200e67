import { useMemo, type ReactNode } from 'react';
import { Button, FieldError, Label, Select, SelectValue, Text } from 'react-aria-components';
import { fromKey, nullOptionLabel, withNullOption, type SelectOption } from './options.ts';
import { OptionListPopover } from './OptionListPopover.tsx';
import './form.css';

export interface SelectFieldProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Adds a first row ("Select", or this text) whose value is null. */
  nullOption?: boolean | string;
  /** Shown, as a placeholder, while nothing is chosen; default the null row's text or "Select". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  labelHidden?: boolean;
  name?: string;
  className?: string;
}

/**
 * A plain select (React Aria Select): a button that opens a list; 140 px menu, 35 px rows. With
 * nothing chosen it shows its placeholder (styled as one), not the "Select" row as a value.
 */
export function SelectField({
  label,
  options,
  value,
  onChange,
  nullOption,
  placeholder,
  hint,
  error,
  isRequired,
  isDisabled,
  labelHidden,
  name,
  className,
}: SelectFieldProps) {
  const items = useMemo(() => withNullOption(options, nullOption), [options, nullOption]);
  return (
    <Select
      className={['wbn-field', className ?? ''].filter(Boolean).join(' ')}
      selectedKey={value}
      onSelectionChange={(key) => onChange(fromKey(key))}
      placeholder={placeholder ?? nullOptionLabel(nullOption)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      name={name}
    >
      <Label className={labelHidden ? 'wbn-visually-hidden' : 'wbn-field__label'}>{label}</Label>
      <Button className="wbn-select__button">
        <SelectValue className="wbn-select__value" />
        <span aria-hidden="true">▾</span>
      </Button>
      {hint ? (
        <Text slot="description" className="wbn-field__hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="wbn-field__error">{error}</FieldError>
      <OptionListPopover items={items} />
    </Select>
  );
}
