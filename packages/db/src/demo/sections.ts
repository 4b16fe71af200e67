/**
 * Maps a generated business onto the payloads of the business section writes (the contracts'
 * `generalSectionSchema`, `contactInfoSectionSchema`, … in packages/contracts/src/business.ts),
 * so the wiring can validate demo data through the same schemas the API uses before storing it.
 */
import type { DemoBusiness } from './types.ts';

export function businessSectionInputs(b: DemoBusiness) {
  const g = b.general;
  const c = b.contactInfo;
  const f = b.factory;
  return {
    general: {
      companyName: g.companyName,
      shortDescription: g.shortDescription,
      generalDescription: g.generalDescription,
      businessType: g.businessTypeCode,
      industry: g.industryId,
      categories: g.categories,
      yearStablished: g.yearStablished,
      totalAnnualRevenue: g.totalAnnualRevenue,
      totalEmployees: g.totalEmployees,
      totalProductionEmployees: g.totalProductionEmployees,
      ...(g.productionCapacity ? { productionCapacity: g.productionCapacity } : {}),
    },
    contactInfo: {
      legalAddressEnglish: c.legalAddressEnglish,
      shippingAddressEnglish: c.shippingAddressEnglish,
      city: c.city,
      zipcode: c.zipcode,
      country: c.countryCode,
      ...(c.stateId ? { state: c.stateId } : {}),
      email: c.email,
      website: c.website,
      phone: c.phone,
      ...(c.mobilePhone ? { mobilePhone: c.mobilePhone } : {}),
    },
    factory: f
      ? {
          manufacturingFacilities: f.manufacturingFacilities,
          city: f.city,
          zipcode: f.zipcode,
          country: f.countryCode,
          ...(f.stateId ? { state: f.stateId } : {}),
          factorySize: f.factorySize,
          numberProductionLines: f.numberProductionLines,
          contractManufacturing: f.contractManufacturing,
        }
      : null,
    tradeCapabilities: b.tradeCapabilities,
    businessTerms: b.businessTerms,
    certificates: b.certificates.map(({ name, issueDate, expireDate }) => ({ name, issueDate, expireDate })),
  };
}
