import type { PageHeadRegistry } from './page-head.ts';
import type { SitemapRegistry } from './sitemap-registry.ts';

/**
 * Where the modules describe their public pages to crawlers (built once by the composition root):
 * the sitemap's sources, the page heads, and the public URL the portals' origins are made of.
 */
export interface CrawlerPages {
  sitemapSources: SitemapRegistry;
  pageHeads: PageHeadRegistry;
  publicUrl: string;
}
