import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  limits,
  type BusinessSearchBody,
  type BusinessSearchResponse,
  type BusinessTypeCode,
  type ProductSearchBody,
  type ProductSearchResponse,
  type SearchTypeCode,
  type UserSearchBody,
  type UserSearchResponse,
} from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { countryFilter, skipForPage, type SearchRequest } from '../lib/search-params.ts';
import { SEARCH_STALE_MS, searchKeys } from './search-keys.ts';

/** One page of results, whatever was searched: what the results page shows. */
export type SearchPage =
  | { kind: 'products'; items: ProductSearchResponse['results']; total: number; capped: boolean }
  | { kind: 'users'; items: UserSearchResponse['profiles']; total: number; capped: boolean }
  | { kind: 'businesses'; items: BusinessSearchResponse['results']; total: number; capped: boolean };

async function fetchSearchPage(
  request: Omit<SearchRequest, 'page'> & { skip: number },
  signal: AbortSignal,
): Promise<SearchPage> {
  const common = {
    textQuery: request.search,
    skip: request.skip,
    size: limits.searchPageSize,
    country: countryFilter(request.countries),
  };
  if (request.business === 'PR') {
    const body: ProductSearchBody = common;
    const data = await apiRequest<ProductSearchResponse>('/search/product', { method: 'POST', body, signal });
    return { kind: 'products', items: data.results, total: data.total_results, capped: data.total_capped };
  }
  if (request.business === 'UR') {
    // The spec: the user search also sends limit equal to size.
    const body: UserSearchBody = { ...common, limit: common.size };
    const data = await apiRequest<UserSearchResponse>('/user/search', { method: 'POST', body, signal });
    return { kind: 'users', items: data.profiles, total: data.totalResults, capped: data.totalCapped };
  }
  const body: BusinessSearchBody = { ...common, businessType: request.business as BusinessTypeCode };
  const data = await apiRequest<BusinessSearchResponse>('/search/business', { method: 'POST', body, signal });
  return { kind: 'businesses', items: data.results, total: data.total_results, capped: data.total_capped };
}

/** POST search/business, search/product or user/search, by the type code of the request. */
export const searchPageQuery = (request: SearchRequest) => {
  const params = {
    business: request.business as SearchTypeCode,
    countries: request.countries,
    search: request.search,
    skip: skipForPage(request.page),
  };
  return queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => fetchSearchPage(params, signal),
    staleTime: SEARCH_STALE_MS,
  });
};

/**
 * The results of the address's search. While the next page loads, the previous one stays on
 * screen (dimmed by the page) so the list does not jump to a spinner and back.
 */
export const useSearchPage = (request: SearchRequest) =>
  useQuery({ ...searchPageQuery(request), placeholderData: keepPreviousData });
