// Data (reference tables: countries and languages, from countries-list): one source, so one file.
import { countries, getEmojiFlag, languages } from 'countries-list';

export interface CountryRow {
  code: string;
  name: string;
  emoji: string;
  dialCodes: string[];
}

/** Every ISO 3166-1 country (plus Kosovo's user-assigned XK) with its flag and dial codes. */
export function countryRows(): CountryRow[] {
  return Object.entries(countries)
    .map(([code, c]) => ({
      code,
      name: c.name,
      emoji: getEmojiFlag(code as keyof typeof countries),
      dialCodes: c.phone.map(String),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export interface LanguageRow {
  code: string;
  languageName: string;
  nativeName: string;
}

/** ISO 639-1 languages with their English and native names. */
export function languageRows(): LanguageRow[] {
  return Object.entries(languages)
    .map(([code, l]) => ({ code, languageName: l.name, nativeName: l.native }))
    .sort((a, b) => a.languageName.localeCompare(b.languageName, 'en'));
}
