import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, IndustryTree } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** Reference data changes with a release, not while someone browses: keep it for the visit. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

export const shellKeys = {
  industryTree: ['catsys', 'industry', 'full-tree'] as const,
  countries: ['ref-data', 'country'] as const,
};

export const industryTreeQuery = queryOptions({
  queryKey: shellKeys.industryTree,
  queryFn: ({ signal }) => apiRequest<IndustryTree[]>('/catsys/industry/full-tree', { signal }),
  staleTime: REFERENCE_STALE_MS,
});

export const countriesQuery = queryOptions({
  queryKey: shellKeys.countries,
  // The spec: reference-data failures yield empty lists.
  queryFn: ({ signal }) =>
    apiRequest<Country[]>('/ref-data/country', { signal }).catch(() => [] as Country[]),
  staleTime: REFERENCE_STALE_MS,
});

export const useIndustryTree = () => useQuery(industryTreeQuery);
export const useCountries = () => useQuery(countriesQuery);
