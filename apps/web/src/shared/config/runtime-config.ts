import {
  defaultPortal,
  portals,
  productName,
  resolvePortal,
  type PageMeta,
  type Portal,
  type PresentationVideos,
  type SocialLinks,
} from '@wbn/contracts';

/** What the server tells the page about itself (written into the HTML as #wbn-config). */
export interface RuntimeConfig {
  publicUrl: string;
  authUrl: string;
  supportEmail: string;
  /** The network's social accounts (SOCIAL_*_URL); a site without an address has no icon. */
  socialLinks: SocialLinks;
  portal: string;
  /**
   * The portal's title, description and keywords in the page's language (decision 0030), behind
   * which each page puts its own title; the server writes them, the app carries no such texts.
   */
  meta: PageMeta;
  /** The banner's presentation video in each version (decision 0021); none under the Vite dev server. */
  presentation?: PresentationVideos;
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const el = typeof document !== 'undefined' ? document.getElementById('wbn-config') : null;
  const fromServer = el?.textContent ? (JSON.parse(el.textContent) as Partial<RuntimeConfig>) : {};
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost:3000';
  cached = {
    publicUrl: fromServer.publicUrl ?? origin,
    // The Vite dev server has no injected config: assume the default auth port next to the API.
    authUrl: fromServer.authUrl ?? 'http://localhost:3001',
    supportEmail: fromServer.supportEmail ?? 'support@wbn.example',
    // The server always writes them (its defaults, or SOCIAL_*_URL); without it (the Vite dev
    // server) the footer shows no social icons.
    socialLinks: fromServer.socialLinks ?? {},
    portal: fromServer.portal ?? resolvePortal(typeof location !== 'undefined' ? location.host : '').id,
    // Without the server (the Vite dev server) the title is the product's name alone.
    meta: fromServer.meta ?? { title: productName, description: '', keywords: '' },
    ...(fromServer.presentation ? { presentation: fromServer.presentation } : {}),
  };
  return cached;
}

export function currentPortal(): Portal {
  const id = runtimeConfig().portal;
  return portals.find((p) => p.id === id) ?? defaultPortal;
}
