import { productLongName, productName, resolvePortal, type UiLanguage } from '@wbn/contracts';
import type { Destination } from '../continue-url.ts';
import type { Translate } from '../texts/index.ts';
import { logoMark } from './brand.ts';
import { html, type SafeHtml } from './html.ts';

export interface LayoutOptions {
  title: string;
  destination: Destination;
  body: SafeHtml;
  language: UiLanguage;
  t: Translate;
  /** The web app's address of one of its pages, in the page's language when one was named. */
  webPage: (path: string) => string;
}

const regionNames = new Map<UiLanguage, Intl.DisplayNames>();

/** The portal's name in the page's language ("México", "墨西哥"); English keeps the portal's own. */
export function portalName(origin: string, language: UiLanguage, t: Translate): string {
  const portal = resolvePortal(new URL(origin).host);
  if (!portal.countryCode) return t('layout.globalPortal');
  if (language === 'en') return portal.countryName;
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  return names.of(portal.countryCode) ?? portal.countryName;
}

/** The frame of every page: the product's header (its logo, as on the web app), a card in the middle, a short footer. */
export function layout({ title, destination, body, language, t, webPage }: LayoutOptions): string {
  const portal = portalName(destination.origin, language, t);
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} | ${productName} ${portal}</title>
        <link rel="stylesheet" href="/assets/auth.css" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <a class="skip-link" href="#main">${t('layout.skipLink')}</a>
        <header class="site-header">
          <a class="brand" href="${destination.origin}/">
            ${logoMark}
            <span class="brand__text"
              ><span class="brand__name">${productName}</span
              ><span class="brand__tagline"
                >${productLongName} · <span class="brand__portal">${portal}</span></span
              ></span
            >
          </a>
        </header>
        <main id="main" class="page">
          <div class="card">${body}</div>
          <p class="back-link">
            <a href="${destination.url}">${t('layout.back', { product: productName, portal })}</a>
          </p>
        </main>
        <footer class="site-footer">
          <p>${t('layout.footerNote', { product: productName })}</p>
          <p>
            <a href="${webPage('/privacy-policy')}">${t('layout.privacy')}</a> ·
            <a href="${webPage('/terms-and-conditions')}">${t('layout.terms')}</a> ·
            <a href="${webPage('/contact-us')}">${t('layout.contact')}</a>
          </p>
        </footer>
      </body>
    </html>`.value;
}
