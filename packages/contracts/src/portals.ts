import type { UiLanguage } from './languages.ts';

/**
 * The country and region portals. One entry each; the server picks one from the Host header
 * (first DNS label, so `mexico.localhost:3000` and `mexico.example.com` both resolve to Mexico)
 * and every page's title, description and keywords are keyed to its country (written by the
 * server in the page's language: apps/api/src/web/portal-meta.ts).
 */
export interface Portal {
  id: string;
  /** First host label that selects this portal; the global portal also answers the bare host and www. */
  subdomain: string;
  countryCode: string | null;
  countryName: string;
  /** The nationality adjective of the English titles and keywords (the other languages name the country). */
  nationality: string;
  language: UiLanguage;
  /** Language of the presentation video: Spanish where the portal speaks Spanish, English otherwise. */
  videoLanguage: 'en' | 'es';
}

const p = (
  id: string,
  countryCode: string | null,
  countryName: string,
  nationality: string,
  language: Portal['language'],
): Portal => ({
  id,
  subdomain: id,
  countryCode,
  countryName,
  nationality,
  language,
  videoLanguage: language === 'es' ? 'es' : 'en',
});

export const portals: readonly Portal[] = [
  p('global', null, 'the World', 'International', 'en'),
  p('usa', 'US', 'USA', 'American', 'en'),
  p('canada', 'CA', 'Canada', 'Canadian', 'en'),
  p('mexico', 'MX', 'Mexico', 'Mexican', 'es'),
  p('guatemala', 'GT', 'Guatemala', 'Guatemalan', 'es'),
  p('colombia', 'CO', 'Colombia', 'Colombian', 'es'),
  p('venezuela', 'VE', 'Venezuela', 'Venezuelan', 'es'),
  p('ecuador', 'EC', 'Ecuador', 'Ecuadorian', 'es'),
  p('peru', 'PE', 'Peru', 'Peruvian', 'es'),
  p('chile', 'CL', 'Chile', 'Chilean', 'es'),
  p('argentina', 'AR', 'Argentina', 'Argentine', 'es'),
  p('brazil', 'BR', 'Brazil', 'Brazilian', 'pt'),
  p('spain', 'ES', 'Spain', 'Spanish', 'es'),
  p('italy', 'IT', 'Italy', 'Italian', 'it'),
  p('germany', 'DE', 'Germany', 'German', 'de'),
  p('france', 'FR', 'France', 'French', 'fr'),
  p('uk', 'GB', 'United Kingdom', 'British', 'en'),
  p('turkey', 'TR', 'Turkey', 'Turkish', 'en'),
  p('uae', 'AE', 'United Arab Emirates', 'Emirati', 'en'),
  p('india', 'IN', 'India', 'Indian', 'en'),
  p('china', 'CN', 'China', 'Chinese', 'zh'),
  p('japan', 'JP', 'Japan', 'Japanese', 'en'),
  p('korea', 'KR', 'South Korea', 'Korean', 'en'),
  p('australia', 'AU', 'Australia', 'Australian', 'en'),
  p('southafrica', 'ZA', 'South Africa', 'South African', 'en'),
];

export const defaultPortal: Portal = portals[0]!;

/** Picks the portal for a Host header value (port and case ignored). */
export function resolvePortal(host: string | undefined | null): Portal {
  if (!host) return defaultPortal;
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const label = hostname.split('.')[0] ?? '';
  return portals.find((portal) => portal.subdomain === label) ?? defaultPortal;
}

/**
 * The origin a portal is served on, given the public URL of the global portal
 * (`http://localhost:3000` → `http://mexico.localhost:3000`).
 */
export function portalOrigin(portal: Portal, publicUrl: string): string {
  const url = new URL(publicUrl);
  if (portal.id === defaultPortal.id) return url.origin;
  const host = url.hostname.replace(/^www\./, '');
  return `${url.protocol}//${portal.subdomain}.${host}${url.port ? `:${url.port}` : ''}`;
}

/** Every origin that may receive a session handoff: the allow-list for `continue`. */
export function portalOrigins(publicUrl: string): string[] {
  return portals.map((portal) => portalOrigin(portal, publicUrl));
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
}

export const productName = 'WBN';
export const productLongName = 'Worldwide Business Network';

/** A page's title in front of its portal's: the server's head and the web app's document title alike. */
export const withPageTitle = (portalTitle: string, pageTitle?: string): string =>
  pageTitle ? `${pageTitle} | ${portalTitle}` : portalTitle;
