import { describe, expect, it } from 'vitest';
import { matchPageRoute } from '@wbn/contracts';
import footerStrings from './locales/footer/en.json';
import { footerColumns } from './footer-links.ts';

// public-pages section 2 "Footer link data": five columns, each link a page of its own. The browser
// test (e2e/footer.e2e.ts) opens every one of them in the running product.
describe('the footer link data', () => {
  it("has the spec's five columns, with their links in the spec's order", () => {
    const label = (key: string) => (footerStrings.links as Record<string, string>)[key];
    expect(
      footerColumns.map((c) => footerStrings.columns[c.key as keyof typeof footerStrings.columns]),
    ).toEqual(['Company', 'Services', 'Manufacturers', 'Distributors', 'Buyers']);
    expect(footerColumns.map((c) => c.links.map((l) => label(l.key)))).toEqual([
      [
        'About us',
        'Privacy policy',
        'Mission and vision',
        'Terms and conditions',
        'Contact us',
        'Developers Zone',
      ],
      [
        'Free listing (Standard)',
        'Gold membership',
        'Premium membership',
        'Platinum membership',
        'Company Verification',
        'Advertise with Us',
      ],
      [
        'Why use WBN',
        'B2B export tips',
        'Free B2B Marketing',
        'Message Center',
        'Direct Buyer Enquiries',
        'Search Buyers by Countries',
      ],
      [
        'Our network',
        'Work with WBN',
        'Search Manufacturers, Suppliers and Retailers by country',
        'B2B Contract Help',
      ],
      [
        'Certified products',
        'Verified manufacturers',
        'International logistics',
        'Private label industry',
        'Verified suppliers',
        'Price list',
      ],
    ]);
  });

  it('sends every link to a page route of its own, never to the home page', () => {
    const links = footerColumns.flatMap((c) => c.links);
    for (const link of links) {
      const path = link.to.split('?')[0]!;
      expect(path, link.key).not.toBe('/');
      expect(matchPageRoute(path), link.key).not.toBeNull();
    }
    // One page per link: two links to one page would be one link under two names.
    expect(new Set(links.map((l) => l.to)).size).toBe(links.length);
  });
});
