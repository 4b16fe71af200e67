import { useTranslation } from 'react-i18next';
import { usaStates } from '@wbn/contracts';
import {
  useBusinessTypes,
  useCountries,
  useIndustries,
  useJobPositions,
} from '../../../../shared/api/reference-data.ts';
import { MoreInfoInput, SelectInput, TextInput } from './enquiry-inputs.tsx';
import type { EnquiryForm } from './use-enquiry-form.ts';

/** The enquiry form's field groups, in page order. */
export function YouFields({ form }: { form: EnquiryForm }) {
  const { t } = useTranslation('content');
  const jobPositions = useJobPositions();
  return (
    <fieldset>
      <legend>{t('form.sections.you')}</legend>
      <TextInput form={form} name="firstName" autoComplete="given-name" />
      <TextInput form={form} name="lastName" autoComplete="family-name" />
      <SelectInput
        form={form}
        name="jobPosition"
        options={jobPositions.data?.map((j) => ({ value: j.jobPositionID, label: j.name }))}
      />
      <TextInput form={form} name="email" type="email" required autoComplete="email" />
      <TextInput form={form} name="mobilePhone" type="tel" autoComplete="tel" />
    </fieldset>
  );
}

export function CompanyFields({ form }: { form: EnquiryForm }) {
  const { t } = useTranslation('content');
  const businessTypes = useBusinessTypes();
  const industries = useIndustries();
  return (
    <fieldset>
      <legend>{t('form.sections.company')}</legend>
      <TextInput form={form} name="businessName" autoComplete="organization" />
      <SelectInput
        form={form}
        name="businessType"
        options={businessTypes.data?.map((b) => ({ value: b.code, label: b.businessTypeName }))}
      />
      <SelectInput
        form={form}
        name="industry"
        options={industries.data?.map((i) => ({ value: i.id, label: i.name }))}
      />
      <TextInput form={form} name="website" type="url" autoComplete="url" />
      <TextInput form={form} name="companyPhone" type="tel" required />
      <TextInput form={form} name="companyFax" type="tel" />
      <TextInput form={form} name="totalEmployees" type="number" />
      <TextInput form={form} name="salesEmployees" type="number" />
    </fieldset>
  );
}

export function LocationFields({ form }: { form: EnquiryForm }) {
  const { t } = useTranslation('content');
  const countries = useCountries();
  const usOnly = form.values.country !== '' && form.values.country !== 'US';
  return (
    <fieldset>
      <legend>{t('form.sections.location')}</legend>
      <TextInput form={form} name="address" autoComplete="street-address" />
      <TextInput form={form} name="city" autoComplete="address-level2" />
      <TextInput form={form} name="zipcode" autoComplete="postal-code" />
      <SelectInput
        form={form}
        name="country"
        options={countries.data?.map((c) => ({ value: c.code, label: c.countryName }))}
      />
      <SelectInput
        form={form}
        name="usaState"
        options={usaStates.map((s) => ({ value: s.code, label: s.name }))}
        placeholder={t('form.selectState')}
        disabled={usOnly}
        hint={t('form.usaOnly')}
      />
    </fieldset>
  );
}

/** What the visitor wants to buy, or to sell: four products and a free text. */
export function ProductFields({ form, side }: { form: EnquiryForm; side: 'buy' | 'sell' }) {
  const { t } = useTranslation('content');
  const products = [1, 2, 3, 4] as const;
  return (
    <fieldset>
      <legend>{t(`form.sections.${side}`)}</legend>
      {products.map((n) => (
        <TextInput key={n} form={form} name={`${side}Product${n}`} />
      ))}
      <MoreInfoInput form={form} name={side === 'buy' ? 'moreInfoBuy' : 'moreInfoSell'} />
    </fieldset>
  );
}
