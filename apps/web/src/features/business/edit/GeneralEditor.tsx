import { useTranslation } from 'react-i18next';
import { businessTextMax, capacityPeriods } from '@wbn/contracts';
import { SelectField, TextAreaField } from '../../../shared/ui/form/index.ts';
import { ContentLanguageSelect } from '../../../shared/ui/form/ContentLanguageSelect.tsx';
import { CompanyBasicsFields } from './CompanyBasicsFields.tsx';
import { RangeInputs } from './RangeInputs.tsx';
import { NumberInput, TextInput } from './TextInput.tsx';
import { generalBody, generalFields, generalValuesFrom, validateGeneral } from './general-form.ts';
import { SectionFormShell } from './SectionFormShell.tsx';
import { useProfileSectionForm, type SectionEditorBodyProps } from './use-section-form.ts';

/** General Information: names, descriptions, type, industry and categories, figures, the video link. */
export function GeneralEditor(props: SectionEditorBodyProps) {
  const { t } = useTranslation('business');
  const form = useProfileSectionForm('general', props, {
    initial: generalValuesFrom,
    fields: generalFields,
    validate: validateGeneral,
    toBody: generalBody,
  });
  const { values: v, change, errors, saving } = form;
  const { field, area, range } = form.bind;
  const periodOptions = capacityPeriods.map((p) => ({ id: p, label: t(`edit.period.${p}`) }));
  const capacity = (patch: Partial<typeof v.productionCapacity>) =>
    change({ productionCapacity: { ...v.productionCapacity, ...patch } });

  return (
    <SectionFormShell form={form} label={t('edit.sections.general')}>
      <CompanyBasicsFields values={v} change={change} errors={errors} disabled={saving} />
      <TextAreaField
        label={t('edit.generalDescription')}
        {...area('generalDescription')}
        maxLength={businessTextMax.generalDescription}
        rows={8}
      />
      <ContentLanguageSelect
        value={v.language}
        onChange={(language) => change({ language })}
        isDisabled={saving}
        error={errors.language}
      />
      <div className="bm-grid">
        <NumberInput
          label={t('edit.yearStablished')}
          {...field('yearStablished')}
          hint={t('edit.yearHint')}
          placeholder="1998"
          maxLength={4}
        />
        <TextInput
          label={t('edit.video')}
          {...field('video')}
          type="url"
          inputMode="url"
          hint={t('edit.videoHint')}
          placeholder="https://www.youtube.com/watch?v=…"
          maxLength={businessTextMax.url}
        />
      </div>
      <div className="bm-grid">
        <RangeInputs
          legend={t('edit.totalAnnualRevenue')}
          hint={t('edit.revenueHint')}
          {...range('totalAnnualRevenue')}
          decimals
        />
        <RangeInputs legend={t('edit.totalEmployees')} {...range('totalEmployees')} />
        <RangeInputs legend={t('edit.totalProductionEmployees')} {...range('totalProductionEmployees')} />
        <RangeInputs
          legend={t('edit.productionCapacity')}
          {...range('productionCapacity')}
          onChange={capacity}
          decimals
        >
          <TextInput
            label={t('edit.capacityUnit')}
            name="productionCapacity.unit"
            value={v.productionCapacity.unit}
            onChange={(unit) => capacity({ unit })}
            error={errors['productionCapacity.unit']}
            placeholder={t('edit.capacityUnitPlaceholder')}
            maxLength={40}
            disabled={saving}
          />
          <SelectField
            label={t('edit.capacityPeriod')}
            name="productionCapacity.period"
            options={periodOptions}
            value={v.productionCapacity.period || null}
            onChange={(period) => capacity({ period: period ?? '' })}
            nullOption={t('edit.select')}
            error={errors['productionCapacity.period']}
            isDisabled={saving}
          />
        </RangeInputs>
      </div>
    </SectionFormShell>
  );
}
