import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { businessHref } from '@wbn/contracts';
import '../../../app/i18n-all.ts';
import { CompanyCard, shortCountryName, type CompanyCardBusiness } from './CompanyCard.tsx';

describe('shortCountryName', () => {
  it('keeps names of up to 16 characters', () => {
    expect(shortCountryName('Mexico')).toBe('Mexico');
    expect(shortCountryName('Marshall Islands')).toBe('Marshall Islands'); // 16
  });

  it('cuts longer names to 24 characters and adds an ellipsis', () => {
    expect(shortCountryName('United Arab Emirates')).toBe('United Arab Emirates…');
    expect(shortCountryName('South Georgia and the South Sandwich Islands')).toBe(
      'South Georgia and the So…',
    );
    expect(shortCountryName('Saint Vincent and the Grenadines')).toBe('Saint Vincent and the Gr…');
    // No space is left before the ellipsis when the 24th character is one.
    expect(shortCountryName('Abcdefghij Abcdefghij A Bcd')).toBe('Abcdefghij Abcdefghij A…');
  });
});

const business: CompanyCardBusiness = {
  businessID: '3f0b1c9e-8a3d-4a0e-9a57-0c2f4d6b8e11',
  general: {
    companyName: 'Hidráulica del Norte',
    shortDescription: 'Gear pumps and valves for mining equipment.',
    profilePhoto: null,
    businessType: { name: 'Manufacturers' },
  },
  contactInfo: { country: { countryName: 'United Arab Emirates', emoji: '🇦🇪' } },
};

const render = (b: CompanyCardBusiness) =>
  renderToString(
    <MemoryRouter>
      <CompanyCard business={b} />
    </MemoryRouter>,
  );

describe('CompanyCard', () => {
  it('shows name (linking to the business), type, short country and description', () => {
    const html = render(business);
    expect(html).toContain(`href="${businessHref(business.general.companyName, business.businessID)}"`);
    expect(html).toContain('Hidráulica del Norte');
    expect(html).toContain('Manufacturers');
    expect(html).toContain('United Arab Emirates…');
    expect(html).toContain('title="United Arab Emirates"');
    expect(html).toContain('Gear pumps and valves for mining equipment.');
  });

  it('draws initials when there is no logo, and the logo otherwise', () => {
    expect(render(business)).toContain('>HD</span>');
    const withLogo = render({
      ...business,
      general: { ...business.general, profilePhoto: { url: '/files/logo.png' } },
    });
    expect(withLogo).toContain('src="/files/logo.png"');
    expect(withLogo).not.toContain('business-logo--initials');
  });
});
