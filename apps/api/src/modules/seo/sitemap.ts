import { pageRoutes, tipSlugs } from '@wbn/contracts';
import type { SitemapEntry, SitemapSource } from '../../web/sitemap-registry.ts';

/** The sitemap protocol's limit of URLs per file (also the chunk size of the index). */
export const sitemapMaxUrls = 50_000;

/** Paths that are pages but not worth a crawler's time, or duplicates of a canonical path. */
const excluded = new Set<string>([
  '/search-result',
  '/SetID',
  '/why-WBN',
  // The tips articles answer with and without the /b2b-tips/ prefix; the prefixed form is canonical.
  ...tipSlugs.map((slug) => `/${slug}`),
]);

const priorityOf = (path: string): number => {
  if (path === '/') return 1;
  if (path.startsWith('/membership-') || path === '/industries') return 0.8;
  if (path.startsWith('/b2b-tips')) return 0.6;
  return 0.5;
};

/** Every public page without parameters: home, industries, the content and membership pages. */
export const staticPagesSource: SitemapSource = (() => {
  const entries: SitemapEntry[] = pageRoutes
    .filter((r) => !r.requiresSession && !r.path.includes(':') && !excluded.has(r.path))
    .map((r) => ({
      path: r.path,
      changefreq: r.path === '/' || r.path === '/buying-requests' ? 'daily' : 'monthly',
      priority: priorityOf(r.path),
    }));
  return {
    name: 'pages',
    count: async () => entries.length,
    entries: async (offset, limit) => entries.slice(offset, offset + limit),
  };
})();

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const isoDate = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());

export function renderUrlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${escapeXml(origin + e.path)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${escapeXml(isoDate(e.lastmod))}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderIndex(origin: string, files: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The chunk files of every source: `{name}-{n}.xml`, n from 1. */
export async function chunkFiles(
  sources: SitemapSource[],
  size = sitemapMaxUrls,
): Promise<{ file: string; source: SitemapSource; page: number }[]> {
  const files: { file: string; source: SitemapSource; page: number }[] = [];
  for (const source of sources) {
    const count = await source.count();
    const pages = Math.ceil(count / size);
    for (let page = 1; page <= pages; page++)
      files.push({ file: `${source.name}-${page}.xml`, source, page });
  }
  return files;
}
