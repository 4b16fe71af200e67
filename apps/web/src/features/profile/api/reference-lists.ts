import { useQuery } from '@tanstack/react-query';
import type { BusinessType, Country, Gender, Industry, JobPosition, Language, State } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { REFERENCE_STALE_MS, profileKeys } from './profile-keys.ts';

/** The spec: reference-data failures yield empty lists. */
const list = <T>(path: string, signal: AbortSignal) =>
  apiRequest<T[]>(path, { signal, anonymous: true }).catch(() => [] as T[]);

const useList = <T>(name: string, path: string) =>
  useQuery({
    queryKey: profileKeys.reference(name),
    queryFn: ({ signal }) => list<T>(path, signal),
    staleTime: REFERENCE_STALE_MS,
  });

export const useCountries = () => useList<Country>('country', '/ref-data/country');
export const useGenders = () => useList<Gender>('gender', '/ref-data/gender');
export const useLanguages = () => useList<Language>('language', '/ref-data/language');
export const useJobPositions = () => useList<JobPosition>('job-position', '/ref-data/job-position');
export const useBusinessTypes = () => useList<BusinessType>('business-type', '/ref-data/business-type');
export const useIndustries = () => useList<Industry>('industry', '/catsys/industry');

/** The states of a country (none until a country is chosen). */
export const useStates = (countryCode: string) =>
  useQuery({
    queryKey: profileKeys.reference(`state:${countryCode}`),
    queryFn: ({ signal }) =>
      list<State>(`/ref-data/country/${encodeURIComponent(countryCode)}/state`, signal),
    staleTime: REFERENCE_STALE_MS,
    enabled: countryCode !== '',
  });
