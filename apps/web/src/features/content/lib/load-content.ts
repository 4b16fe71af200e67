import { portalOrigin } from '@wbn/contracts';
import { currentPortal, runtimeConfig } from '../../../shared/config/runtime-config.ts';
import contact from '../content/data/contact.json';
import { parseDoc, type Doc } from './content-doc.ts';

/**
 * Page text lives in content/<language>/<page>.md; a language without its own file falls back
 * to English. Each file is its own chunk, fetched with the page's code.
 */
const files = import.meta.glob<string>('../content/*/*.md', { query: '?raw', import: 'default' });

export function contentVars(): Record<string, string> {
  const portal = currentPortal();
  const config = runtimeConfig();
  const isGlobal = !portal.countryCode;
  return {
    country: isGlobal ? 'the world' : portal.countryName,
    Country: isGlobal ? 'The world' : portal.countryName,
    inCountry: isGlobal ? 'worldwide' : `in ${portal.countryName}`,
    fromCountry: isGlobal ? 'from every country' : `from ${portal.countryName}`,
    nationality: portal.nationality,
    portalName: `WBN ${isGlobal ? 'Global' : portal.countryName}`,
    supportEmail: config.supportEmail,
    siteUrl: portalOrigin(portal, config.publicUrl),
    authUrl: config.authUrl,
    legalAddress: contact.legalAddress,
    year: String(new Date().getFullYear()),
  };
}

export async function loadDoc(slug: string, language: string): Promise<Doc> {
  const load = files[`../content/${language}/${slug}.md`] ?? files[`../content/en/${slug}.md`];
  if (!load) throw new Error(`No content file for "${slug}"`);
  return parseDoc(await load(), contentVars());
}

/** The front matter of every page of one kind (the tips landing lists the tips this way). */
export async function loadMetas(
  slugs: readonly string[],
  language: string,
): Promise<Record<string, string>[]> {
  return Promise.all(slugs.map(async (slug) => ({ slug, ...(await loadDoc(slug, language)).meta })));
}
