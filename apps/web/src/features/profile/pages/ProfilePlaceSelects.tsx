import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../shared/ui/form/index.ts';
import type { ProfileFormState } from './use-edit-profile-form.ts';
import { usePlaceOptions } from './use-profile-options.ts';

/** Country, then state: the states are the chosen country's, and none can be chosen before it. */
export function ProfilePlaceSelects({
  form: { values, errors, saving, set },
  setCountry,
}: {
  form: ProfileFormState;
  setCountry: (code: string) => void;
}) {
  const { t } = useTranslation('profile');
  const options = usePlaceOptions(values.country);
  return (
    <>
      <SearchableSelect
        label={t('edit.country')}
        name="country"
        options={options.country}
        value={values.country || null}
        onChange={(v) => setCountry(v ?? '')}
        nullOption={t('edit.select')}
        placeholder={t('edit.select')}
        error={errors.country}
        isDisabled={saving}
      />
      <SearchableSelect
        label={t('edit.state')}
        name="state"
        options={options.state}
        value={values.state || null}
        onChange={(v) => set('state', v ?? '')}
        nullOption={t('edit.select')}
        placeholder={
          values.country === ''
            ? t('edit.stateNone')
            : options.states && options.states.length === 0
              ? t('edit.stateEmpty')
              : t('edit.select')
        }
        error={errors.state}
        isDisabled={saving || values.country === '' || (options.states?.length ?? 0) === 0}
      />
    </>
  );
}
