import {
  limits,
  searchDefaults,
  searchResultHref,
  searchTypeCodes,
  type SearchTypeCode,
} from '@wbn/contracts';

/** What /search-result's address asks for, with the spec's defaults for anything missing or odd. */
export interface SearchRequest {
  business: SearchTypeCode;
  /** 'global' (no country filter) or an ISO country code. */
  countries: string;
  search: string;
  /** 1-based. */
  page: number;
}

const GLOBAL = 'global';

/** Reads the address the same way the header's search bar does, so both always agree. */
export function readSearchRequest(params: URLSearchParams): SearchRequest {
  const business = (params.get('business') ?? '').toUpperCase();
  const country = (params.get('countries') ?? '').trim();
  const page = Number(params.get('page'));
  return {
    business: (searchTypeCodes as readonly string[]).includes(business)
      ? (business as SearchTypeCode)
      : searchDefaults.business,
    countries: !country || country.toLowerCase() === GLOBAL ? GLOBAL : country.toUpperCase(),
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of one page of a search (page 1 carries no page parameter, like the bar's links). */
export function searchPageHref(request: Omit<SearchRequest, 'page'>, page: number): string {
  const base = searchResultHref(request);
  return page > 1 ? `${base}&page=${page}` : base;
}

/** The spec: a page change sets skip = page size × (page − 1). */
export const skipForPage = (page: number): number => limits.searchPageSize * (page - 1);

/** The country as the API takes it: absent for a global search. */
export const countryFilter = (countries: string): string | undefined =>
  countries === GLOBAL ? undefined : countries;
