import {
  reputationOf,
  type BusinessAccess,
  type BusinessCard,
  type BusinessProfile,
  type Certificate,
  type MyBusinessCard,
  type StoredReputation,
  type UserBusiness,
  verifiedBadge,
} from '@wbn/contracts';
import type { BusinessRow, CertificateView } from './business.repository.ts';
import type { RefLookup } from '../ref-data/ref-data.service.ts';

type Json = Record<string, unknown>;
type Subscription = BusinessProfile['subscription'];

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const int = (v: unknown): number | null => (Number.isInteger(v) ? (v as number) : null);
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const names = (v: unknown): { name: string }[] =>
  Array.isArray(v)
    ? v.filter((x) => typeof x?.name === 'string').map((x) => ({ name: x.name as string }))
    : [];
const range = (v: unknown) => ({ min: num(obj(v).min), max: num(obj(v).max) });
const photo = (url: string | null) => (url ? { url } : null);
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const subscriptionOf = (row: BusinessRow): Subscription => (row.subscription as Subscription) ?? null;
/** What was verified and when, in the reader's language; nothing while no check holds (decision 0032). */
const badgeOf = (row: BusinessRow, ref: RefLookup) =>
  row.verified && row.verification ? { verification: verifiedBadge(row.verification, ref.language) } : {};

const unknownCountry = (code: string) => ({ code, countryName: code, emoji: '' });

const phone = (v: unknown) => {
  const p = obj(v);
  const number = str(p.businessPhoneNumber);
  return number ? { countryCode: str(p.countryCode) ?? '', businessPhoneNumber: number } : null;
};

function general(row: BusinessRow, categoryIds: string[], ref: RefLookup) {
  const f = obj(row.figures);
  const capacity = obj(f.productionCapacity);
  return {
    companyName: row.companyName,
    shortDescription: row.shortDescription,
    generalDescription: row.generalDescription,
    businessType: ref.businessType(row.businessTypeCode) ?? {
      code: row.businessTypeCode,
      name: row.businessTypeCode,
    },
    industry: ref.industry(row.industryId) ?? { id: row.industryId, name: row.industryId },
    categories: categoryIds.map((id) => {
      const c = ref.category(id);
      return { id, name: c?.name ?? id };
    }),
    yearStablished: row.yearEstablished,
    totalAnnualRevenue: range(f.totalAnnualRevenue),
    totalEmployees: range(f.totalEmployees),
    totalProductionEmployees: range(f.totalProductionEmployees),
    productionCapacity: {
      min: num(capacity.min),
      max: num(capacity.max),
      unit: str(capacity.unit),
      period: str(capacity.period),
    },
    profilePhoto: photo(row.logoUrl),
    coverPhoto: photo(row.coverUrl),
    video: photo(row.videoUrl),
    language: row.language,
  };
}

export function toCertificate(c: CertificateView): Certificate {
  return {
    id: c.certificateId,
    name: c.name,
    issueDate: c.issueDate,
    expireDate: c.expireDate,
    photo: photo(c.photoUrl),
  };
}

/** The full profile (GET /api/business/profile/{id}); the same for every viewer. */
export function toBusinessProfile(
  row: BusinessRow,
  extra: {
    categoryIds: string[];
    certificates: CertificateView[];
    likes: number;
    reputation?: StoredReputation | null;
  },
  ref: RefLookup,
): BusinessProfile {
  const c = obj(row.contactInfo);
  const fa = obj(row.factory);
  const tc = obj(row.tradeCapabilities);
  const bt = obj(row.businessTerms);
  const state = ref.state(row.stateId);
  const factoryState = ref.state(str(fa.state));
  return {
    businessID: row.businessId,
    key: row.key,
    ownerID: row.ownerId,
    subscription: subscriptionOf(row),
    verified: row.verified,
    ...badgeOf(row, ref),
    createdAt: seconds(row.createdAt),
    reactions: { reactionCount: { like: extra.likes } },
    general: general(row, extra.categoryIds, ref),
    contactInfo: {
      legalAddressEnglish: str(c.legalAddressEnglish),
      shippingAddressEnglish: str(c.shippingAddressEnglish),
      city: str(c.city),
      zipcode: str(c.zipcode),
      country: ref.country(row.countryCode) ?? unknownCountry(row.countryCode),
      state: state ? { stateID: state.stateID, stateName: state.stateName } : null,
      email: str(c.email),
      website: str(c.website),
      phone: phone(c.phone),
      mobilePhone: phone(c.mobilePhone),
    },
    factory: {
      manufacturingFacilities: str(fa.manufacturingFacilities),
      city: str(fa.city),
      zipcode: str(fa.zipcode),
      country: ref.country(str(fa.country)),
      state: factoryState ? { stateID: factoryState.stateID, stateName: factoryState.stateName } : null,
      factorySize: num(fa.factorySize),
      numberProductionLines: int(fa.numberProductionLines),
      contractManufacturing: Array.isArray(fa.contractManufacturing)
        ? fa.contractManufacturing
            .filter((x) => typeof x?.code === 'string')
            .map((x) => ({ code: x.code as string }))
        : [],
    },
    tradeCapabilities: {
      markets: names(tc.markets),
      spokenLanguages: names(tc.spokenLanguages),
      totalEmployeesSales: int(tc.totalEmployeesSales),
      averageLeadTime: int(tc.averageLeadTime),
    },
    businessTerms: {
      acceptedDeliveryTerms: names(bt.acceptedDeliveryTerms),
      acceptedPaymentCurrencies: names(bt.acceptedPaymentCurrencies),
      packagingTypes: names(bt.packagingTypes),
      acceptedPaymentTypes: names(bt.acceptedPaymentTypes),
    },
    certificates: extra.certificates.map(toCertificate),
    ...(extra.reputation !== undefined ? { reputation: reputationOf(extra.reputation) } : {}),
  };
}

/** A business as a result card shows it (the searches, the home page's latest businesses). */
export function toBusinessCard(
  row: BusinessRow,
  extra: { categoryIds: string[]; likes: number; reputation?: StoredReputation | null },
  ref: RefLookup,
): BusinessCard {
  const g = general(row, extra.categoryIds, ref);
  const state = ref.state(row.stateId);
  return {
    businessID: row.businessId,
    key: row.key,
    subscription: subscriptionOf(row),
    verified: row.verified,
    ...badgeOf(row, ref),
    createdAt: seconds(row.createdAt),
    reactions: { reactionCount: { like: extra.likes } },
    general: {
      companyName: g.companyName,
      shortDescription: g.shortDescription,
      businessType: g.businessType,
      industry: g.industry,
      categories: g.categories,
      yearStablished: g.yearStablished,
      profilePhoto: g.profilePhoto,
      coverPhoto: g.coverPhoto,
    },
    contactInfo: {
      city: str(obj(row.contactInfo).city),
      country: ref.country(row.countryCode) ?? unknownCountry(row.countryCode),
      state: state ? { stateID: state.stateID, stateName: state.stateName } : null,
    },
    ...(extra.reputation !== undefined ? { reputation: reputationOf(extra.reputation) } : {}),
  };
}

/** A my-business card (GET /api/business/profile/my-list). */
export function toMyBusinessCard(row: BusinessRow, access: BusinessAccess, ref: RefLookup): MyBusinessCard {
  return {
    businessID: row.businessId,
    key: row.key,
    subscription: subscriptionOf(row),
    verified: row.verified,
    access,
    general: {
      companyName: row.companyName,
      shortDescription: row.shortDescription,
      profilePhoto: photo(row.logoUrl),
      coverPhoto: photo(row.coverUrl),
      businessType: ref.businessType(row.businessTypeCode) ?? {
        code: row.businessTypeCode,
        name: row.businessTypeCode,
      },
      industry: ref.industry(row.industryId) ?? { id: row.industryId, name: row.industryId },
    },
    contactInfo: { country: ref.country(row.countryCode) ?? unknownCountry(row.countryCode) },
  };
}

/** A business as a user's profile lists it (GET /api/business/profile/list-business). */
export function toUserBusiness(row: BusinessRow, ref: RefLookup): UserBusiness {
  const type = ref.businessType(row.businessTypeCode);
  return {
    businessID: row.businessId,
    subscription: subscriptionOf(row),
    verified: row.verified,
    general: {
      companyName: row.companyName,
      shortDescription: row.shortDescription,
      profilePhoto: photo(row.logoUrl),
      businessType: type ? { name: type.name } : null,
    },
    contactInfo: { country: ref.country(row.countryCode) },
  };
}

/** The business summary a product carries (the product page's business card). */
export function toBusinessSummary(row: BusinessRow, categoryIds: string[], ref: RefLookup) {
  const g = general(row, categoryIds, ref);
  return {
    businessID: row.businessId,
    subscription: subscriptionOf(row),
    verified: row.verified,
    ...badgeOf(row, ref),
    general: {
      companyName: g.companyName,
      profilePhoto: g.profilePhoto,
      businessType: g.businessType,
      yearStablished: g.yearStablished,
      totalEmployees: g.totalEmployees,
      categories: g.categories,
    },
  };
}
