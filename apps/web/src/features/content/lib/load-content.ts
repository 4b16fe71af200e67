import { portalOrigin } from '@wbn/contracts';
import { currentPortal, runtimeConfig } from '../../../shared/config/runtime-config.ts';
import { regionName } from '../../../shared/i18n/format.ts';
import contact from '../content/data/contact.json';
import { parseDoc, type Doc } from './content-doc.ts';

/**
 * Page text lives in content/<language>/<page>.md; a language without its own file falls back
 * to English. Each file is its own chunk, fetched with the page's code.
 */
const files = import.meta.glob<string>('../content/*/*.md', { query: '?raw', import: 'default' });

/**
 * The portal's place in the page's language, for the translated pages (which use `country` and
 * `inCountry` only, decision 0026): "en México", "in Messico", "墨西哥"; the global portal's
 * phrases where there is no country. Italian and Spanish take an article before a few names.
 */
const placeWords: Record<
  string,
  { world: string; everywhere: string; in: (name: string, code: string) => string }
> = {
  es: {
    world: 'el mundo',
    everywhere: 'de todo el mundo',
    in: (name, code) => (code === 'GB' ? 'en el Reino Unido' : `en ${name}`),
  },
  it: {
    world: 'il mondo',
    everywhere: 'di tutto il mondo',
    in: (name, code) =>
      ({ US: 'negli Stati Uniti', GB: 'nel Regno Unito', AE: 'negli Emirati Arabi Uniti' })[code] ??
      `in ${name}`,
  },
  zh: { world: '全球', everywhere: '全球', in: (name) => name },
};

export function contentVars(language = 'en'): Record<string, string> {
  const portal = currentPortal();
  const config = runtimeConfig();
  const isGlobal = !portal.countryCode;
  const words = placeWords[language];
  const name = portal.countryCode ? regionName(portal.countryCode, language, portal.countryName) : '';
  const place = words
    ? {
        country: isGlobal ? words.world : name,
        inCountry: isGlobal ? words.everywhere : words.in(name, portal.countryCode!),
      }
    : {
        country: isGlobal ? 'the world' : portal.countryName,
        inCountry: isGlobal ? 'worldwide' : `in ${portal.countryName}`,
      };
  return {
    ...place,
    Country: isGlobal ? 'The world' : portal.countryName,
    fromCountry: isGlobal ? 'from every country' : `from ${portal.countryName}`,
    nationality: portal.nationality,
    portalName: `WBN ${isGlobal ? 'Global' : words ? name : portal.countryName}`,
    supportEmail: config.supportEmail,
    siteUrl: portalOrigin(portal, config.publicUrl),
    authUrl: config.authUrl,
    legalAddress: contact.legalAddress,
    year: String(new Date().getFullYear()),
  };
}

/** A page's text, and the language it is in: the reader's, or English when not yet written in it. */
export async function loadDoc(slug: string, language: string): Promise<Doc & { language: string }> {
  const own = files[`../content/${language}/${slug}.md`];
  const load = own ?? files[`../content/en/${slug}.md`];
  if (!load) throw new Error(`No content file for "${slug}"`);
  const written = own ? language : 'en';
  return { ...parseDoc(await load(), contentVars(written)), language: written };
}

/** The front matter of every page of one kind (the tips landing lists the tips this way). */
export async function loadMetas(
  slugs: readonly string[],
  language: string,
): Promise<Record<string, string>[]> {
  return Promise.all(slugs.map(async (slug) => ({ slug, ...(await loadDoc(slug, language)).meta })));
}
