/**
 * The product's page routes (both route tables of the specification). The server uses this list to
 * send every other path to `/`; the web app's router registers exactly these paths. Patterns use
 * `:param` and a trailing `?` for optional ones. Each page's title, in every language, is in
 * `route-titles/` (by-route.ts names it by the route's pattern; decision 0030).
 */
export interface PageRoute {
  path: string;
  /** Pages that send a visitor without a session to the login. */
  requiresSession?: boolean;
  /** For a second path of the same page: the one address crawlers should index. */
  canonical?: string;
}

export const tipSlugs = [
  'export-to-the-world-tip-0',
  'how-to-create-export-system-tip-1',
  'industrial-marketing-tip-2',
  'distribution-network-tip-3',
  'international-buyers-tip-4',
  'qualified-exporting-companies-tip-5',
  'best-products-for-export-tip-6',
] as const;

export const membershipIds = ['standard', 'gold', 'premium', 'platinum'] as const;
export type MembershipId = (typeof membershipIds)[number];

export const pageRoutes: readonly PageRoute[] = [
  { path: '/' },
  { path: '/profile', requiresSession: true },
  { path: '/profile/edit', requiresSession: true },
  { path: '/profile/:id' },
  { path: '/newsfeed', requiresSession: true },
  { path: '/timeline', requiresSession: true },
  { path: '/timeline/:timelineID' },
  { path: '/saved', requiresSession: true },
  { path: '/notifications', requiresSession: true },
  { path: '/search-result' },
  { path: '/my-business', requiresSession: true },
  { path: '/business/create', requiresSession: true },
  { path: '/business/:id' },
  { path: '/business/:id/member', requiresSession: true },
  { path: '/business/:id/members', requiresSession: true },
  { path: '/business/:id/product', requiresSession: true },
  { path: '/business/:id/products', requiresSession: true },
  { path: '/business/:id/edit/:tab?', requiresSession: true },
  { path: '/business/:id/send-request', requiresSession: true },
  // The board and an open request's page are public (the footer's Direct Buyer Enquiries);
  // quoting and posting need a session.
  { path: '/buying-requests' },
  { path: '/buying-requests/new', requiresSession: true },
  { path: '/buying-requests/:id' },
  { path: '/business/:id/requests/:rid?', requiresSession: true },
  { path: '/business/:id/membership', requiresSession: true },
  { path: '/business/:id/membership/receipts/:paymentID', requiresSession: true },
  { path: '/business-product/:id' },
  { path: '/industries' },
  { path: '/about-us' },
  { path: '/mission-vision' },
  { path: '/why-wbn' },
  { path: '/why-WBN', canonical: '/why-wbn' },
  { path: '/our-network' },
  { path: '/contact-us' },
  { path: '/contact-us/form' },
  { path: '/privacy-policy' },
  { path: '/terms-and-conditions' },
  ...membershipIds.map((id) => ({ path: `/membership-${id}` })),
  { path: '/advertise-with-us' },
  { path: '/free-marketing' },
  { path: '/message-center' },
  { path: '/work-with-wbn' },
  // The footer's pages that the spec names but gives no address (its "root path" entries).
  { path: '/developers' },
  { path: '/company-verification' },
  { path: '/b2b-contract-help' },
  { path: '/certified-products' },
  { path: '/verified-manufacturers' },
  { path: '/international-logistics' },
  { path: '/private-label-industry' },
  { path: '/verified-suppliers' },
  { path: '/price-list' },
  { path: '/b2b-tips' },
  ...tipSlugs.map((slug) => ({ path: `/b2b-tips/${slug}` })),
  ...tipSlugs.map((slug) => ({ path: `/${slug}`, canonical: `/b2b-tips/${slug}` })),
  { path: '/SetID' },
  // The operators' console (decision 0025): operators only; the page says so to anyone else.
  { path: '/admin', requiresSession: true },
  // The public notice form for illegal content (decision 0033): anyone, signed in or not.
  { path: '/report-illegal-content' },
  // A statement of reasons to the person it concerns, with the appeal form (decision 0025).
  { path: '/moderation/statement/:id', requiresSession: true },
];

interface CompiledRoute {
  route: PageRoute;
  regex: RegExp;
  names: string[];
}

const compiled: CompiledRoute[] = pageRoutes.map((route) => {
  const names: string[] = [];
  const body = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(param[1]!);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { route, names, regex: new RegExp(`^${body}/?$`) };
});

/** Finds the page route a path belongs to (static routes win over parameterised ones). */
export function matchPageRoute(
  pathname: string,
): { route: PageRoute; params: Record<string, string> } | null {
  const candidates = compiled.filter((c) => c.regex.test(pathname));
  const best = candidates.sort((a, b) => a.names.length - b.names.length)[0];
  if (!best) return null;
  const m = best.regex.exec(pathname)!;
  const params: Record<string, string> = {};
  best.names.forEach((name, i) => {
    if (m[i + 1] !== undefined) params[name] = m[i + 1]!;
  });
  return { route: best.route, params };
}

/** The spec's id rule: only the last 36 characters of a business or product route id are the id. */
export const idFromRouteParam = (param: string): string => param.slice(-36);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a uuid in its canonical text (any case). */
export const isUuid = (value: string): boolean => uuidPattern.test(value);

/**
 * The id a route parameter names, lower-cased, or null when it names none: the last 36
 * characters (trailing slashes dropped) when `slug` (business and product addresses), the whole
 * parameter otherwise. Null lets a page say "not found" without asking the server.
 */
export function uuidFromRouteParam(param: string | undefined, { slug = true } = {}): string | null {
  if (!param) return null;
  const id = slug ? idFromRouteParam(param.replace(/\/+$/, '')) : param;
  return isUuid(id) ? id.toLowerCase() : null;
}

/** `/business/{name-with-hyphens}-{id}/`, encoded twice, as the spec builds business links. */
export function businessHref(companyName: string, businessID: string): string {
  const slug = `${companyName.trim().replace(/\s+/g, '-')}-${businessID}`;
  return `/business/${encodeURIComponent(encodeURIComponent(slug))}/`;
}

/** `/business-product/{company}-{product}-{productID}`, hyphenated and encoded twice. */
export function productHref(companyName: string, productName: string, productID: string): string {
  const slug = `${companyName.trim()}-${productName.trim()}-${productID}`.replace(/\s+/g, '-');
  return `/business-product/${encodeURIComponent(encodeURIComponent(slug))}`;
}
