/**
 * The product's page routes (both route tables of the specification). The server uses this list to
 * send every other path to `/`, and to pick the page title it writes into the HTML; the web app's
 * router registers exactly these paths. Patterns use `:param` and a trailing `?` for optional ones.
 */
export interface PageRoute {
  path: string;
  /** Title put in front of the portal's title; absent for the home page. */
  title?: string;
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
  { path: '/profile', title: 'My profile', requiresSession: true },
  { path: '/profile/edit', title: 'Edit profile', requiresSession: true },
  { path: '/profile/:id', title: 'Profile' },
  { path: '/newsfeed', title: 'My B2B', requiresSession: true },
  { path: '/timeline', title: 'My timeline', requiresSession: true },
  { path: '/timeline/:timelineID', title: 'Timeline' },
  { path: '/saved', title: 'Saved', requiresSession: true },
  { path: '/notifications', title: 'Notifications', requiresSession: true },
  { path: '/search-result', title: 'Search results' },
  { path: '/my-business', title: 'My business', requiresSession: true },
  { path: '/business/create', title: 'Create your business profile', requiresSession: true },
  { path: '/business/:id', title: 'Business profile' },
  { path: '/business/:id/member', title: 'Business members', requiresSession: true },
  { path: '/business/:id/members', title: 'Business members', requiresSession: true },
  { path: '/business/:id/product', title: 'Business products', requiresSession: true },
  { path: '/business/:id/products', title: 'Business products', requiresSession: true },
  { path: '/business/:id/edit/:tab?', title: 'Manage business', requiresSession: true },
  { path: '/business/:id/send-request', title: 'Send a request', requiresSession: true },
  // The board and an open request's page are public (the footer's Direct Buyer Enquiries);
  // quoting and posting need a session.
  { path: '/buying-requests', title: 'Buying requests' },
  { path: '/buying-requests/new', title: 'New buying request', requiresSession: true },
  { path: '/buying-requests/:id', title: 'Buying request' },
  { path: '/business/:id/requests/:rid?', title: 'Message center', requiresSession: true },
  { path: '/business/:id/membership', title: 'Membership', requiresSession: true },
  { path: '/business/:id/membership/receipts/:paymentID', title: 'Receipt', requiresSession: true },
  { path: '/business-product/:id', title: 'Product' },
  { path: '/industries', title: 'Industries' },
  { path: '/about-us', title: 'About us' },
  { path: '/mission-vision', title: 'Mission, vision and values' },
  { path: '/why-wbn', title: 'Why use WBN' },
  { path: '/why-WBN', title: 'Why use WBN', canonical: '/why-wbn' },
  { path: '/our-network', title: 'Our network' },
  { path: '/contact-us', title: 'Contact us' },
  { path: '/contact-us/form', title: 'Need business help' },
  { path: '/privacy-policy', title: 'Privacy policy' },
  { path: '/terms-and-conditions', title: 'Terms and conditions' },
  ...membershipIds.map((id) => ({
    path: `/membership-${id}`,
    title: `${id[0]!.toUpperCase()}${id.slice(1)} membership`,
  })),
  { path: '/advertise-with-us', title: 'Advertise with us' },
  { path: '/free-marketing', title: 'Free B2B marketing' },
  { path: '/message-center', title: 'Message center' },
  { path: '/work-with-wbn', title: 'Work with WBN' },
  // The footer's pages that the spec names but gives no address (its "root path" entries).
  { path: '/developers', title: 'Developers Zone' },
  { path: '/company-verification', title: 'Company verification' },
  { path: '/b2b-contract-help', title: 'B2B contract help' },
  { path: '/certified-products', title: 'Certified products' },
  { path: '/verified-manufacturers', title: 'Verified manufacturers' },
  { path: '/international-logistics', title: 'International logistics' },
  { path: '/private-label-industry', title: 'Private label industry' },
  { path: '/verified-suppliers', title: 'Verified suppliers' },
  { path: '/price-list', title: 'Price list' },
  { path: '/b2b-tips', title: 'B2B export tips' },
  ...tipSlugs.map((slug) => ({ path: `/b2b-tips/${slug}`, title: 'B2B export tips' })),
  ...tipSlugs.map((slug) => ({ path: `/${slug}`, title: 'B2B export tips', canonical: `/b2b-tips/${slug}` })),
  { path: '/SetID', title: 'Signing in' },
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
