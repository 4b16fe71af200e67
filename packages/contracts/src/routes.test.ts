import { describe, expect, it } from 'vitest';
import {
  businessHref,
  idFromRouteParam,
  matchPageRoute,
  pageRoutes,
  productHref,
  tipSlugs,
} from './routes.ts';

const businessID = '3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a69';
const productID = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';

/** The path segment right after `prefix`, without a trailing slash. */
const segmentAfter = (href: string, prefix: string) => {
  expect(href.startsWith(prefix)).toBe(true);
  return href.slice(prefix.length).replace(/\/$/, '');
};

describe('matchPageRoute', () => {
  it('matches every declared route by its own path', () => {
    for (const route of pageRoutes) {
      const concrete = route.path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x');
      expect(matchPageRoute(concrete)?.route.path, route.path).toBe(route.path);
    }
  });

  it('prefers a static route over a parameterised one', () => {
    expect(matchPageRoute('/profile/edit')?.route.path).toBe('/profile/edit');
    expect(matchPageRoute('/profile/edit')?.params).toEqual({});
    expect(matchPageRoute('/business/create')?.route.path).toBe('/business/create');
    expect(matchPageRoute('/profile/42')).toEqual({
      route: expect.objectContaining({ path: '/profile/:id' }),
      params: { id: '42' },
    });
    expect(matchPageRoute('/business/42')?.route.path).toBe('/business/:id');
  });

  it('matches optional parameters with and without a value', () => {
    const bare = matchPageRoute('/business/b1/edit');
    expect(bare?.route.path).toBe('/business/:id/edit/:tab?');
    expect(bare?.params).toEqual({ id: 'b1' });

    const tab = matchPageRoute('/business/b1/edit/members');
    expect(tab?.route.path).toBe('/business/:id/edit/:tab?');
    expect(tab?.params).toEqual({ id: 'b1', tab: 'members' });

    expect(matchPageRoute('/business/b1/requests')?.params).toEqual({ id: 'b1' });
    expect(matchPageRoute('/business/b1/requests/r9')?.params).toEqual({ id: 'b1', rid: 'r9' });
  });

  it('accepts one trailing slash', () => {
    expect(matchPageRoute('/about-us/')?.route.path).toBe('/about-us');
    expect(matchPageRoute('/SetID/')?.route.path).toBe('/SetID');
    expect(matchPageRoute('/business/b1/edit/')?.params).toEqual({ id: 'b1' });
    expect(matchPageRoute('/business/Acme-b1/')).toEqual({
      route: expect.objectContaining({ path: '/business/:id' }),
      params: { id: 'Acme-b1' },
    });
    expect(matchPageRoute('/about-us//')).toBeNull();
  });

  it('matches the tips under /b2b-tips and at the root', () => {
    for (const slug of tipSlugs) {
      expect(matchPageRoute(`/b2b-tips/${slug}`)?.route.path).toBe(`/b2b-tips/${slug}`);
      expect(matchPageRoute(`/${slug}`)?.route.path).toBe(`/${slug}`);
    }
  });

  it('returns null for paths that are no page route', () => {
    for (const path of [
      '/no-such-page',
      '/about-us/extra',
      '/business/a/b/c',
      '/business/b1/edit/members/more',
      '/profile/a/b',
      '/ABOUT-US',
      '/b2b-tips/not-a-tip',
    ]) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });

  it('treats regex characters in paths literally', () => {
    expect(matchPageRoute('/about-usX')).toBeNull();
    expect(matchPageRoute('/membership-gold')?.route.path).toBe('/membership-gold');
  });
});

describe('idFromRouteParam', () => {
  it('keeps the last 36 characters', () => {
    expect(idFromRouteParam(`Acme-Steel-Works-${businessID}`)).toBe(businessID);
    expect(idFromRouteParam(businessID)).toBe(businessID);
  });

  it('returns shorter values unchanged', () => {
    expect(idFromRouteParam('short-id')).toBe('short-id');
    expect(idFromRouteParam('')).toBe('');
  });
});

describe('businessHref and productHref', () => {
  const companyName = 'Aceros Peñasco S.A. de C.V. / Planta Norte';

  it('builds a business link that survives two decodes and yields the id', () => {
    const href = businessHref(companyName, businessID);
    expect(href.endsWith('/')).toBe(true);
    const segment = segmentAfter(href, '/business/');
    // Spaces, accents and the slash are all encoded: the link stays one path segment.
    expect(segment).not.toMatch(/[\s/ñ]/);

    const once = decodeURIComponent(segment);
    const twice = decodeURIComponent(once);
    expect(twice).toBe(`Aceros-Peñasco-S.A.-de-C.V.-/-Planta-Norte-${businessID}`);
    expect(twice.slice(-36)).toBe(businessID);
    expect(idFromRouteParam(twice)).toBe(businessID);
    // A router decodes once; the id rule still holds on that value.
    expect(idFromRouteParam(once)).toBe(businessID);

    const match = matchPageRoute(href);
    expect(match?.route.path).toBe('/business/:id');
    expect(match?.params.id).toBe(segment);
  });

  it('trims and collapses whitespace in the company name', () => {
    const twice = decodeURIComponent(
      decodeURIComponent(segmentAfter(businessHref('  Acme   Tools\tInc ', businessID), '/business/')),
    );
    expect(twice).toBe(`Acme-Tools-Inc-${businessID}`);
  });

  it('builds a product link that survives two decodes and yields the id', () => {
    const href = productHref(companyName, 'Válvula de bola 2" / acero', productID);
    const segment = segmentAfter(href, '/business-product/');
    expect(segment).not.toMatch(/[\s/"]/);
    const twice = decodeURIComponent(decodeURIComponent(segment));
    expect(twice).toBe(`Aceros-Peñasco-S.A.-de-C.V.-/-Planta-Norte-Válvula-de-bola-2"-/-acero-${productID}`);
    expect(twice.slice(-36)).toBe(productID);
    expect(idFromRouteParam(twice)).toBe(productID);
    expect(matchPageRoute(href)?.route.path).toBe('/business-product/:id');
  });
});
