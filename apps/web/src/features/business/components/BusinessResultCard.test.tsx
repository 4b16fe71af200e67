import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { businessHref } from '@wbn/contracts';
import '../../../app/i18n.ts';
import { BusinessResultCard, type BusinessResultCardBusiness } from './BusinessResultCard.tsx';

const business: BusinessResultCardBusiness = {
  businessID: '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c',
  subscription: null,
  verified: false,
  general: {
    companyName: 'Nordic Gearworks',
    shortDescription: 'Planetary gearboxes for wind turbines.',
    profilePhoto: null,
    businessType: { name: 'Manufacturers' },
    industry: { name: 'Power Transmission' },
    yearStablished: null,
  },
  contactInfo: { country: { countryName: 'Norway', emoji: '🇳🇴' } },
};

const render = (b: BusinessResultCardBusiness, likes = 0) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BusinessResultCard business={b} likes={likes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('BusinessResultCard', () => {
  it('shows every field of the spec, with ---- for a missing year', () => {
    const html = render(business, 1);
    expect(html).toContain(`href="${businessHref('Nordic Gearworks', business.businessID)}"`);
    expect(html).toContain('Power Transmission');
    expect(html).toContain('----');
    expect(html).toContain('Norway');
    expect(html).toContain('Manufacturers');
    expect(html).toContain('Planetary gearboxes for wind turbines.');
    expect(html).toContain('1 like');
  });

  it('labels the tier STANDARD when absent and shows Verified only for verified businesses', () => {
    const plain = render(business);
    expect(plain).toContain('STANDARD');
    expect(plain).not.toContain('verified-badge');
    const gold = render({ ...business, subscription: 'gold', verified: true }, 12);
    expect(gold).toContain('GOLD');
    expect(gold).toContain('tier-badge--gold');
    expect(gold).toContain('verified-badge');
    expect(gold).toContain('12 likes');
  });

  it('shows the year and offers Send Request and Save Business to visitors', () => {
    const html = render({ ...business, general: { ...business.general, yearStablished: 1987 } });
    expect(html).toContain('1987');
    expect(html).not.toContain('----');
    expect(html).toContain(`href="/business/${business.businessID}/send-request"`);
    expect(html).toContain('Send Request');
    expect(html).toContain('Save Business');
  });
});
