import { describe, expect, it } from 'vitest';
import { countryFilter, readSearchRequest, searchPageHref, skipForPage } from './search-params.ts';

const read = (qs: string) => readSearchRequest(new URLSearchParams(qs));

describe('readSearchRequest', () => {
  it('applies the spec defaults: MA, global, empty text, first page', () => {
    expect(read('')).toEqual({ business: 'MA', countries: 'global', search: '', page: 1 });
  });

  it('reads type, country, the decoded text and the page', () => {
    expect(read('business=pr&countries=mx&search=hydraulic%20pumps%20%26%20valves&page=3')).toEqual({
      business: 'PR',
      countries: 'MX',
      search: 'hydraulic pumps & valves',
      page: 3,
    });
  });

  it('falls back on unknown codes and bad pages', () => {
    expect(read('business=XX&countries=GLOBAL&page=-2')).toMatchObject({
      business: 'MA',
      countries: 'global',
      page: 1,
    });
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });
});

describe('searchPageHref', () => {
  const request = { business: 'DI' as const, countries: 'IT', search: 'olive oil' };

  it('builds the bar-compatible address, with the page from the second on', () => {
    expect(searchPageHref(request, 1)).toBe('/search-result?business=DI&countries=IT&search=olive%20oil');
    expect(searchPageHref(request, 2)).toBe(
      '/search-result?business=DI&countries=IT&search=olive%20oil&page=2',
    );
  });

  it('round-trips through readSearchRequest', () => {
    const href = searchPageHref(request, 4);
    expect(read(href.slice(href.indexOf('?') + 1))).toEqual({ ...request, page: 4 });
  });
});

describe('skip and country', () => {
  it('skip is 5 × (page − 1)', () => {
    expect(skipForPage(1)).toBe(0);
    expect(skipForPage(2)).toBe(5);
    expect(skipForPage(10)).toBe(45);
  });

  it('global means no country filter', () => {
    expect(countryFilter('global')).toBeUndefined();
    expect(countryFilter('MX')).toBe('MX');
  });
});
