import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, languageAutonyms, uiLanguages } from '@wbn/contracts';
import { SelectField } from './SelectField.tsx';
import type { SelectOption } from './options.ts';

/** A language's name in itself (a stored language beyond the product's seven), else its code. */
function autonym(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export interface ContentLanguageSelectProps {
  /** The language the text is written in; null: the server detects it (decision 0026). */
  value: string | null;
  onChange: (value: string | null) => void;
  isDisabled?: boolean;
  className?: string;
  /** The text's field, for the API's message naming `language`. */
  error?: string;
}

/**
 * "Written in": the language a text its author writes is in, "Detect automatically" or one of the
 * product's languages by its own name (a stored language beyond them is offered as it is).
 */
export function ContentLanguageSelect({
  value,
  onChange,
  isDisabled,
  className,
  error,
}: ContentLanguageSelectProps) {
  const { t } = useTranslation('ui');
  const options = useMemo<SelectOption[]>(() => {
    const known: SelectOption[] = uiLanguages.map((code) => ({ id: code, label: languageAutonyms[code] }));
    if (value && !isUiLanguage(value)) known.push({ id: value, label: autonym(value) });
    return known;
  }, [value]);
  const detect = t('writtenIn.detect');
  return (
    <SelectField
      className={['wbn-written-in', className ?? ''].filter(Boolean).join(' ')}
      label={t('writtenIn.label')}
      options={options}
      value={value}
      onChange={onChange}
      nullOption={detect}
      placeholder={detect}
      isDisabled={isDisabled}
      name="language"
      {...(error ? { error } : {})}
    />
  );
}
