import { pageRoutes } from '@wbn/contracts';

/**
 * robots.txt: everything public may be crawled; the API, the session-only pages (derived from the
 * route table, so a new private page is covered without touching this file), the search result
 * pages (an endless crawl space of queries) and the sign-in handoff may not.
 */
export function renderRobots(origin: string): string {
  const privateRules = pageRoutes
    .filter((r) => r.requiresSession)
    .map((r) => {
      const optionalTail = /\/:\w+\?$/.test(r.path);
      const rule = r.path.replace(/\/:\w+\?$/, '').replace(/:\w+/g, '*');
      return optionalTail ? rule : `${rule}$`;
    });
  const rules = [...new Set(['/api/', '/search-result', '/SetID', ...privateRules])];
  return [
    'User-agent: *',
    'Allow: /',
    ...rules.map((r) => `Disallow: ${r}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
