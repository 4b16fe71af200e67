import {
  contactInfoSectionSchema,
  isValidPhone,
  messages,
  normalizeDialCode,
  type BusinessProfile,
  type ContactInfoSection,
} from '@wbn/contracts';
import type { ErrorMap, FieldErrors } from './form-kit.ts';
import { validateWith } from './validate.ts';
import { say } from '../../../shared/i18n/say.ts';

export interface PhoneText {
  countryCode: string;
  businessPhoneNumber: string;
}

export interface ContactValues {
  legalAddressEnglish: string;
  shippingAddressEnglish: string;
  city: string;
  zipcode: string;
  country: string;
  state: string;
  email: string;
  website: string;
  phone: PhoneText;
  mobilePhone: PhoneText;
}

export const contactFields = [
  'legalAddressEnglish',
  'shippingAddressEnglish',
  'country',
  'state',
  'city',
  'zipcode',
  'email',
  'website',
  'phone',
  'mobilePhone',
] as const;

const phoneText = (p: { countryCode: string; businessPhoneNumber: string } | null): PhoneText => ({
  countryCode: p?.countryCode ?? '',
  businessPhoneNumber: p?.businessPhoneNumber ?? '',
});

export function contactValuesFrom(p: BusinessProfile): ContactValues {
  const c = p.contactInfo;
  return {
    legalAddressEnglish: c.legalAddressEnglish ?? '',
    shippingAddressEnglish: c.shippingAddressEnglish ?? '',
    city: c.city ?? '',
    zipcode: c.zipcode ?? '',
    country: c.country.code,
    state: c.state?.stateID ?? '',
    email: c.email ?? '',
    website: c.website ?? '',
    phone: phoneText(c.phone),
    mobilePhone: phoneText(c.mobilePhone),
  };
}

/** "52", "+ 52" → "+52"; '' stays ''. */
export const withPlus = (code: string): string => {
  const digits = normalizeDialCode(code);
  return digits ? `+${digits}` : '';
};

const phoneBody = (p: PhoneText) =>
  p.businessPhoneNumber.trim() === ''
    ? { countryCode: '', businessPhoneNumber: '' }
    : { countryCode: withPlus(p.countryCode), businessPhoneNumber: p.businessPhoneNumber.trim() };

/** The PUT body: the section is replaced whole, so emptied fields go as '' (an empty phone clears it). */
export function contactBody(v: ContactValues): ContactInfoSection {
  return {
    legalAddressEnglish: v.legalAddressEnglish.trim(),
    shippingAddressEnglish: v.shippingAddressEnglish.trim(),
    city: v.city.trim(),
    zipcode: v.zipcode.trim(),
    country: v.country,
    state: v.state,
    email: v.email.trim(),
    website: v.website.trim(),
    phone: phoneBody(v.phone),
    mobilePhone: phoneBody(v.mobilePhone),
  };
}

/**
 * The spec's phone rule (a known dial code, or a prefix of one, and at least 8 digits) with the
 * countries' dial codes; when the list could not be loaded the server judges the dial code.
 */
export function validateContact(
  v: ContactValues,
  dialCodes: readonly string[],
  errorMap: ErrorMap,
): FieldErrors {
  const before: FieldErrors = {};
  for (const field of ['phone', 'mobilePhone'] as const) {
    const p = v[field];
    if (p.businessPhoneNumber.trim() === '') continue;
    const known = dialCodes.length ? dialCodes : [normalizeDialCode(p.countryCode) || '0'];
    if (!isValidPhone(p.countryCode, p.businessPhoneNumber, known))
      before[field] = say(messages.invalidPhone);
  }
  return validateWith(contactInfoSectionSchema, contactBody(v), contactFields, errorMap, before);
}
