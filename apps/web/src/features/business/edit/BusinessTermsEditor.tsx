import { useTranslation } from 'react-i18next';
import { deliveryTerms } from '@wbn/contracts';
import { Checkboxes } from './Checkboxes.tsx';
import { TextInput } from './TextInput.tsx';
import { SectionFormShell } from './SectionFormShell.tsx';
import { termsBody, termsFields, termsValuesFrom, validateTerms } from './terms-form.ts';
import { useProfileSectionForm, type SectionEditorBodyProps } from './use-section-form.ts';

/** Business Terms: delivery terms (Incoterms), currencies, packaging and payment types. */
export function BusinessTermsEditor(props: SectionEditorBodyProps) {
  const { t } = useTranslation('business');
  const form = useProfileSectionForm('businessTerms', props, {
    initial: termsValuesFrom,
    fields: termsFields,
    validate: validateTerms,
    toBody: termsBody,
  });
  const { field } = form.bind;
  const terms = deliveryTerms.map((d) => ({ id: d, label: d }));

  return (
    <SectionFormShell form={form} label={t('edit.sections.businessTerms')}>
      <Checkboxes
        legend={t('edit.acceptedDeliveryTerms')}
        {...field('acceptedDeliveryTerms')}
        options={terms}
        hint={t('edit.deliveryTermsHint')}
      />
      <div className="bm-grid">
        <TextInput
          label={t('edit.acceptedPaymentCurrencies')}
          {...field('acceptedPaymentCurrencies')}
          hint={t('edit.currenciesHint')}
          placeholder="USD, EUR"
        />
        <TextInput
          label={t('edit.packagingTypes')}
          {...field('packagingTypes')}
          hint={t('edit.listHint')}
          placeholder={t('edit.packagingPlaceholder')}
        />
        <TextInput
          label={t('edit.acceptedPaymentTypes')}
          {...field('acceptedPaymentTypes')}
          hint={t('edit.listHint')}
          placeholder={t('edit.paymentTypesPlaceholder')}
        />
      </div>
    </SectionFormShell>
  );
}
