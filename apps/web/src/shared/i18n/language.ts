import { cookieLanguage, resolveLanguage, splitLanguagePath, type UiLanguage } from '@wbn/contracts';
import { currentPortal } from '../config/runtime-config.ts';

// Which language the page is read in (decision 0026): the one its address names (`/es/…`), else
// the reader's explicit choice (a cookie), else the portal's. A signed-in reader's preferred
// language joins in once the profile is here (app/shell/use-preferred-language.ts).

const here = () => (typeof location === 'undefined' ? '/' : location.pathname);

/** The language the address names, if any (`/es/business/…` → es). */
export const addressLanguage = (): UiLanguage | null => splitLanguagePath(here()).language;

/** The reader's explicit choice kept in the cookie, whatever its value (resolveLanguage checks it). */
export const chosenLanguage = (): string | null =>
  typeof document === 'undefined' ? null : cookieLanguage(document.cookie);

/** The language the page starts in. */
export const initialLanguage = (): UiLanguage =>
  resolveLanguage({ path: addressLanguage(), cookie: chosenLanguage(), portal: currentPortal().language });

/** The router's basename: the address's language prefix, so every link stays in that language. */
export function languageBasename(): string | undefined {
  const language = addressLanguage();
  return language ? `/${language}` : undefined;
}
