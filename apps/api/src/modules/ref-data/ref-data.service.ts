import type { Database } from '@wbn/db';
import { sourceLanguage, type UiLanguage } from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { countryName, languageName, nameOrder } from '../../lib/display-names.ts';
import { refDataRepository as repo } from './ref-data.repository.ts';
import { loadRefLookup, type RefLookup } from './reference-lookup.ts';

export type { RefLookup };

/** Orders items by a name as the reader's language does (one collator per sort). */
function byName<T>(language: UiLanguage, name: (item: T) => string): (a: T, b: T) => number {
  const order = nameOrder(language);
  return (a, b) => order(name(a), name(b));
}

/**
 * Reference data changes only when a release changes it, so each list is read once per process
 * and language and kept. (A per-instance cache is safe: every instance loads the same data at
 * start.) Every key names its language: a list in one language is never another's answer.
 * Countries and languages are named by Intl in the reader's language, industries, categories,
 * business types, job positions and genders by the names tables (decision 0031).
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
  const englishCountries = () => cached('countries:en', () => repo.countries(db));
  const countries = (language: UiLanguage) =>
    language === sourceLanguage
      ? englishCountries()
      : cached(`countries:${language}`, async () =>
          (await englishCountries())
            .map((c) => ({ ...c, countryName: countryName(c.code, language, c.countryName) }))
            .sort(byName(language, (c) => c.countryName)),
        );
  const englishLanguages = () => cached('languages:en', () => repo.languages(db));
  return {
    countries,
    async states(countryCode: string) {
      if (!(await englishCountries()).some((c) => c.code === countryCode)) {
        throw AppError.notFound(`Country ${countryCode}`);
      }
      return cached(`states:${countryCode}`, () => repo.states(db, countryCode));
    },
    genders: (language: UiLanguage) => cached(`genders:${language}`, () => repo.genders(db, language)),
    /** `languageName` in the reader's language, `name` in the language itself (as before). */
    languages: (language: UiLanguage) =>
      language === sourceLanguage
        ? englishLanguages()
        : cached(`languages:${language}`, async () =>
            (await englishLanguages())
              .map((l) => ({ ...l, languageName: languageName(l.code, language, l.languageName) }))
              .sort(byName(language, (l) => l.languageName)),
          ),
    jobPositions: (language: UiLanguage) =>
      cached(`jobPositions:${language}`, () => repo.jobPositions(db, language)),
    businessTypes: (language: UiLanguage) =>
      cached(`businessTypes:${language}`, () => repo.businessTypes(db, language)),
    /** Every reference value by id in `language`, for the mappers of businesses, products and search. */
    lookup: (language: UiLanguage) =>
      cached<RefLookup>(`lookup:${language}`, () => loadRefLookup(db, language)),
  };
}

export type RefDataService = ReturnType<typeof createRefDataService>;
