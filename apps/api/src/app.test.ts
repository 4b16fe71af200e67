import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessHref, messages, productHref } from '@wbn/contracts';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { authHeaders, createSignedInUser } from '../test/auth-helpers.ts';
import { createBusiness } from '../test/business-fixtures.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ok } from './lib/envelope.ts';
import { createPageHeadRegistry, registerPageHead } from './web/page-head.ts';
import { webRoutes } from './web/web.routes.ts';

// The conventions every route shares (envelope, status codes, headers, request ids, docs, rate
// limit) and the HTML the server writes for page routes.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The `content` of `<meta name="…">`, or undefined. */
const metaContent = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const configScript = (html: string) =>
  /<script type="application\/json" id="wbn-config">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('health', () => {
  it('reports the process and the database as up', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', uptime: expect.any(Number) },
    });
    expect(body.data.uptime).toBeGreaterThanOrEqual(0);
  });
});

describe('error envelope', () => {
  it('answers an unknown API route with 404 NotFound, for GET and POST alike', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type'], method).toMatch(/^application\/json/);
      expect(res.json(), method).toEqual({
        success: false,
        name: 'NotFound',
        message: expect.stringContaining('/api/no-such-thing'),
      });
    }
  });

  it('does not send API clients to the SPA: /api and /api/ are 404 JSON too', async () => {
    for (const url of ['/api', '/api/', '/api/ref-data/no-such-list']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, name: 'NotFound' });
    }
  });

  it('answers malformed JSON on an unknown POST route with 400, never 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, name: 'BadRequest' });
  });
});

describe('bad input on a POST route', () => {
  // A real app with two test-only routes added before it is ready: the shared error handler, body
  // parsers and zod validation are exercised exactly as the product's routes use them.
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  const testOnlyRoutes: FastifyPluginAsyncZod = async (api) => {
    api.post(
      '/api/test-only/echo',
      { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
      async (request) => ok(request.body),
    );
    api.get('/api/test-only/boom', async () => {
      throw new Error('connection string postgres://secret@db/internal');
    });
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: `.tmp/test-data-${process.pid}`,
      WEB_DIST_DIR: '.tmp/no-web-build',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    app = await buildApp({ db: handle.db, config, logger: false });
    await app.register(testOnlyRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ name: 'Acme', count: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { name: 'Acme', count: 3 } });
  });

  it('answers malformed JSON with 400 BadRequest in the envelope', async () => {
    for (const payload of ['{"name": "Acme",', 'not json at all', '{"name": "Acme"}}']) {
      const res = await post(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({
        success: false,
        name: 'BadRequest',
        message: 'body: The request body is not valid JSON',
        errors: [{ path: 'body', message: 'The request body is not valid JSON' }],
      });
    }
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('names the failing field of a schema violation', async () => {
    const res = await post(JSON.stringify({ name: 'Acme', count: 'three' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, name: 'ValidationError' });
    expect(body.errors).toContainEqual({ path: 'body.count', message: expect.any(String) });
    expect(body.message).toContain('body.count');
  });

  it('answers an unsupported content type with 415 and an oversized body with 413', async () => {
    const xml = await post('<name>Acme</name>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, name: 'UnsupportedMediaType' });

    // Plain text is parsed (Fastify's default) and then fails the schema: still a 400, not a 5xx.
    const plain = await post('name=Acme', 'text/plain');
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ success: false, name: 'ValidationError' });

    const big = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), count: 1 }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, name: 'PayloadTooLarge' });
  });

  it('hides the internals of an unexpected failure behind the generic message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, name: 'InternalError', message: messages.unexpectedError });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBeDefined();
  });
});

describe('headers', () => {
  it('sends the security headers on API answers', async () => {
    const res = await get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives the SPA document a Content-Security-Policy and no caching', async () => {
    const res = await get('/about-us');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain(t.config.authUrl);
    expect(csp).not.toContain("'unsafe-eval'");
    // Connections to the page's own origin and the sign-on service only: no ws:/wss: to anywhere.
    expect(csp).toContain(`connect-src 'self' ${t.config.authUrl};`);
  });

  it("keeps a signed-in caller's answers out of every cache, unless the route calls them public", async () => {
    const me = await createSignedInUser(t);
    const own = await get('/api/user/profile', authHeaders(me.token));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const reference = await get('/api/ref-data/gender', authHeaders(me.token));
    expect(reference.headers['cache-control']).toMatch(/^public/);
  });

  it('echoes a well-formed x-request-id and generates one otherwise', async () => {
    const echoed = await get('/api/health', { 'x-request-id': 'client-trace-12345' });
    expect(echoed.headers['x-request-id']).toBe('client-trace-12345');

    const generated = await get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(uuidPattern);
    const again = await get('/api/health');
    expect(again.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);

    // Too short, too long or with odd characters: not trusted, replaced.
    for (const bad of ['abc', 'x'.repeat(65), 'evil id; drop table', '<script>']) {
      const res = await get('/api/health', { 'x-request-id': bad });
      expect(res.headers['x-request-id'], bad).toMatch(uuidPattern);
    }

    // Errors and pages carry it as well.
    expect((await get('/api/no-such-thing')).headers['x-request-id']).toMatch(uuidPattern);
    expect((await get('/about-us')).headers['x-request-id']).toMatch(uuidPattern);
  });
});

describe('OpenAPI', () => {
  it('serves the document at /api/docs/json with the reference-data routes', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('WBN API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ref-data/country', '/api/catsys/industry']),
    );
    expect(doc.paths['/api/ref-data/country'].get).toBeDefined();
    expect(doc.components.securitySchemes.wbnAuth).toMatchObject({ in: 'header', name: 'wbn-auth' });
    // The benchmark's constant endpoint is hidden.
    expect(doc.paths['/api/health/constant']).toBeUndefined();
  });

  it('serves the interactive documentation page', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('rate limiting', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers the request over the limit with 429 in the error envelope', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await limited.app.inject({ method: 'GET', url: '/api/health' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.json()).toEqual({ success: false, name: 'TooManyRequests', message: expect.any(String) });
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.headers['x-request-id']).toMatch(uuidPattern);
  });

  it('does not count page requests against the API limit', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({ method: 'GET', url: '/about-us' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('page HTML', () => {
  it("writes the portal's title, description and keywords for Mexico, in Spanish at its bare address", async () => {
    const res = await get('/about-us', { host: 'mexico.localhost:3000' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe(
      'Quiénes somos | B2B México | Fabricantes, proveedores, exportadores e importadores',
    );
    expect(metaContent(html, 'description')).toBe(
      'Red B2B gratuita para el comercio de importación y exportación en México: encuentre ' +
        'fabricantes, distribuidores, mayoristas, exportadores e importadores, presente su empresa y ' +
        'sus productos, y reciba consultas de compradores.',
    );
    expect(metaContent(html, 'keywords')).toContain('fabricantes México, proveedores México');
    expect(html).not.toMatch(/Mexican|About us/);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<link rel="canonical" href="http://mexico.localhost:3000/about-us">');
    // The web app puts each page's title in front of the same words as it navigates.
    expect(JSON.parse(configScript(html)!)).toMatchObject({
      portal: 'mexico',
      meta: {
        title: 'B2B México | Fabricantes, proveedores, exportadores e importadores',
        description: metaContent(html, 'description'),
        keywords: metaContent(html, 'keywords'),
      },
    });
    // Exactly one title element.
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('writes the English head as before under /en/ on the Mexican portal', async () => {
    const html = (await get('/en/about-us', { host: 'mexico.localhost:3000' })).body;
    expect(titleOf(html)).toBe(
      'About us | B2B Mexico | Mexican manufacturers, suppliers, exporters and importers',
    );
    expect(metaContent(html, 'description')).toBe(
      'Free B2B network for import and export business in Mexico: find Mexican manufacturers, ' +
        'distributors, wholesalers, exporters and importers, show your company and products, and ' +
        'receive buyer inquiries.',
    );
    expect(metaContent(html, 'keywords')).toBe(
      'Mexican manufacturers, Mexican suppliers, Mexican exporters, Mexican importers, Mexican ' +
        'distributors, B2B Mexico, business directory Mexico, industrial B2B network',
    );
    expect(html).toContain('<html lang="en"');
    expect(JSON.parse(configScript(html)!).meta.title).toBe(
      'B2B Mexico | Mexican manufacturers, suppliers, exporters and importers',
    );
  });

  it('writes the head in Chinese under /zh/, the country named in Chinese', async () => {
    const html = (await get('/zh/membership-gold', { host: 'mexico.localhost:3000' })).body;
    expect(titleOf(html)).toBe('Gold 会员 | 墨西哥 B2B | 墨西哥制造商、供应商、出口商和进口商');
    expect(metaContent(html, 'description')).toMatch(/^面向墨西哥进出口业务的免费 B2B 商务网络：/);
    expect(metaContent(html, 'keywords')).toContain('墨西哥制造商, 墨西哥供应商');
    expect(html).toContain('<html lang="zh"');
    // The global portal has no country: the world, in Chinese.
    const global = (await get('/zh/contact-us', { host: 'localhost:3000' })).body;
    expect(titleOf(global)).toBe('联系我们 | 全球 B2B | 全球制造商、供应商、出口商和进口商');
  });

  it('writes the head in German under /de/ and when the reader chose German', async () => {
    const addressed = (await get('/de/privacy-policy', { host: 'usa.localhost:3000' })).body;
    expect(titleOf(addressed)).toBe(
      'Datenschutzerklärung | B2B Vereinigte Staaten | Hersteller, Lieferanten, Exporteure und Importeure',
    );
    expect(metaContent(addressed, 'description')).toMatch(
      /^WBN Vereinigte Staaten – das kostenlose B2B-Netzwerk für Import und Export: Finden Sie /,
    );
    expect(metaContent(addressed, 'keywords')).toContain('Hersteller Vereinigte Staaten');
    const chosen = (await get('/business/create', { host: 'italy.localhost:3000', cookie: 'wbn_lang=de' }))
      .body;
    expect(titleOf(chosen)).toBe(
      'Unternehmensprofil erstellen | B2B Italien | Hersteller, Lieferanten, Exporteure und Importeure',
    );
    expect(chosen).toContain('<html lang="de"');
  });

  it("writes a business's and a product's head in the page's language around their own words", async () => {
    const owner = await createSignedInUser(t);
    const biz = await createBusiness(t, owner, { companyName: 'Bombas Norte' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: authHeaders(owner.token),
      payload: { businessID: biz.businessID, name: 'Kreiselpumpe', industry: 'i0001', category: 'c0001-01' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const productID = created.json().data.productID as string;

    // The company's own words stay as written; the portal's are French, the country in French.
    const business = (
      await get(`/fr${businessHref('Bombas Norte', biz.businessID)}`, { host: 'mexico.localhost' })
    ).body;
    expect(titleOf(business)).toBe(
      'Bombas Norte: Industrial robots and automation cells made in Mexico City for… | ' +
        'B2B Mexique | Fabricants, fournisseurs, exportateurs et importateurs',
    );
    expect(metaContent(business, 'description')).toBe(biz.general.shortDescription);
    expect(metaContent(business, 'keywords')).toContain('fabricants Mexique');
    expect(business).toContain('<html lang="fr"');

    // A product without a description is described by its name and its company, in German.
    const product = (
      await get(`/de${productHref('Bombas Norte', 'Kreiselpumpe', productID)}`, { host: 'mexico.localhost' })
    ).body;
    expect(titleOf(product)).toBe(
      'Kreiselpumpe | B2B Mexiko | Hersteller, Lieferanten, Exporteure und Importeure',
    );
    expect(metaContent(product, 'description')).toBe('Kreiselpumpe, ein Produkt von Bombas Norte');
    // The same page in English, as before.
    const english = (await get(productHref('Bombas Norte', 'Kreiselpumpe', productID))).body;
    expect(metaContent(english, 'description')).toBe('Kreiselpumpe by Bombas Norte');

    // An unknown business has the route's own title, in the page's language.
    const unknown = (await get(`/it/business/${crypto.randomUUID()}`, { host: 'mexico.localhost' })).body;
    expect(titleOf(unknown)).toBe(
      'Profilo aziendale | B2B Messico | Produttori, fornitori, esportatori e importatori',
    );
  });

  it('points the second path of a page at its one canonical address', async () => {
    const canonical = async (path: string) =>
      /<link rel="canonical" href="([^"]+)">/.exec(
        (await get(path, { host: 'italy.localhost:3000' })).body,
      )?.[1];
    expect(await canonical('/why-WBN')).toBe('http://italy.localhost:3000/why-wbn');
    expect(await canonical('/industrial-marketing-tip-2')).toBe(
      'http://italy.localhost:3000/b2b-tips/industrial-marketing-tip-2',
    );
    expect(await canonical('/contact-us/')).toBe('http://italy.localhost:3000/contact-us');
  });

  it('writes a different head for the Italian portal, in Italian', async () => {
    const mexico = titleOf((await get('/about-us', { host: 'mexico.localhost:3000' })).body);
    const res = await get('/about-us', { host: 'italy.localhost' });
    const html = res.body;
    const title = titleOf(html)!;
    expect(title).toBe('Chi siamo | B2B Italia | Produttori, fornitori, esportatori e importatori');
    expect(title).not.toBe(mexico);
    expect(metaContent(html, 'keywords')).toContain('produttori Italia');
    expect(metaContent(html, 'description')).toMatch(
      /^WBN Italia: la rete B2B gratuita per l&#39;import-export\. /,
    );
    expect(html).not.toContain('Italian');
    expect(html).toContain('<html lang="it"');
  });

  it('falls back to the global portal for an unknown host', async () => {
    const res = await get('/about-us', { host: 'nowhere.example.com' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(configScript(res.body)!)).toMatchObject({ portal: 'global' });
  });

  it('redirects a path that is no page route to /', async () => {
    for (const url of ['/no-such-page', '/business/a/b/c/d', '/profile/a/b', '/about-us/extra']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/');
    }
  });

  it('serves every kind of page route as HTML', async () => {
    for (const url of [
      '/',
      '/about-us/',
      '/business/some-id/edit',
      '/business/some-id/edit/members',
      '/business/x/requests/y',
      '/business/x/requests',
      '/business/Acme-Inc-3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a69/',
      '/b2b-tips/industrial-marketing-tip-2',
      '/industrial-marketing-tip-2',
      '/search-result?business=MA&countries=global&search=steel%20pipes',
      '/SetID/?token=abc&continue=http%3A%2F%2Flocalhost%3A3000%2F',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('escapes configuration in the JSON script so it cannot close the element', async () => {
    const hostile = await createTestApp({
      AUTH_URL: "http://auth.example.com/x$'y</script><script>alert(1)</script>",
    });
    try {
      const html = (await hostile.app.inject({ method: 'GET', url: '/about-us' })).body;
      expect(html).not.toContain('<script>alert(1)');
      const json = configScript(html)!;
      expect(json).not.toContain('<');
      expect(JSON.parse(json).authUrl).toBe(hostile.config.authUrl);
      // The rest of the document is intact (the `$'` did not splice the template).
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      expect(html.match(/<body>/g)).toHaveLength(1);
    } finally {
      await hostile.close();
    }
  });

  it("escapes what a page head adds, including replacement patterns like $& and $'", async () => {
    // The web app's page routes alone, given a module's head that writes what users may type.
    const pageHeads = createPageHeadRegistry();
    registerPageHead(pageHeads, '/profile/:id', () => ({
      title: `Tom & "Jerry" <b>$&</b> $' Ltd`,
      description: `Pipes & valves <script>x</script> $\``,
      jsonLd: [{ '@type': 'Person', name: "</script><script>alert(1)</script> $' $&" }],
    }));
    const web = Fastify({ logger: false });
    await web.register(webRoutes, { config: t.config, pageHeads });
    try {
      const html = (await web.inject({ method: 'GET', url: '/profile/someone' })).body;
      expect(titleOf(html)).toBe(
        'Tom &amp; &quot;Jerry&quot; &lt;b&gt;$&amp;&lt;/b&gt; $&#39; Ltd | B2B Global | ' +
          'International manufacturers, suppliers, exporters and importers',
      );
      expect(metaContent(html, 'description')).toBe('Pipes &amp; valves &lt;script&gt;x&lt;/script&gt; $`');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>');
      expect(html.match(/<!--app-head-->/g)).toBeNull();
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!))
        .find((obj) => obj['@type'] === 'Person');
      expect(ld).toEqual({ '@type': 'Person', name: "</script><script>alert(1)</script> $' $&" });
    } finally {
      await web.close();
    }
  });
});
