import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  messages,
  type BusinessAccess,
  type BusinessProfile,
  type BusinessProfileResponse,
} from '@wbn/contracts';
import '../../../../app/i18n-all.ts';
import { BusinessProfileView } from './BusinessProfileView.tsx';
import type { BusinessProfileSlots } from './profile-slots.ts';

// The other features' parts, as plain markers: src/app/pages/BusinessProfilePage.tsx hands in the real ones.
const slots: BusinessProfileSlots = {
  like: (p) => <span>{`${p.reactions.reactionCount.like} likes`}</span>,
  follow: () => <button type="button">Follow</button>,
  save: () => <button type="button">Save Business</button>,
  report: (_p, label) => <button type="button">{label}</button>,
  products: (_p, heading) => <h2>{heading}</h2>,
  timeline: (_p, heading) => <h2>{heading}</h2>,
  reviews: (_p, heading) => <h2>{heading}</h2>,
};

const businessID = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
const ownerID = '0b0e8f3c-1111-4222-8333-944455556666';

const empty: BusinessProfile = {
  businessID,
  key: 'nordic-gearworks',
  ownerID,
  subscription: null,
  verified: false,
  createdAt: 1_700_000_000,
  reactions: { reactionCount: { like: 3 } },
  general: {
    companyName: 'Nordic Gearworks',
    shortDescription: 'Planetary gearboxes for wind turbines.',
    generalDescription: null,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: 'i0006', name: 'Power Transmission' },
    categories: [{ id: 'c1', name: 'Gearboxes' }],
    yearStablished: null,
    totalAnnualRevenue: { min: null, max: null },
    totalEmployees: { min: null, max: null },
    totalProductionEmployees: { min: null, max: null },
    productionCapacity: { min: null, max: null, unit: null, period: null },
    profilePhoto: null,
    coverPhoto: null,
    video: null,
  },
  contactInfo: {
    legalAddressEnglish: null,
    shippingAddressEnglish: null,
    city: null,
    zipcode: null,
    country: { code: 'NO', countryName: 'Norway', emoji: '🇳🇴' },
    state: null,
    email: null,
    website: null,
    phone: null,
    mobilePhone: null,
  },
  factory: {
    manufacturingFacilities: null,
    city: null,
    zipcode: null,
    country: null,
    state: null,
    factorySize: null,
    numberProductionLines: null,
    contractManufacturing: [],
  },
  tradeCapabilities: { markets: [], spokenLanguages: [], totalEmployeesSales: null, averageLeadTime: null },
  businessTerms: {
    acceptedDeliveryTerms: [],
    acceptedPaymentCurrencies: [],
    packagingTypes: [],
    acceptedPaymentTypes: [],
  },
  certificates: [],
};

const full: BusinessProfile = {
  ...empty,
  subscription: 'gold',
  verified: true,
  general: {
    ...empty.general,
    yearStablished: 1987,
    totalEmployees: { min: 50, max: 200 },
    productionCapacity: { min: 100, max: 400, unit: 'gearboxes', period: 'month' },
    video: { url: 'https://youtu.be/dQw4w9WgXcQ' },
    coverPhoto: { url: '/files/cover.webp' },
    profilePhoto: { url: '/files/logo.webp' },
  },
  contactInfo: {
    ...empty.contactInfo,
    email: 'sales@nordic.example',
    website: 'https://nordic.example/',
    phone: { countryCode: '+47', businessPhoneNumber: '22 33 44 55' },
  },
  factory: {
    ...empty.factory,
    factorySize: 12500,
    contractManufacturing: [{ code: 'OEM' }, { code: 'ODM' }],
  },
  tradeCapabilities: { ...empty.tradeCapabilities, averageLeadTime: 30, markets: [{ name: 'Europe' }] },
  certificates: [
    {
      id: 'c-1',
      name: 'ISO 9001',
      issueDate: '2022-03-01',
      expireDate: null,
      photo: { url: '/files/iso.webp' },
    },
  ],
};

function render(profile: BusinessProfile, access: BusinessAccess | null, editMode = false) {
  const response: BusinessProfileResponse = {
    data: profile,
    session: access === 'owner' ? { access, productLimit: 20, productCount: 3 } : { access },
  };
  const client = new QueryClient();
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BusinessProfileView
          response={response}
          editMode={editMode}
          onToggleEditMode={() => {}}
          slots={slots}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('BusinessProfileView', () => {
  it('shows every section, a dash for each missing value, and no video section without a video', () => {
    const html = render(empty, null);
    for (const heading of [
      'General Information',
      'Contact Information',
      'Factory',
      'Trade Capabilities',
      'Business Terms',
      'Certificates',
      'Company Products',
    ])
      expect(html).toContain(heading);
    expect(html).not.toContain('business-video');
    expect(html).toContain('STANDARD');
    expect(html).toContain('Not verified');
    // The like slot is handed the profile, whose count shows before the reactions summary arrives.
    expect(html).toContain('3 likes');
    // General shows 6 of its rows before View more; year, employees … are missing here.
    expect(count(html, 'detail-table__empty')).toBeGreaterThanOrEqual(10);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('View more');
    expect(html).toContain('No certificates added yet.');
    // Factory, Trade Capabilities and Business Terms have no value at all: each ends in the spec's
    // empty-table footer (Contact Information has its country).
    expect(count(html, `class="detail-table__footer">${messages.noContent}<`)).toBe(3);
  });

  it('formats the values it has: links, ranges, units, certificates and the video player', () => {
    const html = render(full, null);
    expect(html).toContain('GOLD');
    expect(html).toContain('verified-badge');
    expect(html).toContain('1987');
    expect(html).toContain('50 – 200');
    expect(html).toContain('href="mailto:sales@nordic.example"');
    expect(html).toContain('href="tel:+4722334455"');
    expect(html).toContain('href="https://nordic.example/" target="_blank"');
    expect(html).toContain('12,500 m²');
    expect(html).toContain('OEM, ODM');
    expect(html).toContain('30 days');
    expect(html).toContain('ISO 9001');
    expect(html).toContain('Mar 1, 2022');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('src="/files/cover.webp"');
    // Only Business Terms is still empty.
    expect(count(html, `class="detail-table__footer">${messages.noContent}<`)).toBe(1);
  });

  it('visitors get Send Request, Connect and Share, and no management links or edit buttons', () => {
    const html = render(full, null, true);
    expect(html).toContain(`href="/business/${businessID}/send-request"`);
    expect(html).not.toContain(`/business/${businessID}/requests`);
    expect(html).toContain(`href="/profile/${ownerID}"`);
    expect(html).toContain('Share');
    expect(html).toContain('Business Profile');
    expect(html).not.toContain('Manage Profile');
    expect(html).not.toContain('aria-label="Edit General Information"');
  });

  it('members see Requests with their badge but cannot manage', () => {
    const html = render(full, 'member');
    expect(html).toContain(`href="/business/${businessID}/requests"`);
    expect(html).toContain('business-action__badge">Member');
    expect(html).not.toContain('/send-request');
    expect(html).not.toContain('Manage Profile');
  });

  it('owners get the management links, the product cap and, in edit mode, an Edit button per section', () => {
    const viewing = render(full, 'owner');
    expect(viewing).toContain(`href="/business/${businessID}/edit"`);
    expect(viewing).toContain(`href="/business/${businessID}/products"`);
    expect(viewing).toContain('Products (3 of 20)');
    expect(viewing).toContain(`href="/business/${businessID}/membership"`);
    expect(viewing).toContain(`href="/business/${businessID}/members"`);
    expect(viewing).toContain('aria-pressed="false"');
    expect(viewing).not.toContain('Change logo');

    const editing = render(empty, 'owner', true);
    for (const section of [
      'General Information',
      'Contact Information',
      'Factory',
      'Trade Capabilities',
      'Business Terms',
      'Certificates',
    ])
      expect(editing).toContain(`aria-label="Edit ${section}"`);
    expect(editing).toContain('Change logo');
    expect(editing).toContain('Change cover');
    // Edit mode offers to add a video even when there is none.
    expect(editing).toContain('No video yet.');
  });
});
