import { useTranslation } from 'react-i18next';
import { NumberInput, TextInput } from './TextInput.tsx';
import { tradeBody, tradeFields, tradeValuesFrom, validateTrade } from './trade-form.ts';
import { SectionFormShell } from './SectionFormShell.tsx';
import { useProfileSectionForm, type SectionEditorBodyProps } from './use-section-form.ts';

/** Trade Capabilities: markets and languages (comma-separated lists), sales staff, lead time. */
export function TradeCapabilitiesEditor(props: SectionEditorBodyProps) {
  const { t } = useTranslation('business');
  const form = useProfileSectionForm('tradeCapabilities', props, {
    initial: tradeValuesFrom,
    fields: tradeFields,
    validate: validateTrade,
    toBody: tradeBody,
  });
  const { field } = form.bind;

  return (
    <SectionFormShell form={form} label={t('edit.sections.tradeCapabilities')}>
      <div className="bm-grid">
        <TextInput
          label={t('edit.markets')}
          {...field('markets')}
          hint={t('edit.listHint')}
          placeholder={t('edit.marketsPlaceholder')}
        />
        <TextInput
          label={t('edit.spokenLanguages')}
          {...field('spokenLanguages')}
          hint={t('edit.listHint')}
          placeholder={t('edit.languagesPlaceholder')}
        />
        <NumberInput label={t('edit.totalEmployeesSales')} {...field('totalEmployeesSales')} />
        <NumberInput
          label={t('edit.averageLeadTime')}
          {...field('averageLeadTime')}
          hint={t('edit.leadTimeHint')}
        />
      </div>
    </SectionFormShell>
  );
}
