import { useTranslation } from 'react-i18next';
import { businessTextMax } from '@wbn/contracts';
import {
  contactBody,
  contactFields,
  contactValuesFrom,
  validateContact,
  type PhoneText,
} from './contact-form.ts';
import { bindPlace } from './field-bindings.ts';
import { PhoneInputs } from './PhoneInputs.tsx';
import { TextInput } from './TextInput.tsx';
import { PlaceSelects, useDialCodes } from './PlaceSelects.tsx';
import { SectionFormShell } from './SectionFormShell.tsx';
import { useProfileSectionForm, type SectionEditorBodyProps } from './use-section-form.ts';

/** Contact Information: addresses, place, e-mail, website and two phones. */
export function ContactInfoEditor(props: SectionEditorBodyProps) {
  const { t } = useTranslation('business');
  const dial = useDialCodes();
  const form = useProfileSectionForm('contactInfo', props, {
    initial: contactValuesFrom,
    fields: contactFields,
    validate: (values, errorMap) => validateContact(values, dial.all, errorMap),
    toBody: contactBody,
  });
  const { values: v, change, errors, saving } = form;
  const { field } = form.bind;

  /** A new country clears the state, and gives empty phone codes its dial code. */
  const setCountry = (country: string) => {
    const code = dial.of(country);
    const withCode = (p: PhoneText) =>
      p.countryCode.trim() === '' && code ? { ...p, countryCode: `+${code}` } : p;
    change(
      { country, state: '', phone: withCode(v.phone), mobilePhone: withCode(v.mobilePhone) },
      'country',
      'state',
    );
  };

  /** Typing a number with no dial code yet starts it with the business country's. */
  const withCountryCode = (p: PhoneText): PhoneText => {
    const code = dial.of(v.country);
    return p.countryCode.trim() === '' && p.businessPhoneNumber.trim() !== '' && code
      ? { ...p, countryCode: `+${code}` }
      : p;
  };

  return (
    <SectionFormShell form={form} label={t('edit.sections.contactInfo')}>
      <div className="bm-grid">
        <TextInput
          label={t('edit.legalAddressEnglish')}
          {...field('legalAddressEnglish')}
          maxLength={businessTextMax.address}
          autoComplete="street-address"
        />
        <TextInput
          label={t('edit.shippingAddressEnglish')}
          {...field('shippingAddressEnglish')}
          maxLength={businessTextMax.address}
        />
        <PlaceSelects
          {...bindPlace(v, change, errors)}
          onCountry={setCountry}
          countryRequired
          disabled={saving}
        />
        <TextInput
          label={t('edit.city')}
          {...field('city')}
          maxLength={businessTextMax.city}
          autoComplete="address-level2"
        />
        <TextInput
          label={t('edit.zipcode')}
          {...field('zipcode')}
          maxLength={businessTextMax.zipcode}
          autoComplete="postal-code"
        />
        <TextInput
          label={t('edit.email')}
          {...field('email')}
          type="email"
          inputMode="email"
          placeholder="sales@example.com"
          autoComplete="email"
        />
        <TextInput
          label={t('edit.website')}
          {...field('website')}
          type="url"
          inputMode="url"
          hint={t('edit.websiteHint')}
          placeholder="https://www.example.com"
          maxLength={businessTextMax.url}
          autoComplete="url"
        />
        <PhoneInputs
          legend={t('edit.phone')}
          {...field('phone')}
          onChange={(phone) => change({ phone: withCountryCode(phone) })}
        />
        <PhoneInputs
          legend={t('edit.mobilePhone')}
          {...field('mobilePhone')}
          onChange={(mobilePhone) => change({ mobilePhone: withCountryCode(mobilePhone) })}
        />
      </div>
    </SectionFormShell>
  );
}
