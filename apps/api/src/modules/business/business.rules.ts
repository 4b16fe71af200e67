import { randomBytes } from 'node:crypto';
import {
  isValidPhone,
  messages,
  normalizeDialCode,
  phoneDigits,
  type BusinessSection,
  type businessPhoneInputSchema,
  type businessTermsSectionSchema,
  type contactInfoSectionSchema,
  type factorySectionSchema,
  type generalSectionSchema,
  type tradeCapabilitiesSectionSchema,
} from '@wbn/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { RefLookup } from '../ref-data/ref-data.service.ts';
import type { BusinessChanges } from './business.repository.ts';

/** The validated bodies of the five profile sections (PUT /api/business/profile/{id}/{section}). */
export type SectionBodies = {
  general: z.output<typeof generalSectionSchema>;
  contactInfo: z.output<typeof contactInfoSectionSchema>;
  factory: z.output<typeof factorySectionSchema>;
  tradeCapabilities: z.output<typeof tradeCapabilitiesSectionSchema>;
  businessTerms: z.output<typeof businessTermsSectionSchema>;
};
type PhoneInput = z.output<typeof businessPhoneInputSchema>;

/** A short, unique, readable handle: the name's ASCII slug and 8 random base-36 characters. */
export function businessKey(companyName: string): string {
  const slug = companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const random = [...randomBytes(8)].map((x) => (x % 36).toString(36)).join('');
  return slug ? `${slug}-${random}` : random;
}

const emptyToNull = <T>(v: T | '' | undefined | null): T | null => (v === '' || v === undefined ? null : v);

/** Keeps only the set values of an object, so jsonb sections hold no empty keys. */
function compact<T extends Record<string, unknown>>(o: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  );
}

/**
 * The rules of businesses. Every write checks who is asking first (owner/admin for management,
 * the owner's own rules for members), then validates what only the server can (reference ids,
 * phones against the countries' dial codes), then writes in one transaction.
 */
/** `industryId.categoryId` or a bare category id → category ids (deduplicated, checked). */
export function resolveCategories(ref: RefLookup, list: string[], path: string): string[] {
  const ids: string[] = [];
  for (const [i, entry] of list.entries()) {
    const dot = entry.indexOf('.');
    const industryId = dot >= 0 ? entry.slice(0, dot) : null;
    const categoryId = dot >= 0 ? entry.slice(dot + 1) : entry;
    const category = ref.category(categoryId);
    if (!category || (industryId !== null && category.industryId !== industryId)) {
      throw AppError.badRequest(`${path}.${i}`, `Unknown category ${entry}`);
    }
    if (!ids.includes(categoryId)) ids.push(categoryId);
  }
  return ids;
}

export function checkCountryState(
  ref: RefLookup,
  country: string,
  state: string | null | undefined,
  path: string,
): { countryCode: string; stateId: string | null } {
  const code = country.toUpperCase();
  if (!ref.country(code)) throw AppError.badRequest(`${path}.country`, 'Unknown country');
  if (!state) return { countryCode: code, stateId: null };
  const s = ref.state(state);
  if (!s) throw AppError.badRequest(`${path}.state`, 'Unknown state');
  if (s.countryCode !== code) {
    throw AppError.badRequest(`${path}.state`, 'This state does not belong to the chosen country');
  }
  return { countryCode: code, stateId: s.stateID };
}

function checkPhone(ref: RefLookup, p: PhoneInput | undefined, path: string) {
  if (!p) return undefined;
  const dial = normalizeDialCode(p.countryCode);
  const number = p.businessPhoneNumber.trim();
  if (!isValidPhone(dial, number, ref.dialCodes)) throw AppError.badRequest(path, messages.invalidPhone);
  return phoneDigits(number) === '' ? undefined : { countryCode: `+${dial}`, businessPhoneNumber: number };
}

/** A section's body checked against the reference data and turned into the row's columns. */
export function sectionChanges<S extends BusinessSection>(
  ref: RefLookup,
  section: S,
  body: SectionBodies[S],
): { changes: BusinessChanges; categoryIds?: string[] } {
  const path = 'body';
  switch (section) {
    case 'general': {
      const g = body as SectionBodies['general'];
      if (!ref.businessType(g.businessType))
        throw AppError.badRequest(`${path}.businessType`, 'Unknown business type');
      if (!ref.industry(g.industry)) throw AppError.badRequest(`${path}.industry`, 'Unknown industry');
      const categoryIds = resolveCategories(ref, g.categories, `${path}.categories`);
      const changes: BusinessChanges = {
        companyName: g.companyName,
        shortDescription: g.shortDescription,
        generalDescription: emptyToNull(g.generalDescription),
        businessTypeCode: g.businessType,
        industryId: g.industry,
        yearEstablished: g.yearStablished ?? null,
        videoUrl: emptyToNull(g.video?.url),
        figures: compact({
          totalAnnualRevenue: g.totalAnnualRevenue ? compact(g.totalAnnualRevenue) : undefined,
          totalEmployees: g.totalEmployees ? compact(g.totalEmployees) : undefined,
          totalProductionEmployees: g.totalProductionEmployees
            ? compact(g.totalProductionEmployees)
            : undefined,
          productionCapacity: g.productionCapacity ? compact(g.productionCapacity) : undefined,
        }),
      };
      // The author's word wins; absent, the repository detects it from the descriptions.
      if (g.language) changes.language = g.language;
      return { changes, categoryIds };
    }
    case 'contactInfo': {
      const c = body as SectionBodies['contactInfo'];
      const place = checkCountryState(ref, c.country, c.state, path);
      return {
        changes: {
          ...place,
          contactInfo: compact({
            legalAddressEnglish: c.legalAddressEnglish,
            shippingAddressEnglish: c.shippingAddressEnglish,
            city: c.city,
            zipcode: c.zipcode,
            email: c.email,
            website: c.website,
            phone: checkPhone(ref, c.phone, `${path}.phone`),
            mobilePhone: checkPhone(ref, c.mobilePhone, `${path}.mobilePhone`),
          }),
        },
      };
    }
    case 'factory': {
      const f = body as SectionBodies['factory'];
      let place: { countryCode: string | null; stateId: string | null } = {
        countryCode: null,
        stateId: null,
      };
      if (f.country) place = checkCountryState(ref, f.country, f.state, path);
      else if (f.state) throw AppError.badRequest(`${path}.state`, 'Choose the country first');
      return {
        changes: {
          factory: compact({
            manufacturingFacilities: f.manufacturingFacilities,
            city: f.city,
            zipcode: f.zipcode,
            country: place.countryCode,
            state: place.stateId,
            factorySize: f.factorySize,
            numberProductionLines: f.numberProductionLines,
            contractManufacturing: f.contractManufacturing
              ? [...new Map(f.contractManufacturing.map((x) => [x.code, x])).values()]
              : undefined,
          }),
        },
      };
    }
    case 'tradeCapabilities':
      return { changes: { tradeCapabilities: compact(body as SectionBodies['tradeCapabilities']) } };
    case 'businessTerms':
      return { changes: { businessTerms: compact(body as SectionBodies['businessTerms']) } };
  }
  throw AppError.badRequest('params.section', 'Unknown section');
}
