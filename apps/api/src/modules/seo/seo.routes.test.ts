import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessHref, pageRoutes, productHref, tipSlugs } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import Fastify from 'fastify';
import { createPageHeadRegistry } from '../../web/page-head.ts';
import { createSitemapRegistry, registerSitemapSource } from '../../web/sitemap-registry.ts';
import { seoRoutes } from './seo.routes.ts';
import { sitemapMaxUrls } from './sitemap.ts';
import { authHeaders, createSignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';

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
    // Stands in for the businesses module's source: 120,000 generated business pages.
    const total = 120_000;
    const pages = {
      sitemapSources: createSitemapRegistry(),
      pageHeads: createPageHeadRegistry(),
      publicUrl: t.config.publicUrl,
    };
    registerSitemapSource(pages.sitemapSources, {
      name: 'businesses',
      count: async () => total,
      entries: async (offset, limit) =>
        Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          path: `/business/company-${offset + i}/`,
          lastmod: new Date(Date.UTC(2026, 0, 1)),
        })),
    });
    // The sitemap routes alone, with that source as the only module's.
    const seo = Fastify({ logger: false });
    await seo.register(seoRoutes, { pages, supportEmail: t.config.supportEmail });
    const get = (url: string) => seo.inject({ method: 'GET', url, headers: { host: 'wbn.example' } });
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
      await seo.close();
    }
  });

  it('lists a business and a product that exist', async () => {
    const owner = await createSignedInUser(t);
    const biz = await createBusiness(t, owner, { companyName: 'Sitemap Søn & Co' });
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: authHeaders(owner.token),
      payload: { businessID: biz.businessID, name: 'Gear box', industry: 'i0001', category: 'c0001-01' },
    });
    expect(product.statusCode, product.body).toBe(200);
    const productID = product.json().data.productID as string;
    const index = await get('/sitemap.xml');
    const files = locs(index.body);
    const urls: string[] = [];
    if (index.body.includes('<sitemapindex')) {
      for (const f of files) urls.push(...locs((await get(new URL(f).pathname)).body));
    } else urls.push(...files);
    const xmlEscape = (s: string) => s.replace(/&/g, '&amp;');
    expect(urls).toContain(
      xmlEscape(`https://wbn.example${businessHref('Sitemap Søn & Co', biz.businessID)}`),
    );
    expect(urls).toContain(
      xmlEscape(`https://wbn.example${productHref('Sitemap Søn & Co', 'Gear box', productID)}`),
    );
  });
});

describe('page heads of businesses and products', () => {
  const jsonLdOf = (html: string, type: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((obj) => obj['@type'] === type);
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

  it('name the business and the product in the title and describe them in JSON-LD, the same from the read cache', async () => {
    const owner = await createSignedInUser(t);
    const biz = await createBusiness(t, owner, { companyName: 'Headline Gears' });
    const bizPath = businessHref('Headline Gears', biz.businessID);
    const bizHtml = (await get(bizPath)).body;
    expect(titleOf(bizHtml)).toMatch(/^Headline Gears: Industrial robots and automation cells/);
    expect(jsonLdOf(bizHtml, 'Organization')).toMatchObject({
      name: 'Headline Gears',
      url: `https://wbn.example${bizPath}`,
      description: biz.general.shortDescription,
      address: { '@type': 'PostalAddress', addressCountry: 'Mexico' },
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: authHeaders(owner.token),
      payload: {
        businessID: biz.businessID,
        name: 'Planetary gearbox',
        description: 'A compact planetary gearbox for conveyors',
        industry: 'i0001',
        category: 'c0001-01',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const productID = created.json().data.productID as string;
    const productPath = productHref('Headline Gears', 'Planetary gearbox', productID);
    // The first page read fills the product's read cache, the second is answered from it.
    const first = (await get(productPath)).body;
    expect(titleOf(first)).toMatch(/^Planetary gearbox: A compact planetary gearbox for conveyors \|/);
    expect(jsonLdOf(first, 'Product')).toMatchObject({
      name: 'Planetary gearbox',
      url: `https://wbn.example${productPath}`,
      description: 'A compact planetary gearbox for conveyors',
      brand: { name: 'Headline Gears' },
      sku: productID,
    });
    expect((await get(productPath)).body).toBe(first);
  });
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
    // In the portal's language at the bare address (decision 0030).
    const res = await get('/about-us', 'mexico.wbn.example');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<title>Quiénes somos \| B2B México \| [^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*en México: /);
    expect(html).toMatch(/<meta name="keywords" content="[^"]*fabricantes México/);
    expect(html).toContain('<link rel="canonical" href="https://mexico.wbn.example/about-us">');
    expect(html).toContain('<meta property="og:title"');
    const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
    expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'Organization', foundingDate: '2000' });

    const tip = await get('/industrial-marketing-tip-2', 'italy.wbn.example');
    expect(tip.body).toMatch(/<title>Consigli per l&#39;export B2B \| B2B Italia \| [^<]*<\/title>/);
    const inEnglish = await get('/en/industrial-marketing-tip-2', 'italy.wbn.example');
    expect(inEnglish.body).toMatch(/<title>B2B export tips \| [^<]*Italian[^<]*<\/title>/);
  });

  it("a business page carries the business's name in its title and its JSON-LD", async () => {
    const owner = await createSignedInUser(t);
    const short =
      'Precision gears & gearboxes for mining, cement and steel plants since 1987, exported worldwide.';
    const biz = await createBusiness(t, owner, { companyName: 'Engranes <Norte>', shortDescription: short });
    const res = await get(businessHref('Engranes <Norte>', biz.businessID), 'mexico.wbn.example');
    expect(res.statusCode).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(res.body)![1]!;
    expect(title).toContain('Engranes &lt;Norte&gt;');
    // The first 64 characters of the short description (cut at a word), never the whole of it.
    expect(title).toContain('Precision gears &amp; gearboxes for mining, cement and steel');
    expect(title).not.toContain('worldwide');
    const ld = [...res.body.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(ld).toContainEqual(
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Engranes <Norte>',
        url: `https://mexico.wbn.example${businessHref('Engranes <Norte>', biz.businessID)}`,
      }),
    );
    // An unknown or malformed id still serves the page, with the generic title.
    const unknown = await get(`/business/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toMatch(/<title>Business profile/);
  });

  it("a product page carries the product's name and description in its title and its JSON-LD", async () => {
    const owner = await createSignedInUser(t);
    const biz = await createBusiness(t, owner, { companyName: 'Valve Works' });
    const description =
      'Stainless steel ball valve, 3/4 inch, full bore, rated to 1000 psi, for water, oil and gas lines.';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: authHeaders(owner.token),
      payload: {
        businessID: biz.businessID,
        name: 'Ball valve 3/4"',
        description,
        industry: 'i0001',
        category: 'c0001-01',
      },
    });
    const p = res.json().data;
    const page = await get(productHref('Valve Works', p.name, p.productID));
    expect(page.statusCode).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(page.body)![1]!;
    expect(title).toContain('Ball valve 3/4&quot;');
    expect(title).toContain('Stainless steel ball valve, 3/4 inch, full bore, rated to 1000');
    expect(title).not.toContain('gas lines');
    const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(page.body);
    expect(JSON.parse(ld![1]!)).toMatchObject({
      '@type': 'Product',
      name: 'Ball valve 3/4"',
      brand: { name: 'Valve Works' },
    });
  });
});
