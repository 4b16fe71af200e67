import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { businessHref, type BusinessAccess, type MyBusinessCard } from '@wbn/contracts';
import i18next from '../../../app/i18n-all.ts';
import { sessionStore } from '../../../shared/session/session.ts';
import { myBusinessesQuery } from '../../../shared/session/my-businesses.ts';
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

const render = (b: BusinessResultCardBusiness, likes = 0, client = new QueryClient()) =>
  renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BusinessResultCard business={b} likes={likes} save={<button type="button">Save Business</button>} />
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

  it('shows the response figures and rating, or New on the network', () => {
    const html = render({
      ...business,
      reputation: {
        response: { answeredPercent: 92, medianReplyMinutes: 170, threads: 25 },
        reviews: { count: 12, average: 4.5 },
      },
    });
    expect(html).toContain('Responds within ~3 hr');
    expect(html).toContain('92% answered');
    expect(html).toContain('★ 4.5');
    expect(html).toContain('Rated 4.5 out of 5 in 12 reviews');
    const fresh = render({
      ...business,
      reputation: { response: null, reviews: { count: 0, average: null } },
    });
    expect(fresh).toContain('New on the network');
    expect(fresh).not.toContain('answered');
    expect(fresh).not.toContain('★');
    // Answers without the figures show nothing of them.
    expect(render(business)).not.toContain('reputation-summary');
  });

  it("writes the reply time and the rating in the page's language", async () => {
    const rated = {
      ...business,
      reputation: {
        response: { answeredPercent: 92, medianReplyMinutes: 170, threads: 25 },
        reviews: { count: 12, average: 4.5 },
      },
    };
    const days = {
      ...rated,
      reputation: {
        ...rated.reputation,
        response: { ...rated.reputation.response, medianReplyMinutes: 2 * 24 * 60 },
      },
    };
    try {
      await i18next.changeLanguage('de');
      expect(render(rated)).toContain('Antwortet innerhalb von ~3 Std.');
      expect(render(rated)).toContain('★ 4,5');
      expect(render(days)).toContain('~2 Tg.');
      await i18next.changeLanguage('zh');
      expect(render(rated)).toContain('约 3小时 内回复');
      // The tier badge too.
      expect(render({ ...rated, subscription: 'platinum' })).toContain('铂金版');
      expect(render({ ...rated, subscription: 'platinum' })).not.toContain('PLATINUM');
      expect(render(days)).toContain('约 2天 内回复');
      expect(
        render({
          ...rated,
          reputation: {
            ...rated.reputation,
            response: { ...rated.reputation.response, medianReplyMinutes: 25 },
          },
        }),
      ).toContain('25分钟');
      expect(render(days)).not.toMatch(/days|~\d+ h\b/);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  describe('for a signed-in viewer', () => {
    afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

    /** The viewer's own list, as GET my-list answers it, holding this business with `access`. */
    const withMyList = (access: BusinessAccess) => {
      const client = new QueryClient();
      const card: MyBusinessCard = {
        businessID: business.businessID,
        key: 'nordic-gearworks',
        subscription: null,
        verified: false,
        access,
        general: {
          companyName: business.general.companyName,
          shortDescription: business.general.shortDescription,
          profilePhoto: null,
          coverPhoto: null,
          businessType: { code: 'MA', name: 'Manufacturers' },
          industry: { id: 'i0006', name: 'Power Transmission' },
        },
        contactInfo: { country: { code: 'NO', countryName: 'Norway', emoji: '🇳🇴' } },
      };
      client.setQueryData(myBusinessesQuery.queryKey, [card]);
      return client;
    };

    it('shows Requests and a badge, not Send Request, to the owner, admins and members', () => {
      sessionStore.set({ status: 'authenticated', userID: 'u-1', profile: null });
      const owner = render(business, 0, withMyList('owner'));
      expect(owner).toContain(`href="/business/${business.businessID}/requests"`);
      expect(owner).toContain('Your business');
      expect(owner).not.toContain('Send Request');
      expect(owner).not.toContain('Save Business');
      const member = render(business, 0, withMyList('member'));
      expect(member).toContain(`href="/business/${business.businessID}/requests"`);
      expect(member).toContain('You are a member');
    });

    it("offers Send Request for a business outside the viewer's list", () => {
      sessionStore.set({ status: 'authenticated', userID: 'u-1', profile: null });
      const other = render(
        { ...business, businessID: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a' },
        0,
        withMyList('owner'),
      );
      expect(other).toContain('Send Request');
      expect(other).not.toContain('own-badge');
    });
  });
});
