import { useTranslation } from 'react-i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, ComboBox, FieldError, Input, Label, Text, useFilter } from 'react-aria-components';
import { fromKey, NULL_KEY, nullOptionLabel, withNullOption, type SelectOption } from './options.ts';
import { useSelectTextOnFocus } from './select-on-focus.ts';
import { OptionListPopover } from './OptionListPopover.tsx';
import './form.css';

export interface SearchableSelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen option's id, or null. */
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
  /** Shown in the menu when the search matches nothing. */
  emptyText?: string;
  labelHidden?: boolean;
  name?: string;
  className?: string;
}

/**
 * A select you can type into to filter (React Aria ComboBox): keyboard and screen reader support
 * from the library; the menu is at most 140 px high with 35 px rows, as the spec says.
 */
export function SearchableSelect({
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
  emptyText = 'No matches',
  labelHidden,
  name,
  className,
}: SearchableSelectProps) {
  const { t } = useTranslation('ui');
  const { contains } = useFilter({ sensitivity: 'base' });
  const items = useMemo(() => withNullOption(options, nullOption), [options, nullOption]);
  // Nothing chosen is an empty box showing the placeholder: the "Select" row is never its text, so
  // that typing "Germ" searches for "Germ" (not "SelectGerm").
  const selected = value === null ? undefined : items.find((o) => o.id === value);
  const selectedText = selected?.label ?? '';
  // The text in the box follows the selection until the user types.
  const [inputValue, setInputValue] = useState(selectedText);
  const [lastSelected, setLastSelected] = useState(selected?.id);
  if (selected?.id !== lastSelected) {
    setLastSelected(selected?.id);
    setInputValue(selectedText);
  }
  const filtered = useMemo(
    () =>
      inputValue && inputValue !== selectedText
        ? items.filter(
            (o) =>
              o.id !== NULL_KEY &&
              (contains(o.label, inputValue) || (o.keywords ? contains(o.keywords, inputValue) : false)),
          )
        : items,
    [items, inputValue, selectedText, contains],
  );
  const selectOnFocus = useSelectTextOnFocus();

  return (
    <ComboBox
      className={['wbn-field', className ?? ''].filter(Boolean).join(' ')}
      items={filtered}
      selectedKey={value}
      onSelectionChange={(key) => onChange(fromKey(key))}
      inputValue={inputValue}
      onInputChange={setInputValue}
      onOpenChange={(open) => {
        if (!open) setInputValue(selectedText);
      }}
      menuTrigger="focus"
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      name={name}
      allowsEmptyCollection
    >
      <Label className={labelHidden ? 'wbn-visually-hidden' : 'wbn-field__label'}>{label}</Label>
      <div className="wbn-combobox">
        <Input
          className="wbn-input wbn-combobox__input"
          placeholder={placeholder ?? nullOptionLabel(nullOption)}
          {...selectOnFocus}
        />
        <Button className="wbn-combobox__button" aria-label={t('showOptions')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {hint ? (
        <Text slot="description" className="wbn-field__hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="wbn-field__error">{error}</FieldError>
      <OptionListPopover emptyText={emptyText} />
    </ComboBox>
  );
}
