import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newState, publicUrl, startTestAuth, type TestAuth } from '../../test/test-auth.ts';
import { faviconSvg, logoMark } from './brand.ts';

// The sign-on pages wear the product's logo and tab icon, both from this service's own origin.

const webLogo = readFileSync(
  new URL('../../../web/src/app/shell/components/Logo.tsx', import.meta.url),
  'utf8',
);
const webFavicon = readFileSync(new URL('../../../web/public/favicon.svg', import.meta.url));

describe('brand', () => {
  it('draws the logo mark exactly as the web shell does', () => {
    const shape = (source: string, attribute: string) =>
      new RegExp(`\\s${attribute}="([^"]+)"`).exec(source)?.[1];
    for (const attribute of ['viewBox', 'd', 'cx', 'cy', 'r', 'fill'])
      expect(shape(logoMark.value, attribute), attribute).toBe(shape(webLogo, attribute));
    expect(logoMark.value).toContain('stroke-width="1.4"');
    expect(webLogo).toContain('strokeWidth="1.4"');
  });

  it('is the web app favicon, byte for byte', () => {
    expect(faviconSvg.equals(webFavicon)).toBe(true);
  });
});

describe('the pages', () => {
  let t: TestAuth;
  beforeAll(async () => {
    t = await startTestAuth();
  });
  afterAll(() => t?.close());

  it('link a favicon this service serves, not the web origin one', async () => {
    const page = await t.auth.inject({ method: 'GET', url: `/login?state=${newState()}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(page.body).not.toContain(`${publicUrl}/favicon.svg`);
    expect(page.body).toContain(logoMark.value);

    const icon = await t.auth.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.rawPayload.equals(webFavicon)).toBe(true);
  });
});
