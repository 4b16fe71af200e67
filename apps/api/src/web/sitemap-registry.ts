/**
 * The sitemap's sources. /sitemap.xml lists the static pages itself; every module that owns
 * public, crawlable pages adds a source to the registry the composition root built, through its
 * service, e.g. in the businesses module:
 *
 *   registerSitemapSource(pages.sitemapSources, {
 *     name: 'businesses',
 *     count: () => business.sitemapCount(),
 *     entries: (offset, limit) => business.sitemapPage(offset, limit)
 *       .then((rows) => rows.map((b) => ({ path: businessHref(b.companyName, b.businessId), lastmod: b.updatedAt }))),
 *   });
 *
 * Sources are read at request time, so registration order does not matter. Paths are
 * portal-relative: each portal's sitemap writes them on its own origin.
 */
export interface SitemapEntry {
  /** Path on the portal, starting with '/'. */
  path: string;
  lastmod?: Date | string | null;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  /** 0.0 to 1.0 */
  priority?: number;
}

export interface SitemapSource {
  /** Lower-case letters, digits and hyphens; used in the chunk file names (/sitemaps/{name}-{n}.xml). */
  name: string;
  count(): Promise<number>;
  /** A stable order is required: chunk n is entries(n * size, size). */
  entries(offset: number, limit: number): Promise<SitemapEntry[]>;
}

/** The sources by name; /sitemap.xml reads them, the modules add theirs. */
export type SitemapRegistry = Map<string, SitemapSource>;

export function createSitemapRegistry(): SitemapRegistry {
  return new Map();
}

export function registerSitemapSource(registry: SitemapRegistry, source: SitemapSource): void {
  if (!/^[a-z0-9-]+$/.test(source.name)) throw new Error(`Invalid sitemap source name "${source.name}"`);
  registry.set(source.name, source);
}
