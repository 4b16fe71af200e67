import {
  businessTermsSectionSchema,
  deliveryTerms,
  type BusinessProfile,
  type BusinessTermsSection,
} from '@wbn/contracts';
import { joinList, splitList, type ErrorMap, type FieldErrors } from './form-kit.ts';
import { validateWith } from './validate.ts';

type DeliveryTerm = (typeof deliveryTerms)[number];

export interface TermsValues {
  acceptedDeliveryTerms: DeliveryTerm[];
  acceptedPaymentCurrencies: string;
  packagingTypes: string;
  acceptedPaymentTypes: string;
}

export const termsFields = [
  'acceptedDeliveryTerms',
  'acceptedPaymentCurrencies',
  'packagingTypes',
  'acceptedPaymentTypes',
] as const;

const isDeliveryTerm = (s: string): s is DeliveryTerm => (deliveryTerms as readonly string[]).includes(s);

export function termsValuesFrom(p: BusinessProfile): TermsValues {
  const b = p.businessTerms;
  return {
    acceptedDeliveryTerms: b.acceptedDeliveryTerms.map((d) => d.name).filter(isDeliveryTerm),
    acceptedPaymentCurrencies: joinList(b.acceptedPaymentCurrencies),
    packagingTypes: joinList(b.packagingTypes),
    acceptedPaymentTypes: joinList(b.acceptedPaymentTypes),
  };
}

const names = (text: string) => splitList(text).map((name) => ({ name }));

export function termsBody(v: TermsValues): BusinessTermsSection {
  return {
    acceptedDeliveryTerms: deliveryTerms
      .filter((d) => v.acceptedDeliveryTerms.includes(d))
      .map((name) => ({ name })),
    acceptedPaymentCurrencies: splitList(v.acceptedPaymentCurrencies).map((name) => ({
      name: name.toUpperCase(),
    })),
    packagingTypes: names(v.packagingTypes),
    acceptedPaymentTypes: names(v.acceptedPaymentTypes),
  };
}

export const validateTerms = (v: TermsValues, errorMap: ErrorMap): FieldErrors =>
  validateWith(businessTermsSectionSchema, termsBody(v), termsFields, errorMap);
