import type { BusinessProfile } from '@wbn/contracts';
import {
  formatNumber,
  formatPhone,
  formatRange,
  joinNames,
  telHref,
  text,
  websiteHref,
  websiteText,
} from './profile-format.ts';

/** One value of a detail table: text, a link, or nothing (shown as a dash). */
export type DetailValue = string | { href: string; text: string; external?: boolean } | null;

export interface DetailRow {
  key: string;
  label: string;
  value: DetailValue;
  /** Long free text, shown with its line breaks. */
  long?: boolean;
  /** The language the value is written in, when the business wrote it and it is known. */
  lang?: string;
}

/** The translate function of the `business` namespace with the `profile.` prefix. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Section = 'general' | 'contactInfo' | 'factory' | 'tradeCapabilities' | 'businessTerms';

const place = (
  country: { countryName: string; emoji: string } | null,
  state: { stateName: string } | null,
): { country: string | null; state: string | null } => ({
  country: country?.countryName ? `${country.emoji ? `${country.emoji} ` : ''}${country.countryName}` : null,
  state: state?.stateName || null,
});

/**
 * The label/value rows of each section's detail table (spec core §3 "Business profile"), in the
 * order a buyer reads them. Everything is here, present or not, so the tables always show the
 * same rows and a missing value reads as a dash.
 */
export function profileRows(profile: BusinessProfile, section: Section, t: Translate): DetailRow[] {
  const range = { from: t('values.from'), upTo: t('values.upTo') };
  const row = (key: string, value: DetailValue, long?: boolean, lang?: string | null): DetailRow => ({
    key,
    label: t(`fields.${section}.${key}`),
    value,
    ...(long ? { long } : {}),
    ...(lang ? { lang } : {}),
  });

  switch (section) {
    case 'general': {
      const g = profile.general;
      const capacity = g.productionCapacity;
      const capacitySuffix = [
        text(capacity.unit),
        capacity.period ? t(`values.period.${capacity.period}`) : null,
      ]
        .filter(Boolean)
        .join(' ');
      return [
        row('companyName', text(g.companyName)),
        row('businessType', text(g.businessType.name)),
        row('industry', text(g.industry.name)),
        row('categories', joinNames(g.categories)),
        row('yearStablished', g.yearStablished ? String(g.yearStablished) : null),
        row('totalEmployees', formatRange(g.totalEmployees, range)),
        row('totalProductionEmployees', formatRange(g.totalProductionEmployees, range)),
        row('totalAnnualRevenue', formatRange(g.totalAnnualRevenue, range, { prefix: 'US$' })),
        row('productionCapacity', formatRange(capacity, range, { suffix: capacitySuffix })),
        row('shortDescription', text(g.shortDescription), true, g.language),
        row('generalDescription', text(g.generalDescription), true, g.language),
      ];
    }
    case 'contactInfo': {
      const c = profile.contactInfo;
      const where = place(c.country, c.state);
      const phone = formatPhone(c.phone);
      const mobile = formatPhone(c.mobilePhone);
      const email = text(c.email);
      const website = text(c.website);
      return [
        row('email', email ? { href: `mailto:${email}`, text: email } : null),
        row('phone', phone ? { href: telHref(phone), text: phone } : null),
        row('mobilePhone', mobile ? { href: telHref(mobile), text: mobile } : null),
        row(
          'website',
          website ? { href: websiteHref(website), text: websiteText(website), external: true } : null,
        ),
        row('country', where.country),
        row('state', where.state),
        row('city', text(c.city)),
        row('zipcode', text(c.zipcode)),
        row('legalAddressEnglish', text(c.legalAddressEnglish), true),
        row('shippingAddressEnglish', text(c.shippingAddressEnglish), true),
      ];
    }
    case 'factory': {
      const f = profile.factory;
      const where = place(f.country, f.state);
      const size = formatNumber(f.factorySize);
      return [
        row('manufacturingFacilities', text(f.manufacturingFacilities), true),
        row('factorySize', size ? `${size} m²` : null),
        row('numberProductionLines', formatNumber(f.numberProductionLines)),
        row('contractManufacturing', f.contractManufacturing.map((c) => c.code).join(', ') || null),
        row('country', where.country),
        row('state', where.state),
        row('city', text(f.city)),
        row('zipcode', text(f.zipcode)),
      ];
    }
    case 'tradeCapabilities': {
      const tc = profile.tradeCapabilities;
      return [
        row('markets', joinNames(tc.markets)),
        row('spokenLanguages', joinNames(tc.spokenLanguages)),
        row('totalEmployeesSales', formatNumber(tc.totalEmployeesSales)),
        row(
          'averageLeadTime',
          tc.averageLeadTime == null ? null : t('values.days', { count: tc.averageLeadTime }),
        ),
      ];
    }
    case 'businessTerms': {
      const b = profile.businessTerms;
      return [
        row('acceptedDeliveryTerms', joinNames(b.acceptedDeliveryTerms)),
        row('acceptedPaymentCurrencies', joinNames(b.acceptedPaymentCurrencies)),
        row('acceptedPaymentTypes', joinNames(b.acceptedPaymentTypes)),
        row('packagingTypes', joinNames(b.packagingTypes)),
      ];
    }
  }
}
