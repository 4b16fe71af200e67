import { sourceLanguage, type UiLanguage } from '@wbn/contracts';

/**
 * Countries and languages in the reader's language, by code, from the runtime's own CLDR data
 * (Intl.DisplayNames; decision 0031). English keeps the reference data's own names (countries-list),
 * which the product has always shown; a code the runtime does not know keeps that name too.
 */
const displayNames = new Map<string, Intl.DisplayNames>();

function namer(language: UiLanguage, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${language}:${type}`;
  let found = displayNames.get(key);
  if (!found) {
    found = new Intl.DisplayNames(language, { type, fallback: 'none' });
    displayNames.set(key, found);
  }
  return found;
}

function nameOf(type: 'region' | 'language', code: string, language: UiLanguage, english: string): string {
  if (language === sourceLanguage) return english;
  try {
    return namer(language, type).of(code) ?? english;
  } catch {
    // A code Intl refuses outright (not a well-formed region or language subtag).
    return english;
  }
}

/** A country's name (ISO 3166-1 alpha-2 `code`) in `language`. */
export const countryName = (code: string, language: UiLanguage, english: string) =>
  nameOf('region', code, language, english);

/**
 * A language's name (ISO 639-1 `code`) in `language`, capitalised as a name standing alone in a
 * list ("Alemán", "Allemand"): CLDR writes them in lower case for use inside a sentence.
 */
export function languageName(code: string, language: UiLanguage, english: string): string {
  const name = nameOf('language', code, language, english);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** Compares names as the reader's language orders them. */
export function nameOrder(language: UiLanguage): (a: string, b: string) => number {
  return new Intl.Collator(language).compare;
}
