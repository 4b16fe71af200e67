import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect, type SelectOption } from '../../../shared/ui/form/index.ts';
import { useCountries, useStates } from '../../../shared/api/reference-data.ts';

interface Props {
  country: string;
  state: string;
  /** Called with the new country and an emptied state (the spec: changing country clears state). */
  onCountry: (country: string) => void;
  onState: (state: string) => void;
  errors: { country?: string; state?: string };
  countryRequired?: boolean;
  disabled?: boolean;
  /** Field key prefix for names ('' → "country" and "state"). */
  countryLabel?: string;
  stateLabel?: string;
}

/** Country (with its flag) and, when it has any, one of its states. */
export function PlaceSelects({
  country,
  state,
  onCountry,
  onState,
  errors,
  countryRequired,
  disabled,
  countryLabel,
  stateLabel,
}: Props) {
  const { t } = useTranslation('business');
  const countries = useCountries();
  const states = useStates(country);
  const countryOptions = useMemo<SelectOption[]>(
    () =>
      (countries.data ?? []).map((c) => ({
        id: c.code,
        label: `${c.emoji} ${c.countryName}`.trim(),
        keywords: `${c.code} ${c.countryName}`,
      })),
    [countries.data],
  );
  const stateOptions = useMemo<SelectOption[]>(
    () => (states.data ?? []).map((s) => ({ id: s.stateID, label: s.stateName })),
    [states.data],
  );
  const noStates = country !== '' && states.data !== undefined && states.data.length === 0;
  return (
    <>
      <SearchableSelect
        label={countryLabel ?? t('edit.country')}
        name="country"
        options={countryOptions}
        value={country || null}
        onChange={(code) => (code ?? '') !== country && onCountry(code ?? '')}
        nullOption={countryRequired ? undefined : t('edit.select')}
        placeholder={countries.isPending ? t('edit.loadingList') : t('edit.select')}
        error={errors.country}
        isRequired={countryRequired}
        isDisabled={disabled}
      />
      <SearchableSelect
        label={stateLabel ?? t('edit.state')}
        name="state"
        options={stateOptions}
        value={state || null}
        onChange={(id) => onState(id ?? '')}
        nullOption={t('edit.select')}
        placeholder={
          country === '' ? t('edit.countryFirst') : noStates ? t('edit.noStates') : t('edit.select')
        }
        error={errors.state}
        isDisabled={disabled || country === '' || noStates}
      />
    </>
  );
}

/** The countries' dial codes (for the phone rule); empty until the list arrives. */
export function useDialCodes(): { all: string[]; of: (country: string) => string | undefined } {
  const countries = useCountries();
  return useMemo(() => {
    const list = countries.data ?? [];
    return {
      all: list.flatMap((c) => c.dialCodes),
      of: (code: string) => list.find((c) => c.code === code)?.dialCodes[0],
    };
  }, [countries.data]);
}
