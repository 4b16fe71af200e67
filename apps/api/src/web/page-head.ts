import type { PageMeta, Portal, UiLanguage } from '@wbn/contracts';

/** What a page route may add to the document head beyond the portal's defaults. */
export interface PageHead {
  /** Page title put in front of the portal's title (the route's own title otherwise). */
  title?: string;
  description?: string;
  /** Absolute image URL for Open Graph. */
  image?: string;
  /** JSON-LD objects, each written as its own script block. */
  jsonLd?: object[];
  /** 410 when the page's item was hidden by the operators (decision 0025); the page still loads. */
  status?: 410;
}

/** The head of a page whose item the operators hid: the status alone (no name, no JSON-LD). */
export const goneHead: PageHead = { status: 410 };

/**
 * A page's own head, given its route parameters, the portal and the page's language (decision
 * 0030): the words it adds around what users wrote are in that language.
 */
export type PageHeadResolver = (
  params: Record<string, string>,
  portal: Portal,
  language: UiLanguage,
) => Promise<PageHead | null> | PageHead | null;

/** The resolvers by page route pattern; the web app's page routes read them, the modules add theirs. */
export type PageHeadRegistry = Map<string, PageHeadResolver>;

export function createPageHeadRegistry(): PageHeadRegistry {
  return new Map();
}

/**
 * Lets a module describe its pages to crawlers (a business page's name in its title, its
 * JSON-LD). `path` is the route pattern of contracts' pageRoutes, e.g. `/business/:id`.
 */
export function registerPageHead(registry: PageHeadRegistry, path: string, resolver: PageHeadResolver): void {
  registry.set(path, resolver);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// JSON inside <script> must not be able to close the element.
const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c');

export function renderHead(opts: {
  meta: PageMeta;
  canonical: string;
  /** The page in each language (`<link rel="alternate" hreflang>`). */
  alternates?: readonly { language: string; href: string }[];
  image?: string | undefined;
  jsonLd?: object[] | undefined;
  language: string;
  config: object;
}): string {
  const { meta } = opts;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}">`,
    `<link rel="canonical" href="${escapeHtml(opts.canonical)}">`,
    ...(opts.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.language)}" href="${escapeHtml(a.href)}">`,
    ),
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(opts.canonical)}">`,
    `<meta property="og:site_name" content="WBN">`,
    ...(opts.image ? [`<meta property="og:image" content="${escapeHtml(opts.image)}">`] : []),
    ...(opts.jsonLd ?? []).map(
      (obj) => `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(obj))}</script>`,
    ),
    `<script type="application/json" id="wbn-config">${escapeJsonForScript(JSON.stringify(opts.config))}</script>`,
  ];
  return tags.join('\n    ');
}
