import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes, tipSlugs } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerSitemapSource } from './sitemap-registry.ts';
import { sitemapMaxUrls } from './sitemap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://wbn.example' });
});
afterAll(() => t.close());

const get = (url: string, host = 'wbn.example') => t.app.inject({ method: 'GET', url, headers: { host } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap.xml', () => {
  it('lists every public static page once, on the portal of the request', async () => {
    const res = await get('/sitemap.xml', 'mexico.wbn.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(res.body);
    for (const path of [
      '/',
      '/about-us',
      '/terms-and-conditions',
      '/membership-gold',
      '/b2b-tips',
      '/contact-us/form',
    ])
      expect(urls).toContain(`https://mexico.wbn.example${path}`);
    for (const slug of tipSlugs) {
      expect(urls).toContain(`https://mexico.wbn.example/b2b-tips/${slug}`);
      expect(urls).not.toContain(`https://mexico.wbn.example/${slug}`); // duplicate of the canonical form
    }
    expect(urls).not.toContain('https://mexico.wbn.example/why-WBN');
    expect(urls.some((u) => u.includes(':') && /\/:\w/.test(u))).toBe(false);
    for (const r of pageRoutes.filter((r) => r.requiresSession))
      expect(urls).not.toContain(`https://mexico.wbn.example${r.path}`);
    expect(new Set(urls).size).toBe(urls.length);

    const global = locs((await get('/sitemap.xml')).body);
    expect(global).toContain('https://wbn.example/about-us');
  });

  it('lists what registered sources add, and becomes an index of ≤ 50,000-URL chunks when large', async () => {
    // Stands in for the businesses module (a later issue): 120,000 generated business pages.
    const total = 120_000;
    registerSitemapSource(t.app, {
      name: 'businesses',
      count: async () => total,
      entries: async (offset, limit) =>
        Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          path: `/business/company-${offset + i}/`,
          lastmod: new Date(Date.UTC(2026, 0, 1)),
        })),
    });
    try {
      const index = await get('/sitemap.xml');
      expect(index.body).toContain('<sitemapindex');
      expect(locs(index.body)).toEqual([
        'https://wbn.example/sitemaps/pages-1.xml',
        'https://wbn.example/sitemaps/businesses-1.xml',
        'https://wbn.example/sitemaps/businesses-2.xml',
        'https://wbn.example/sitemaps/businesses-3.xml',
      ]);
      const first = locs((await get('/sitemaps/businesses-1.xml')).body);
      expect(first).toHaveLength(sitemapMaxUrls);
      expect(first[0]).toBe('https://wbn.example/business/company-0/');
      const last = await get('/sitemaps/businesses-3.xml');
      expect(last.body).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>');
      expect(locs(last.body)).toHaveLength(total - 2 * sitemapMaxUrls);
      expect(locs((await get('/sitemaps/pages-1.xml')).body)).toContain('https://wbn.example/about-us');
      expect((await get('/sitemaps/businesses-4.xml')).statusCode).toBe(404);
      expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
    } finally {
      t.app.sitemapSources.delete('businesses');
    }
  });

  it.skip('lists a business and a product that exist (businesses and products arrive in a later issue)', () => {});
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const res = await get('/robots.txt', 'italy.wbn.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Disallow: /newsfeed$');
    expect(body).toContain('Disallow: /business/*/edit');
    expect(body).toContain('Disallow: /profile$');
    expect(body).not.toMatch(/Disallow: \/about-us/);
    expect(body).toContain('Sitemap: https://italy.wbn.example/sitemap.xml');
  });
});

describe('served HTML of the content pages', () => {
  it('carries the portal-keyed title, description, keywords, canonical and Open Graph tags', async () => {
    const res = await get('/about-us', 'mexico.wbn.example');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<title>About us \| [^<]*Mexican[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*Mexico/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]*Mexican manufacturers/);
    expect(html).toContain('<link rel="canonical" href="https://mexico.wbn.example/about-us">');
    expect(html).toContain('<meta property="og:title"');
    const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
    expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'Organization', foundingDate: '2000' });

    const tip = await get('/industrial-marketing-tip-2', 'italy.wbn.example');
    expect(tip.body).toMatch(/<title>[^<]*Italian[^<]*<\/title>/);
  });

  it.skip("a business page carries the business's name in its title and its JSON-LD (later issue)", () => {});
});
