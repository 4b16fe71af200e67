/**
 * The pages a visitor meets first, on a product started with the demo directory (DEMO_DATA on):
 * the home page, a search, a business profile with its logo and cover, and a product page with a
 * gallery. Chosen through the API the way a visitor finds them, so they are real pages with
 * pictures and cards. For the layout-shift browser test and the lab measure of `npm run bench`.
 */
import { searchResultHref } from '@wbn/contracts';

export interface DemoPage {
  name: 'home' | 'search' | 'business' | 'product';
  path: string;
  /** A selector that matches once the page shows its content (not a loader, not an error). */
  ready: string;
}

interface SearchAnswer<T> {
  data: { results: T[] };
}

interface BusinessHit {
  businessProfile: {
    businessID: string;
    general: { profilePhoto: { url: string } | null; coverPhoto?: { url: string } | null };
  };
}

interface ProductHit {
  productID: string;
  mainImage?: { url: string } | null;
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The four pages, on a running product whose directory is the demo one. */
export async function demoPages(baseUrl: string): Promise<DemoPage[]> {
  const businesses = await post<SearchAnswer<BusinessHit>>(baseUrl, '/search/business', {
    textQuery: '',
    size: 50,
  });
  const business = businesses.data.results
    .map((r) => r.businessProfile)
    .find((b) => b.general.profilePhoto && b.general.coverPhoto);
  if (!business) throw new Error('no business with a logo and a cover: is the demo directory loaded?');

  const products = await post<SearchAnswer<ProductHit>>(baseUrl, '/search/product', {
    textQuery: '',
    size: 50,
  });
  let productID: string | undefined;
  for (const hit of products.data.results.filter((p) => p.mainImage)) {
    const res = await fetch(`${baseUrl}/api/product/${hit.productID}`);
    const product = ((await res.json()) as { data: { photos: unknown[] } }).data;
    if (product.photos.length > 1) {
      productID = hit.productID;
      break;
    }
  }
  if (!productID) throw new Error('no product with a gallery: is the demo directory loaded?');

  return [
    { name: 'home', path: '/', ready: '[data-testid="company-card"]' },
    // What the header's search bar opens for a manufacturers search: five cards with logos.
    { name: 'search', path: searchResultHref({ business: 'MA' }), ready: '[data-testid="business-result"]' },
    { name: 'business', path: `/business/${business.businessID}/`, ready: '#business-name' },
    { name: 'product', path: `/business-product/${productID}`, ready: '#product-title' },
  ];
}
