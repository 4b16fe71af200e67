import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusinessSearchResult, LastRegisteredResponse } from '@wbn/contracts';
import i18next from '../i18n-all.ts';
import { lastRegisteredQuery } from '../../features/search/api/get-last-registered.ts';
import { searchPageQuery, type SearchPage } from '../../features/search/api/search.ts';
import { LatestRegisteredBusinesses } from '../../features/search/components/LatestRegisteredBusinesses.tsx';
import { readSearchRequest } from '../../features/search/lib/search-params.ts';
import { CompanyCard } from '../../features/business/index.ts';
import type { LatestBusinessCard } from '../../features/search/index.ts';
import { SearchResultPage } from './SearchResultPage.tsx';

// The home page's card for a latest business (src/app/shell/components/HomePage.tsx).
const companyCard: LatestBusinessCard = (business) => <CompanyCard business={business} headingLevel="h4" />;

// Server rendering with a seeded cache: what the page shows for a given answer, without a browser.

function business(n: number, type = { code: 'MA', name: 'Manufacturers' }): BusinessSearchResult {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    businessProfile: {
      businessID: id,
      key: `k${n}`,
      subscription: null,
      verified: false,
      createdAt: 1_700_000_000 + n,
      reactions: { reactionCount: { like: n } },
      general: {
        companyName: `Company ${n}`,
        shortDescription: `What company ${n} makes.`,
        businessType: type,
        industry: { id: 'i0001', name: 'Automation' },
        categories: [],
        yearStablished: null,
        profilePhoto: null,
        coverPhoto: null,
      },
      contactInfo: {
        city: null,
        country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' },
        state: null,
      },
    },
    reactions: { reactionCount: { like: n } },
  };
}

function renderAt(
  url: string,
  seed: (client: QueryClient) => void,
  children: ReactNode = <SearchResultPage />,
) {
  const client = new QueryClient();
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const seedSearch = (url: string, page: SearchPage) => (client: QueryClient) =>
  client.setQueryData(
    searchPageQuery(readSearchRequest(new URL(url, 'http://x').searchParams)).queryKey,
    page,
  );

describe('SearchResultPage', () => {
  it("shows a verified business's badge as the API writes it: what was verified and when", () => {
    const url = '/search-result?business=MA&countries=global&search=valves';
    const verified = business(8);
    verified.businessProfile.verified = true;
    verified.businessProfile.verification = {
      month: '2026-11',
      checks: ['registration', 'address', 'ISO 9001'],
      label: 'Verified 2026-11: registration, address, ISO 9001',
    };
    const html = renderAt(
      url,
      seedSearch(url, { kind: 'businesses', items: [verified, business(9)], total: 2, capped: false }),
    );
    expect(html).toContain(
      '<span class="verified-badge">Verified 2026-11: registration, address, ISO 9001</span>',
    );
    // An unverified business has no badge; a verified one without details keeps the word alone.
    expect(html.match(/verified-badge/g)).toHaveLength(1);
  });

  it('shows the heading line, the cards and numbered pagination with the current page', () => {
    const url = '/search-result?business=MA&countries=global&search=robotics&page=2';
    const html = renderAt(
      url,
      seedSearch(url, { kind: 'businesses', items: [business(6), business(7)], total: 7, capped: false }),
    );
    expect(html.replace(/<!-- -->/g, '')).toMatch(
      /7 results<\/span> in <span[^>]*>Manufacturers<\/span> for <q[^>]*>robotics<\/q>/,
    );
    expect(html.match(/data-testid="business-result"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Search result pages"');
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
    expect(html).toContain('href="/search-result?business=MA&amp;countries=global&amp;search=robotics"');
    expect(html).not.toMatch(/first|last/i);
  });

  it('offers no page beyond what the API serves, and says when the count is capped', () => {
    const url = '/search-result?business=DI&countries=global&search=';
    const html = renderAt(
      url,
      seedSearch(url, {
        kind: 'businesses',
        items: [1, 2, 3, 4, 5].map((n) => business(n, { code: 'DI', name: 'Distributors' })),
        total: 1000,
        capped: true,
      }),
    );
    expect(html).toContain('1,000+ results');
    expect(html).toContain('aria-label="Page 41"');
    expect(html).not.toContain('aria-label="Page 42"');
  });

  it('explains an empty search with tips and links to Global and other types', () => {
    const url = '/search-result?business=MA&countries=IT&search=zzqx';
    const html = renderAt(url, seedSearch(url, { kind: 'businesses', items: [], total: 0, capped: false }));
    expect(html).toContain('data-testid="search-empty"');
    expect(html).toContain('Check the spelling');
    expect(html).toContain('href="/search-result?business=MA&amp;countries=global&amp;search=zzqx"');
    expect(html).toContain('href="/search-result?business=PR&amp;countries=IT&amp;search=zzqx"');
    expect(html).not.toContain('aria-label="Search result pages"');
  });

  it('shows a loading indicator before the first answer', () => {
    const html = renderAt('/search-result?business=UR&countries=global&search=ana', () => {});
    expect(html).toContain('Searching Users');
    expect(html).toContain('role="status"');
  });

  describe("in the page's language", () => {
    afterEach(() => i18next.changeLanguage('en'));

    it('names the search type and the other types to try in Chinese and in German', async () => {
      const url = '/search-result?business=PR&countries=global&search=zzqx';
      const seed = seedSearch(url, { kind: 'products', items: [], total: 0, capped: false });
      await i18next.changeLanguage('zh');
      await i18next.loadNamespaces('shell');
      const zh = renderAt(url, seed);
      expect(zh).toContain('产品');
      expect(zh).toContain('>制造商</a>');
      expect(zh).not.toMatch(/Products|Manufacturers|Distributors|Users/);

      await i18next.changeLanguage('de');
      await i18next.loadNamespaces('shell');
      const de = renderAt(url, seed);
      expect(de).toContain('Produkte');
      expect(de).toContain('>Hersteller</a>');
      expect(de).not.toMatch(/Products|Manufacturers|Distributors/);
    });
  });
});

describe('LatestRegisteredBusinesses', () => {
  it('always shows the four groups in order, with company cards or an empty text', () => {
    const data: LastRegisteredResponse = {
      groups: [
        {
          businessType: { code: 'MA', name: 'Manufacturers' },
          results: [business(3), business(2), business(1)],
        },
        {
          businessType: { code: 'EX', name: 'Exporters' },
          results: [business(9, { code: 'EX', name: 'Exporters' })],
        },
      ],
    };
    const html = renderAt(
      '/',
      (client) => client.setQueryData(lastRegisteredQuery.queryKey, data),
      <LatestRegisteredBusinesses card={companyCard} />,
    );
    const groups = [...html.matchAll(/data-type="(\w\w)"/g)].map((m) => m[1]);
    expect(groups).toEqual(['MA', 'DI', 'EX', 'CO']);
    expect(html.match(/data-testid="company-card"/g)).toHaveLength(4);
    expect(html).toContain('No Distributors have registered yet.');
    expect(html).toContain('No Consultants have registered yet.');
  });

  it('shows a skeleton while loading', () => {
    const html = renderAt('/', () => {}, <LatestRegisteredBusinesses card={companyCard} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('skeleton--card');
  });
});
