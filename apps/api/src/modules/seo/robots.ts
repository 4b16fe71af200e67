import { pageRoutes, uiLanguages } from '@wbn/contracts';

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
  const pageRules = ['/search-result', '/SetID', ...privateRules];
  // The same pages under each language's prefix (decision 0026).
  const rules = [
    ...new Set([
      '/api/',
      ...pageRules,
      ...uiLanguages.flatMap((language) => pageRules.map((rule) => `/${language}${rule}`)),
    ]),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...rules.map((r) => `Disallow: ${r}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    ...uiLanguages.map((language) => `Sitemap: ${origin}/${language}/sitemap.xml`),
    '',
  ].join('\n');
}
