import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import {
  messages,
  productHref,
  productLimitMessage,
  type BusinessProfileResponse,
  type Product,
  type ProductsByBusinessResponse,
} from '@wbn/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { productKeys } from '../../features/product/api/product-keys.ts';
import { businessProfileQuery } from '../../features/business/index.ts';
import { reactionSummaryQuery } from '../../shared/api/reaction-summaries.ts';
import { BusinessProductsPanel } from '../../features/product/components/BusinessProductsPanel.tsx';
import { ProductResultCard } from '../../features/product/components/ProductResultCard.tsx';
import { SaveButton } from '../../features/saved/index.ts';
import { ProductPage } from './ProductPage.tsx';
import { sessionStore } from '../../shared/session/session.ts';
// Every namespace with the real strings: the page shows other features' parts (likes, saves,
// comments).
import i18n from '../i18n-all.ts';

// Server rendering with the real strings, router and a pre-filled query cache: it checks what each
// state shows (cap, specs cut, page boxes) without a browser; the browser journey drives the rest.

const businessID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const productID = '0b7d1c7e-3a5f-4b7e-9d2a-1f0e6c4b8a11';

const sample = (over: Partial<Product> = {}): Product => ({
  productID,
  businessID,
  name: 'Six-axis arm',
  keywords: ['robot'],
  description: 'A six-axis articulated robot arm with 10 kg payload for pick and place lines in food plants.',
  industry: { id: 'i0001', name: 'Automation' },
  category: { id: 'c0001-01', name: 'Industrial Robots' },
  subCategory: { id: 's0001-01-01', name: 'Articulated Robots' },
  specs: Array.from({ length: 6 }, (_, i) => ({ key: `Spec ${i + 1}`, value: `${'v'.repeat(60)}${i}` })),
  leadTime: 45,
  stock: true,
  mainImage: { url: '/files/images/product-image/a.webp' },
  images: [{ url: '/files/images/product-image/b.webp' }, { url: '/files/images/product-image/c.webp' }],
  photos: [
    { url: '/files/images/product-image/a.webp' },
    { url: '/files/images/product-image/b.webp' },
    { url: '/files/images/product-image/c.webp' },
  ],
  videos: [{ videoID: 'v1', url: 'https://youtu.be/dQw4w9WgXcQ' }],
  createdAt: 1_700_000_000,
  businessProfile: {
    businessID,
    subscription: null,
    verified: true,
    general: {
      companyName: 'Robo Parts',
      profilePhoto: null,
      businessType: { code: 'MA', name: 'Manufacturer' },
      yearStablished: 1998,
      totalEmployees: { min: 50, max: 200 },
      categories: [{ id: 'c0001-01', name: 'Industrial Robots' }],
    },
  },
  ...over,
});

function render(node: ReactNode, client: QueryClient, path = '/') {
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

// The search results' Save Product, as src/app/pages/SearchResultPage.tsx composes it.
const saveSlot = <SaveButton resourceType="product" resourceID={productID} name="Six-axis arm" />;

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");

describe('ProductResultCard', () => {
  it('shows the photo count, stock, at most 4 specs cut at 50 characters, and the actions', () => {
    const html = text(render(<ProductResultCard product={sample()} save={saveSlot} />, new QueryClient()));
    expect(html).toContain('3 photos');
    expect(html).toContain('In stock');
    expect(html).toContain('Six-axis arm');
    expect(html).toContain(' · Manufacturer');
    expect(html).toContain('Automation | Industrial Robots | Articulated Robots');
    expect(html).toContain(`${'v'.repeat(50)}…`);
    expect(html).toContain('Spec 4');
    expect(html).not.toContain('Spec 5');
    expect(html).toContain(`href="/business/${businessID}/send-request"`);
    expect(html).toContain(`href="${productHref('Robo Parts', 'Six-axis arm', productID)}"`);
    // Save Product is a real toggle now; a visitor's press leads to the login.
    expect(html).toMatch(/<button type="button" class="save-button" title="Log in to save">.*Save Product/);
    expect(html).not.toContain('aria-disabled');
  });
});

describe('BusinessProductsPanel', () => {
  const withList = (session: ProductsByBusinessResponse['session'], count: number, viewer: string | null) => {
    const client = new QueryClient();
    const data = Array.from({ length: count }, (_, i) =>
      sample({ productID: `${productID.slice(0, -1)}${i}`, name: `Product ${i + 1}` }),
    );
    client.setQueryData(productKeys.byBusiness(businessID, viewer), { data, total: count, session });
    return client;
  };

  it('warns the owner at the cap, links the upgrade and offers no Add', () => {
    const client = withList(
      { access: 'owner', productLimit: 7, productCount: 7, limitMessage: productLimitMessage(null) },
      7,
      null,
    );
    const html = text(
      render(<BusinessProductsPanel businessID={businessID} businessChanged={() => {}} />, client),
    );
    expect(html).toContain('7 of 7 products');
    expect(html).toContain(productLimitMessage(null));
    expect(html).toContain(`href="/business/${businessID}/membership"`);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Add product/);
    expect(html).toContain('aria-label="Edit Product 1"');
    expect(html).toContain('aria-label="Delete Product 7"');
  });

  it('lets the owner add below the cap; members only read; outsiders are told', () => {
    const below = text(
      render(
        <BusinessProductsPanel businessID={businessID} businessChanged={() => {}} />,
        withList({ access: 'admin', productLimit: 7, productCount: 2 }, 2, null),
      ),
    );
    expect(below).toContain('2 of 7 products');
    expect(below).toMatch(/<button type="button" class="button button--primary">Add product/);
    expect(below).not.toContain(productLimitMessage(null));

    const member = text(
      render(
        <BusinessProductsPanel businessID={businessID} businessChanged={() => {}} />,
        withList({ access: 'member' }, 1, null),
      ),
    );
    expect(member).not.toContain('Add product');
    expect(member).not.toContain('Edit Product 1');
    expect(member).toContain('Only the owner and admins');

    const outsider = text(
      render(
        <BusinessProductsPanel businessID={businessID} businessChanged={() => {}} />,
        withList({ access: null }, 1, null),
      ),
    );
    expect(outsider).toContain("You don't have access");
  });

  it('says when there are no products yet', () => {
    const html = text(
      render(
        <BusinessProductsPanel businessID={businessID} businessChanged={() => {}} />,
        withList({ access: 'owner', productLimit: 7, productCount: 0 }, 0, null),
      ),
    );
    expect(html).toContain('No products yet.');
    expect(html).toContain('0 of 7 products');
  });
});

describe('ProductPage', () => {
  const business: BusinessProfileResponse = {
    session: { access: null },
    data: {
      businessID,
      subscription: 'gold',
      verified: true,
      general: { ...sample().businessProfile.general, yearStablished: 1998 },
      tradeCapabilities: { averageLeadTime: 30 },
    } as unknown as BusinessProfileResponse['data'], // only the fields the card reads
  };
  const page = (client: QueryClient) =>
    text(
      render(
        <Routes>
          <Route path="/business-product/:id" element={<ProductPage />} />
        </Routes>,
        client,
        `/business-product/Robo-Parts-Six-axis-arm-${productID}`,
      ),
    );

  it('shows a placeholder until the product, business and reactions have answered', () => {
    const html = page(new QueryClient());
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading the product');
  });

  it('shows "Error loading data" when a call fails, and says so when the product is gone', () => {
    const failed = (error: ApiError) => {
      // A failed answer in the cache, shown as it is (not fetched again) when the page mounts.
      const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
      client
        .getQueryCache()
        .build(client, { queryKey: productKeys.detail(productID) })
        .setState({ status: 'error', error, fetchStatus: 'idle' });
      return page(client);
    };
    const gone = failed(new ApiError('NotFound', 'The product was not found', 404));
    expect(gone).toContain('role="alert"');
    expect(gone).toContain('Error loading data');
    expect(gone).toContain('This product does not exist or has been removed.');
    const down = failed(new ApiError('NetworkError', 'offline', 0));
    expect(down).toContain('Error loading data');
    expect(down).toContain('Try again');
    expect(down).not.toContain('does not exist');
  });

  it('shows the product, the Specifications box, the specs table, gallery, video and business card', () => {
    const client = new QueryClient();
    client.setQueryData(productKeys.detail(productID), sample());
    client.setQueryData(businessProfileQuery(businessID).queryKey, business);
    client.setQueryData(reactionSummaryQuery(productID).queryKey, {
      resourceID: productID,
      reactionCount: { like: 3 },
    });
    const html = page(client);
    expect(html).toMatch(/<h1[^>]*>Six-axis arm<\/h1>/);
    expect(html).toContain('href="/business/Robo-Parts-6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00/"');
    for (const label of [
      'Industry',
      'Product Name',
      'Lead Time',
      'Category',
      'Subcategory',
      'Stock Available',
    ])
      expect(html).toContain(`<dt>${label}</dt>`);
    expect(html).toContain('<dd>45 days</dd>');
    expect(html).toContain('<dd>Yes</dd>');
    expect(html).toContain('<th scope="row">Spec 6</th>');
    expect(html).toContain('aria-label="View picture 3 of 3"');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"');
    expect(html).toContain('GOLD member');
    expect(html).toContain('<dd>1998</dd>');
    expect(html).toContain('<dd>50 – 200</dd>');
    expect(html).toContain('<dd>30 days</dd>');
    expect(html).toContain(`href="/business/${businessID}/send-request"`);
    expect(html).toContain('Main products of Robo Parts');
    // Save Product, and the comments section: its heading, and for a visitor the spec's sentence.
    expect(html).toContain('Save Product');
    expect(html).toMatch(/<h2[^>]*>Comments<\/h2>/);
    expect(html).toContain(messages.commentLoginRequired);
    // A visitor's Report leads to the public notice form about this page.
    expect(html).not.toContain('>Report</button>');
    expect(html).toContain(
      `href="/report-illegal-content?url=${encodeURIComponent(`/business-product/Robo-Parts-Six-axis-arm-${productID}`)}" data-discover="true">Report</a>`,
    );
  });

  afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

  it('offers Report to a signed-in reader outside the business, not to its members', () => {
    sessionStore.set({
      status: 'authenticated',
      userID: 'a0000000-0000-4000-8000-000000000001',
      profile: { userID: 'a0000000-0000-4000-8000-000000000001', firstName: 'Ana', lastName: 'Ruiz' },
    });
    const withAccess = (access: BusinessProfileResponse['session']['access']) => {
      const client = new QueryClient();
      client.setQueryData(productKeys.detail(productID), sample());
      client.setQueryData(businessProfileQuery(businessID).queryKey, { ...business, session: { access } });
      client.setQueryData(reactionSummaryQuery(productID).queryKey, {
        resourceID: productID,
        reactionCount: { like: 0 },
      });
      return page(client);
    };
    expect(withAccess(null)).toContain('aria-haspopup="dialog">Report</button>');
    expect(withAccess('owner')).not.toContain('>Report</button>');
  });
});
