import type { SearchTypeCode } from '@wbn/contracts';

/** Cache keys of the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: { business: SearchTypeCode; countries: string; search: string; skip: number }) =>
    [...searchKeys.all, 'results', params] as const,
  lastRegistered: () => [...searchKeys.all, 'last-registered'] as const,
};

/** Results change as companies register and edit; half a minute keeps back-and-forth paging instant. */
export const SEARCH_STALE_MS = 30 * 1000;
/** The home page's newest companies: a minute old is new enough. */
export const LAST_REGISTERED_STALE_MS = 60 * 1000;
