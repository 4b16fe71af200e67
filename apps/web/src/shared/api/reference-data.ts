import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BusinessType,
  Country,
  Gender,
  Industry,
  IndustryTree,
  JobPosition,
  Language,
  State,
} from '@wbn/contracts';
import { apiRequest } from './client.ts';

/**
 * The reference lists every screen picks from (countries, states, business types, industries…),
 * one query per list for the whole app: the sidebar, the search bar and every form share the
 * cache entry, so each list is fetched once per visit. They change with a release, not while
 * someone browses.
 */
export const REFERENCE_STALE_MS = 60 * 60 * 1000;

export const referenceKeys = {
  list: (name: string) => ['ref-data', name] as const,
  states: (countryCode: string) => ['ref-data', 'state', countryCode] as const,
  industries: ['catsys', 'industry'] as const,
  industryTree: ['catsys', 'industry', 'full-tree'] as const,
};

/** The spec: reference-data failures yield empty lists. */
const listQuery = <T>(key: readonly unknown[], path: string) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<T[]>(path, { signal, anonymous: true }).catch(() => [] as T[]),
    staleTime: REFERENCE_STALE_MS,
  });

export const countriesQuery = listQuery<Country>(referenceKeys.list('country'), '/ref-data/country');
export const businessTypesQuery = listQuery<BusinessType>(
  referenceKeys.list('business-type'),
  '/ref-data/business-type',
);
export const industriesQuery = listQuery<Industry>(referenceKeys.industries, '/catsys/industry');

/**
 * Industries → categories → subcategories. Unlike the flat lists a failure stays an error, so the
 * sidebar and the directory can say so and offer a retry instead of showing no industries.
 */
export const industryTreeQuery = queryOptions({
  queryKey: referenceKeys.industryTree,
  queryFn: ({ signal }) =>
    apiRequest<IndustryTree[]>('/catsys/industry/full-tree', { signal, anonymous: true }),
  staleTime: REFERENCE_STALE_MS,
});

export const useCountries = () => useQuery(countriesQuery);
export const useBusinessTypes = () => useQuery(businessTypesQuery);
export const useIndustries = () => useQuery(industriesQuery);
export const useIndustryTree = () => useQuery(industryTreeQuery);
export const useGenders = () => useQuery(listQuery<Gender>(referenceKeys.list('gender'), '/ref-data/gender'));
export const useLanguages = () =>
  useQuery(listQuery<Language>(referenceKeys.list('language'), '/ref-data/language'));
export const useJobPositions = () =>
  useQuery(listQuery<JobPosition>(referenceKeys.list('job-position'), '/ref-data/job-position'));

/** The states of a country (none until a country is chosen). */
export const useStates = (countryCode: string) =>
  useQuery({
    ...listQuery<State>(
      referenceKeys.states(countryCode),
      `/ref-data/country/${encodeURIComponent(countryCode)}/state`,
    ),
    enabled: countryCode !== '',
  });
