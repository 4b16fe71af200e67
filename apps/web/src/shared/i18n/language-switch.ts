import { languageCookie, languageCookieMaxAge, languagePath, type UiLanguage } from '@wbn/contracts';

// The language switches' side (the footer's links, the account menu): loaded after the first render.

/** Keeps the reader's choice for the next visits to this portal. */
export function rememberLanguage(language: UiLanguage): void {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${languageCookieMaxAge}; samesite=lax`;
}

/**
 * The current page's address in another language (`path` is the page's own path, without a
 * language prefix, with its query and fragment).
 */
export const pageInLanguage = (language: UiLanguage, path: string) => languagePath(language, path);
