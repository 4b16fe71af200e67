import { productLongName, productName, resolvePortal } from '@wbn/contracts';
import type { Destination } from '../continue-url.ts';
import { logoMark } from './brand.ts';
import { html, type SafeHtml } from './html.ts';

export interface LayoutOptions {
  title: string;
  destination: Destination;
  body: SafeHtml;
}

/** The frame of every page: the product's header (its logo, as on the web app), a card in the middle, a short footer. */
export function layout({ title, destination, body }: LayoutOptions): string {
  const portal = resolvePortal(new URL(destination.origin).host);
  const portalName = portal.countryCode ? portal.countryName : 'Global';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} | ${productName} ${portalName}</title>
        <link rel="stylesheet" href="/assets/auth.css" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to the form</a>
        <header class="site-header">
          <a class="brand" href="${destination.origin}/">
            ${logoMark}
            <span class="brand__text"
              ><span class="brand__name">${productName}</span
              ><span class="brand__tagline"
                >${productLongName} · <span class="brand__portal">${portalName}</span></span
              ></span
            >
          </a>
        </header>
        <main id="main" class="page">
          <div class="card">${body}</div>
          <p class="back-link"><a href="${destination.url}">← Back to ${productName} ${portalName}</a></p>
        </main>
        <footer class="site-footer">
          <p>
            One account for every ${productName} portal. We never share your password, and our staff will
            never ask for it.
          </p>
          <p>
            <a href="${destination.origin}/privacy-policy">Privacy policy</a> ·
            <a href="${destination.origin}/terms-and-conditions">Terms and conditions</a> ·
            <a href="${destination.origin}/contact-us">Contact us</a>
          </p>
        </footer>
      </body>
    </html>`.value;
}
