import { useTranslation } from 'react-i18next';
import { businessTextMax, contractManufacturingCodes } from '@wbn/contracts';
import { TextAreaField } from '../../../shared/ui/form/index.ts';
import { bindPlace } from './field-bindings.ts';
import { factoryBody, factoryFields, factoryValuesFrom, validateFactory } from './factory-form.ts';
import { Checkboxes } from './Checkboxes.tsx';
import { NumberInput, TextInput } from './TextInput.tsx';
import { PlaceSelects } from './PlaceSelects.tsx';
import { SectionFormShell } from './SectionFormShell.tsx';
import { useProfileSectionForm, type SectionEditorBodyProps } from './use-section-form.ts';

/** Factory: facilities, where the factory is, its size, lines and contract manufacturing. */
export function FactoryEditor(props: SectionEditorBodyProps) {
  const { t } = useTranslation('business');
  const form = useProfileSectionForm('factory', props, {
    initial: factoryValuesFrom,
    fields: factoryFields,
    validate: validateFactory,
    toBody: factoryBody,
  });
  const { values: v, change, errors, saving } = form;
  const { field, area } = form.bind;
  const codes = contractManufacturingCodes.map((code) => ({ id: code, label: t(`edit.contract.${code}`) }));

  return (
    <SectionFormShell form={form} label={t('edit.sections.factory')}>
      <TextAreaField label={t('edit.manufacturingFacilities')} {...area('manufacturingFacilities')} />
      <div className="bm-grid">
        <PlaceSelects
          {...bindPlace(v, change, errors)}
          countryLabel={t('edit.factoryCountry')}
          stateLabel={t('edit.factoryState')}
          disabled={saving}
        />
        <TextInput label={t('edit.factoryCity')} {...field('city')} maxLength={businessTextMax.city} />
        <TextInput
          label={t('edit.factoryZipcode')}
          {...field('zipcode')}
          maxLength={businessTextMax.zipcode}
        />
        <NumberInput
          label={t('edit.factorySize')}
          {...field('factorySize')}
          hint={t('edit.factorySizeHint')}
          decimals
        />
        <NumberInput label={t('edit.numberProductionLines')} {...field('numberProductionLines')} />
      </div>
      <Checkboxes
        legend={t('edit.contractManufacturing')}
        {...field('contractManufacturing')}
        options={codes}
      />
    </SectionFormShell>
  );
}
