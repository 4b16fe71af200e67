import type { UiLanguage } from './languages.ts';

// Apart from languages.ts: only the language switches (loaded after the first render) need them.
/** Each language's name in itself, as a language switch lists it. */
export const languageAutonyms: Readonly<Record<UiLanguage, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
  de: 'Deutsch',
  fr: 'Français',
  zh: '中文',
};
