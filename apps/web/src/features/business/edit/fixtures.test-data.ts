import type { BusinessProfile } from '@wbn/contracts';

/** A complete business profile as the API answers it, for the forms' tests. */
export const profileFixture: BusinessProfile = {
  businessID: '0b6f3a52-6c1f-4c55-9a40-93a0a9a9b2d1',
  key: 'acme-gears',
  ownerID: '3f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
  subscription: null,
  verified: false,
  createdAt: 1_700_000_000,
  reactions: { reactionCount: { like: 3 } },
  general: {
    companyName: 'Acme Gears',
    shortDescription: 'Planetary gearboxes.',
    generalDescription: null,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: 'i0006', name: 'Power Transmission' },
    categories: [
      { id: 'c0006-01', name: 'Gearboxes' },
      { id: 'c0006-02', name: 'Couplings' },
    ],
    yearStablished: 1998,
    totalAnnualRevenue: { min: 1_000_000, max: null },
    totalEmployees: { min: 50, max: 100 },
    totalProductionEmployees: { min: null, max: null },
    productionCapacity: { min: 10, max: 20, unit: 'units', period: 'day' },
    profilePhoto: { url: '/files/images/logo.webp' },
    coverPhoto: null,
    video: { url: 'https://www.youtube.com/watch?v=abc' },
  },
  contactInfo: {
    legalAddressEnglish: '1 Gear Street',
    shippingAddressEnglish: null,
    city: 'Monterrey',
    zipcode: '64000',
    country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' },
    state: { stateID: 'MX-NLE', stateName: 'Nuevo León' },
    email: 'sales@acme.example',
    website: 'https://acme.example',
    phone: { countryCode: '+52', businessPhoneNumber: '81 1234 5678' },
    mobilePhone: null,
  },
  factory: {
    manufacturingFacilities: null,
    city: null,
    zipcode: null,
    country: null,
    state: null,
    factorySize: 2500,
    numberProductionLines: 3,
    contractManufacturing: [{ code: 'ODM' }, { code: 'OEM' }, { code: 'XYZ' }],
  },
  tradeCapabilities: {
    markets: [{ name: 'North America' }, { name: 'European Union' }],
    spokenLanguages: [{ name: 'Spanish' }],
    totalEmployeesSales: 4,
    averageLeadTime: 30,
  },
  businessTerms: {
    acceptedDeliveryTerms: [{ name: 'FOB' }, { name: 'EXW' }],
    acceptedPaymentCurrencies: [{ name: 'USD' }],
    packagingTypes: [],
    acceptedPaymentTypes: [{ name: 'T/T' }],
  },
  certificates: [
    {
      id: '9a6f3a52-6c1f-4c55-9a40-93a0a9a9b2d1',
      name: 'ISO 9001',
      issueDate: '2020-01-15',
      expireDate: '2026-01-14',
      photo: null,
    },
  ],
};

/** Stands in for i18next's `t`: the key and its values, so tests can see which message was chosen. */
export const fakeT = (key: string, options?: Record<string, unknown>): string =>
  options ? `${key} ${JSON.stringify(options)}` : key;
