import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Input, Label, Text } from 'react-aria-components';
import { OptionListPopover } from '../../../shared/ui/form/OptionListPopover.tsx';
import type { SelectOption } from '../../../shared/ui/form/index.ts';
import { businessChoicesQuery, type BusinessChoice } from '../api/buying-requests.ts';

/** How long typing pauses before the directory is searched. */
const SEARCH_PAUSE_MS = 250;

export interface BusinessPickerProps {
  chosen: readonly BusinessChoice[];
  onChange: (chosen: BusinessChoice[]) => void;
  /** Businesses that may not be invited (the buyer's own). */
  exclude: readonly string[];
  max: number;
  error?: string | undefined;
  isDisabled?: boolean;
}

/**
 * The invited businesses of a request: a combo box that searches the directory by name as one
 * types (POST /api/search/business, every type and country), and the chosen ones listed with a
 * remove button each. Choosing a business empties the box for the next one.
 */
export function BusinessPicker({ chosen, onChange, exclude, max, error, isDisabled }: BusinessPickerProps) {
  const { t } = useTranslation('buying-requests', { keyPrefix: 'invite' });
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery(businessChoicesQuery(searched));
  const taken = new Set([...exclude, ...chosen.map((c) => c.businessID)]);
  const choices = (found.data ?? []).filter((c) => !taken.has(c.businessID));
  const options: SelectOption[] = choices.map((c) => ({
    id: c.businessID,
    label: `${c.name} · ${c.country} · ${c.type}`,
  }));
  const full = chosen.length >= max;
  const listId = useId();

  return (
    <div className="wbn-rfq__invite">
      <ComboBox
        className="wbn-field"
        items={options}
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={(key) => {
          const choice = choices.find((c) => c.businessID === key);
          if (!choice) return;
          onChange([...chosen, choice]);
          // An empty box closes the list, ready for the next name.
          setText('');
          setSearched('');
        }}
        menuTrigger="input"
        allowsEmptyCollection={text.trim().length >= 2}
        isDisabled={isDisabled || full}
        isInvalid={Boolean(error)}
      >
        <Label className="wbn-field__label">{t('label', { max })}</Label>
        <Input className="wbn-input" placeholder={t('placeholder')} aria-describedby={listId} />
        <Text slot="description" className="wbn-field__hint">
          {full ? t('full', { max }) : t('hint')} {text.trim().length === 1 ? t('typeMore') : ''}
        </Text>
        {error ? (
          <span className="wbn-field__error" role="alert">
            {error}
          </span>
        ) : null}
        <OptionListPopover emptyText={found.isFetching ? t('searching') : t('none', { text: searched })} />
      </ComboBox>
      <ul id={listId} className="wbn-rfq__chosen" aria-label={t('chosen', { count: chosen.length })}>
        {chosen.map((c) => (
          <li key={c.businessID}>
            <span>
              {c.name} <small>({c.country})</small>
            </span>
            <button
              type="button"
              className="wbn-rfq__remove"
              aria-label={t('remove', { name: c.name })}
              title={t('remove', { name: c.name })}
              onClick={() => onChange(chosen.filter((x) => x.businessID !== c.businessID))}
              disabled={isDisabled}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
