import { useQuery } from '@tanstack/react-query';
import type { BusinessType, Country, Industry, JobPosition } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** The reference lists of the enquiry form; they change only with a release. */
const referenceStaleTime = 60 * 60 * 1000;

export const referenceKeys = {
  all: ['content', 'reference'] as const,
  list: (name: string) => [...referenceKeys.all, name] as const,
};

const useList = <T>(name: string, path: string) =>
  useQuery({
    queryKey: referenceKeys.list(name),
    queryFn: ({ signal }) => apiRequest<T[]>(path, { signal, anonymous: true }),
    staleTime: referenceStaleTime,
  });

export const useCountries = () => useList<Country>('country', '/ref-data/country');
export const useBusinessTypes = () => useList<BusinessType>('business-type', '/ref-data/business-type');
export const useJobPositions = () => useList<JobPosition>('job-position', '/ref-data/job-position');
export const useIndustries = () => useList<Industry>('industry', '/catsys/industry');
