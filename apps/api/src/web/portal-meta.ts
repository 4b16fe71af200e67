import type { PageMeta, Portal, UiLanguage } from '@wbn/contracts';
import { portalMetaTexts } from './portal-meta-texts.ts';

const regionNames = new Map<UiLanguage, Intl.DisplayNames>();

/** A country's name in a language, from the runtime's CLDR data (MX: México, Mexiko, Mexique, 墨西哥). */
export function countryName(language: UiLanguage, countryCode: string): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  return names.of(countryCode) ?? countryCode;
}

/**
 * The portal's title, description and keywords in the page's language (decision 0030); a page
 * puts its own title in front (withPageTitle). English is the portal table's wording; the other
 * languages name the country in themselves.
 */
export function portalMeta(portal: Portal, language: UiLanguage): PageMeta {
  const country = portal.countryCode ? countryName(language, portal.countryCode) : null;
  return portalMetaTexts[language]({ portal, country });
}
