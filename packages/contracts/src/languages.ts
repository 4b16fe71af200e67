/**
 * The languages the product speaks (decision 0026). English is the source of every text; a
 * portal has one of them by default, and a reader may choose another.
 */
export const uiLanguages = ['en', 'es', 'pt', 'it', 'de', 'fr', 'zh'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

export const sourceLanguage: UiLanguage = 'en';

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);

/** The cookie that keeps a reader's explicit choice across visits (a year). */
export const languageCookie = 'wbn_lang';
export const languageCookieMaxAge = 365 * 24 * 3600;

/**
 * A public page's address in a language is its path behind the language's code (`/es/business/…`);
 * the bare path is the reader's own language. Answers the language a path names and the page path.
 */
export function splitLanguagePath(pathname: string): { language: UiLanguage | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isUiLanguage(match[1])) return { language: match[1], path: match[2] ?? '/' };
  return { language: null, path: pathname };
}

/** The path of a page in a language: `/es` + path (`/es/` for the home page). */
export const languagePath = (language: UiLanguage, path: string) =>
  `/${language}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * The language a page is read in: the one its address names, else the reader's explicit choice
 * (the cookie), else a signed-in reader's preferred language, else the portal's. A value that is
 * not one of the product's languages is passed over, never an error.
 */
export function resolveLanguage(from: {
  path?: string | null | undefined;
  cookie?: string | null | undefined;
  preferred?: string | null | undefined;
  portal: string;
}): UiLanguage {
  for (const candidate of [from.path, from.cookie, from.preferred, from.portal]) {
    if (isUiLanguage(candidate)) return candidate;
  }
  return sourceLanguage;
}

/** The language cookie's value in a Cookie header (unchecked: resolveLanguage passes over a bad one). */
export function cookieLanguage(header: string | null | undefined): string | null {
  for (const pair of (header ?? '').split(/;\s*/)) {
    if (pair.startsWith(`${languageCookie}=`)) return pair.slice(languageCookie.length + 1);
  }
  return null;
}
