import type { Database } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { refDataRepository as repo } from './ref-data.repository.ts';
import { loadRefLookup, type RefLookup } from './reference-lookup.ts';

export type { RefLookup };

/**
 * Reference data changes only when a release changes it, so each list is read once per process
 * and kept. (A per-instance cache is safe: every instance loads the same data at start.)
 */
export function createRefDataService(db: Database) {
  const cache = new Map<string, Promise<unknown>>();
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let hit = cache.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
  return {
    countries: () => cached('countries', () => repo.countries(db)),
    async states(countryCode: string) {
      const countries = await cached('countries', () => repo.countries(db));
      if (!countries.some((c) => c.code === countryCode)) throw AppError.notFound(`Country ${countryCode}`);
      return cached(`states:${countryCode}`, () => repo.states(db, countryCode));
    },
    genders: () => cached('genders', () => repo.genders(db)),
    languages: () => cached('languages', () => repo.languages(db)),
    jobPositions: () => cached('jobPositions', () => repo.jobPositions(db)),
    businessTypes: () => cached('businessTypes', () => repo.businessTypes(db)),
    /** Every reference value by id, for the mappers of businesses, products and search. */
    lookup: () => cached<RefLookup>('lookup', () => loadRefLookup(db)),
  };
}

export type RefDataService = ReturnType<typeof createRefDataService>;
