import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiLanguages } from '@wbn/contracts';
import { createTestApp, type TestApp } from './test-app.ts';

// A page in each language (decision 0026): `/es/…` is Spanish whatever the portal; the bare address
// is in the reader's chosen language (cookie) or the portal's; crawlers find every version through
// `hreflang` and a sitemap per language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://wbn.example' });
});
afterAll(() => t.close());

const get = (url: string, host = 'wbn.example', cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );

describe('a page in a language', () => {
  it("is in the portal's language at its bare address, and in the named one under a prefix", async () => {
    expect(langOf((await get('/about-us', 'mexico.wbn.example')).body)).toBe('es');
    expect(langOf((await get('/about-us', 'germany.wbn.example')).body)).toBe('de');
    const inChinese = await get('/zh/about-us', 'mexico.wbn.example');
    expect(inChinese.statusCode).toBe(200);
    expect(langOf(inChinese.body)).toBe('zh');
    expect(canonicalOf(inChinese.body)).toBe('https://mexico.wbn.example/zh/about-us');
    expect(langOf((await get('/it', 'usa.wbn.example')).body)).toBe('it');
    expect(langOf((await get('/it/', 'usa.wbn.example')).body)).toBe('it');
  });

  it("keeps the reader's choice from the cookie at the bare address, and ignores a bad one", async () => {
    const chosen = await get('/membership-gold', 'mexico.wbn.example', 'a=1; wbn_lang=pt');
    expect(langOf(chosen.body)).toBe('pt');
    expect(chosen.headers.vary).toContain('cookie');
    for (const bad of ['xx', 'es-MX', '%3Cscript%3E', '']) {
      const res = await get('/membership-gold', 'italy.wbn.example', `wbn_lang=${bad}`);
      expect(res.statusCode, bad).toBe(200);
      expect(langOf(res.body), bad).toBe('it');
    }
    // The address beats the cookie.
    expect(langOf((await get('/fr/membership-gold', 'mexico.wbn.example', 'wbn_lang=pt')).body)).toBe('fr');
  });

  it('names every version for crawlers, the bare address as the default', async () => {
    const html = (await get('/es/about-us', 'italy.wbn.example')).body;
    const alternates = alternatesOf(html);
    for (const language of uiLanguages) {
      expect(alternates[language]).toBe(`https://italy.wbn.example/${language}/about-us`);
    }
    expect(alternates['x-default']).toBe('https://italy.wbn.example/about-us');
    // A second path of a page points at the one canonical address, in its language.
    expect(canonicalOf((await get('/de/why-WBN', 'italy.wbn.example')).body)).toBe(
      'https://italy.wbn.example/de/why-wbn',
    );
  });

  it('sends an unknown language or a path that is no page to a home page, never an error', async () => {
    const unknown = await get('/xx/about-us');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/');
    const noPage = await get('/es/no-such-page');
    expect(noPage.statusCode).toBe(302);
    expect(noPage.headers.location).toBe('/es/');
  });
});

describe('the sitemaps of the languages', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it('list the pages at their addresses in that language', async () => {
    const res = await get('/es/sitemap.xml', 'mexico.wbn.example');
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    expect(urls).toContain('https://mexico.wbn.example/es/about-us');
    expect(urls).toContain('https://mexico.wbn.example/es/');
    expect(urls.every((u) => u.startsWith('https://mexico.wbn.example/es/'))).toBe(true);
    expect(urls).toHaveLength(locs((await get('/sitemap.xml', 'mexico.wbn.example')).body).length);
  });

  it('are all named in robots.txt, which keeps the private pages out in every language', async () => {
    const robots = (await get('/robots.txt', 'mexico.wbn.example')).body;
    for (const language of uiLanguages) {
      expect(robots).toContain(`Sitemap: https://mexico.wbn.example/${language}/sitemap.xml`);
      expect(robots).toContain(`Disallow: /${language}/search-result`);
    }
    expect(robots).toContain('Sitemap: https://mexico.wbn.example/sitemap.xml');
  });
});
