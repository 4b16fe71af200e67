import type { FastifyInstance, FastifyReply } from 'fastify';
import { portalOrigin, resolvePortal, uiLanguages } from '@wbn/contracts';
import { registerPageHead } from '../../web/page-head.ts';
import { networkJsonLd } from '../../web/json-ld.ts';
import { renderRobots } from './robots.ts';
import { chunkFiles, renderIndex, renderUrlset, sitemapMaxUrls, staticPagesSource } from './sitemap.ts';
import type { SitemapSource } from '../../web/sitemap-registry.ts';
import type { CrawlerPages } from '../../web/crawler-pages.ts';

export interface SeoRoutesOptions {
  /** The sitemap's sources (the modules') and the page heads the network's own pages add to. */
  pages: CrawlerPages;
  /** The network's contact address in its structured data. */
  supportEmail: string;
}

/**
 * /sitemap.xml, /sitemaps/{source}-{n}.xml and /robots.txt, per portal (the Host header picks the
 * origin written into the URLs). While everything fits in one file (≤ 50,000 URLs) /sitemap.xml is
 * that file; beyond, it becomes a sitemap index of chunks of at most 50,000 URLs per source. Each
 * language has its own, under its prefix (/es/sitemap.xml lists the pages at /es/…, decision
 * 0026); robots.txt names them all. Registered at the root (not under /api), before the web app's
 * catch-all.
 */
export async function seoRoutes(
  app: FastifyInstance,
  { pages, supportEmail }: SeoRoutesOptions,
): Promise<void> {
  const originOf = (host: string | undefined) => portalOrigin(resolvePortal(host), pages.publicUrl);
  const sources = (): SitemapSource[] => [staticPagesSource, ...pages.sitemapSources.values()];
  const xml = (reply: FastifyReply, body: string) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);

  for (const prefix of ['', ...uiLanguages.map((language) => `/${language}`)]) {
    sitemapRoutes(prefix);
  }

  function sitemapRoutes(prefix: string) {
    app.get(`${prefix}/sitemap.xml`, { schema: { hide: true } }, async (request, reply) => {
      const origin = `${originOf(request.headers.host)}${prefix}`;
      const all = sources();
      const counts = await Promise.all(all.map((s) => s.count()));
      const total = counts.reduce((a, b) => a + b, 0);
      if (total <= sitemapMaxUrls) {
        const entries = (await Promise.all(all.map((s, i) => s.entries(0, counts[i]!)))).flat();
        return xml(reply, renderUrlset(origin, entries));
      }
      const files = await chunkFiles(all);
      return xml(
        reply,
        renderIndex(
          origin,
          files.map((f) => f.file),
        ),
      );
    });

    app.get<{ Params: { file: string } }>(
      `${prefix}/sitemaps/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const m = /^([a-z0-9-]+)-(\d{1,6})\.xml$/.exec(request.params.file);
        const source = m ? sources().find((s) => s.name === m[1]) : undefined;
        const page = m ? Number(m[2]) : 0;
        if (!source || page < 1) return reply.status(404).type('text/plain').send('No such sitemap');
        const entries = await source.entries((page - 1) * sitemapMaxUrls, sitemapMaxUrls);
        if (!entries.length) return reply.status(404).type('text/plain').send('No such sitemap');
        return xml(reply, renderUrlset(`${originOf(request.headers.host)}${prefix}`, entries));
      },
    );
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(originOf(request.headers.host))),
  );

  // The network's own structured data on the pages that describe it.
  for (const path of ['/about-us', '/contact-us']) {
    registerPageHead(pages.pageHeads, path, (_params, portal) => ({
      jsonLd: [networkJsonLd(portalOrigin(portal, pages.publicUrl), supportEmail)],
    }));
  }
}
