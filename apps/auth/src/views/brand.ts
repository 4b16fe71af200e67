import { readFileSync } from 'node:fs';
import { html } from './html.ts';

/**
 * The product's tab icon: the very file the web app serves (apps/web/public/favicon.svg), served
 * again by this service at /favicon.svg. Linking the web origin's copy does not work: its
 * Cross-Origin-Resource-Policy (same-origin) keeps other origins, this one included, from loading it.
 */
export const faviconSvg = readFileSync(new URL('../../../web/public/favicon.svg', import.meta.url));

/**
 * The product's logo mark, a globe of meridians, drawn exactly as the web shell draws it
 * (apps/web/src/app/shell/components/Logo.tsx; brand.test.ts keeps the two the same).
 */
export const logoMark = html`<svg
  class="brand__mark"
  width="32"
  height="32"
  viewBox="0 0 32 32"
  aria-hidden="true"
  focusable="false"
>
  <circle cx="16" cy="16" r="14" fill="var(--color-brand)" />
  <path
    d="M2.5 16h27M16 2.5c-4.5 4-4.5 23 0 27M16 2.5c4.5 4 4.5 23 0 27M5 9h22M5 23h22"
    fill="none"
    stroke="#fff"
    stroke-width="1.4"
  />
</svg>`;
