import { describe, expect, it } from 'vitest';
import {
  messages,
  type BusinessProfileResponse,
  type MembershipState,
  type MyBusinessCard,
} from '@wbn/contracts';
import { membershipKeys } from '../../features/membership/index.ts';
import { businessKeys } from '../../features/business/api/business-keys.ts';
import { profileFixture } from '../../features/business/edit/fixtures.test-data.ts';
import { renderAt, textOf } from '../../features/business/edit/render-helpers.test-data.tsx';
import { CreateBusinessPage } from '../../features/business/pages/CreateBusinessPage.tsx';
import { ManageBusinessPage } from './ManageBusinessPage.tsx';
import { MyBusinessPage } from '../../features/business/pages/MyBusinessPage.tsx';

const card: MyBusinessCard = {
  businessID: profileFixture.businessID,
  key: 'acme-gears',
  subscription: null,
  verified: false,
  access: 'owner',
  general: {
    companyName: 'Acme Gears',
    shortDescription: 'Planetary gearboxes.',
    profilePhoto: null,
    coverPhoto: null,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: 'i0006', name: 'Power Transmission' },
  },
  contactInfo: { country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' } },
};

describe('My business', () => {
  const render = (list: MyBusinessCard[], path = '/my-business') =>
    renderAt(<MyBusinessPage />, { path, data: [[businessKeys.myList(), list]] });

  it('shows the empty text and "Create your Business profile" when there is none', () => {
    const text = textOf(render([]));
    expect(text).toContain(messages.noBusinessYet);
    expect(text).toContain(messages.createBusinessFirst);
  });

  it('shows the cards exactly as the spec lists and "Create another Business profile"', () => {
    const html = render([
      card,
      { ...card, businessID: 'b2', verified: true, subscription: 'gold', access: 'member' },
    ]);
    const text = textOf(html);
    expect(text).toContain(messages.createAnotherBusiness);
    expect(text).toContain('🇲🇽 Mexico');
    expect(text).toContain('Not Verified');
    expect(text).toContain('Verified');
    expect(text).toContain('STANDARD');
    expect(text).toContain('GOLD');
    expect(text).toContain('Planetary gearboxes.');
    expect(html).toContain(`href="/business/${card.businessID}/?editMode=1"`);
    expect(html).toContain(`href="/business/${card.businessID}/"`);
    expect(text).toContain('Manage Business');
    expect(text).toContain('View as a buyer');
  });

  it('explains how to choose the business to upgrade', () => {
    expect(textOf(render([card], '/my-business?membership=choose-business'))).toContain(
      'then the Membership tab',
    );
  });
});

describe('Create business', () => {
  it('has every field of the spec and the two buttons', () => {
    const text = textOf(renderAt(<CreateBusinessPage />));
    for (const label of [
      'Cover photo',
      'about 800 × 200 px',
      'Logo',
      'Company name',
      'Main industry',
      'Main categories',
      'Business type',
      'Country',
      'State',
      'Company short description',
      'Create your Business Profile',
      'Cancel',
    ])
      expect(text).toContain(label);
  });
});

describe('the management screen', () => {
  const id = profileFixture.businessID;
  const render = (path: string, access: BusinessProfileResponse['session']['access']) =>
    renderAt(<ManageBusinessPage />, {
      path,
      pattern: path.includes('/edit') ? '/business/:id/edit/:tab?' : '/business/:id/members',
      data: [
        [businessKeys.profile(id), { data: profileFixture, session: { access } }],
        [businessKeys.members(id), []],
        [membershipKeys.state(id, 'visitor'), membership],
        [membershipKeys.payments(id, 'visitor'), []],
      ],
    });
  const membership: MembershipState = {
    businessID: id,
    subscription: 'standard',
    verified: false,
    renewsAt: null,
    autoRenew: false,
    productLimit: 7,
    products: 2,
    canBuy: true,
  };

  it('opens the tab the address names, with every tab a link', () => {
    const html = render(`/business/${id}/members`, 'owner');
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/aria-selected="true"[^>]*>Members|Members<\/a>/);
    expect(html).toContain(`href="/business/${id}/products"`);
    expect(html).toContain(`href="/business/${id}/edit/membership"`);
    expect(textOf(html)).toContain('Send invitation');
  });

  it('keeps the /edit/ form in its tab links and shows the membership panel there', () => {
    const html = render(`/business/${id}/edit/membership`, 'admin');
    expect(html).toContain(`href="/business/${id}/edit/members"`);
    expect(html).toContain(`href="/business/${id}/membership"`);
    const text = textOf(html);
    expect(text).toContain('STANDARD');
    expect(text).toContain('2 of 7 products');
    expect(text).toContain('Payment history');
  });

  it('tells a signed-in outsider they have no access', () => {
    const text = textOf(render(`/business/${id}/members`, null));
    expect(text).toContain('You have no access to the management of this business.');
    expect(text).not.toContain('Send invitation');
  });
});
