import { afterEach, describe, expect, it } from 'vitest';
import { messages, type BusinessCard, type Product, type SavedList } from '@wbn/contracts';
import '../../app/i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { savedKeys } from './api/saved-keys.ts';
import { SaveButton } from './components/SaveButton.tsx';
import { SavedPage } from './pages/SavedPage.tsx';

const userID = '0b0e8f3c-1111-4222-8333-944455556666';
const productID = '0b7d1c7e-3a5f-4b7e-9d2a-1f0e6c4b8a11';
const businessID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const signIn = () => sessionStore.set({ status: 'authenticated', userID, profile: null });
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

const product = {
  productID,
  businessID,
  name: 'Planetary gearbox PG-90',
  mainImage: null,
  industry: { id: 'i0006', name: 'Power Transmission' },
  category: { id: 'c0006-01', name: 'Gearboxes' },
  businessProfile: { general: { companyName: 'Acme Gears' } },
} as unknown as Product;

const business = {
  businessID,
  general: {
    companyName: 'Acme Gears',
    shortDescription: 'Planetary gearboxes for mills.',
    profilePhoto: null,
    businessType: { code: 'MA', name: 'Manufacturers' },
  },
  contactInfo: { country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' } },
} as unknown as BusinessCard;

describe('Save Product / Save Business', () => {
  it('offers a visitor the button, which leads to the login', () => {
    const html = renderHtml(<SaveButton resourceType="product" resourceID={productID} name="PG-90" />);
    expect(html).toContain('title="Log in to save"');
    expect(textOf(html)).toContain('Save Product PG-90');
    expect(html).not.toContain('aria-pressed');
  });

  it('shows a member whether it is saved, as a pressed toggle', () => {
    signIn();
    const saved = renderHtml(
      <SaveButton resourceType="business" resourceID={businessID} name="Acme Gears" />,
      {
        data: [[savedKeys.state('business', businessID, userID), true]],
      },
    );
    expect(saved).toContain('aria-pressed="true"');
    expect(textOf(saved)).toContain('Saved Acme Gears');
    const notSaved = renderHtml(
      <SaveButton resourceType="business" resourceID={businessID} name="Acme Gears" />,
      {
        data: [[savedKeys.state('business', businessID, userID), false]],
      },
    );
    expect(notSaved).toContain('aria-pressed="false"');
    expect(textOf(notSaved)).toContain('Save Business Acme Gears');
  });

  it('waits, disabled, until it knows', () => {
    signIn();
    const html = renderHtml(<SaveButton resourceType="product" resourceID={productID} name="PG-90" />);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
  });
});

describe('the Saved page', () => {
  it('lists saved products and businesses, each with a link and Remove', () => {
    signIn();
    const list: SavedList = { products: [product], businesses: [business] };
    const html = renderHtml(<SavedPage />, { data: [[savedKeys.list(userID), list]] });
    const text = textOf(html);
    expect(text).toContain('Saved products (1)');
    expect(text).toContain('Saved businesses (1)');
    expect(text).toContain('Planetary gearbox PG-90');
    expect(text).toContain('Power Transmission | Gearboxes');
    expect(text).toContain('Manufacturers · Mexico');
    expect(html).toContain(`href="/business/Acme-Gears-${businessID}/"`);
    expect(html).toContain('href="/business-product/Acme-Gears-Planetary-gearbox-PG-90-');
    expect(text).toContain('Remove Planetary gearbox PG-90');
    expect(text).toContain('Remove Acme Gears');
    expect(html).toContain('id="businesses"');
  });

  it('says what to do when nothing is saved, and when the list cannot be loaded', () => {
    signIn();
    const empty = textOf(
      renderHtml(<SavedPage />, { data: [[savedKeys.list(userID), { products: [], businesses: [] }]] }),
    );
    expect(empty).toContain('No saved products yet.');
    expect(empty).toContain('No saved businesses yet.');
    const failed = textOf(renderHtml(<SavedPage />, { errors: [savedKeys.list(userID)] }));
    expect(failed).toContain(messages.unexpectedError);
    expect(failed).toContain('Try again');
  });
});
