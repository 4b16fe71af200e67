import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  cookieLanguage,
  matchPageRoute,
  portalOrigin,
  languagePath,
  resolveLanguage,
  resolvePortal,
  splitLanguagePath,
  uiLanguages,
  withPageTitle,
} from '@wbn/contracts';
import { pageRouteTitle } from '@wbn/contracts/route-titles';
import { publicConfig, type AppConfig } from '../config.ts';
import { renderHead, type PageHeadRegistry } from './page-head.ts';
import { portalMeta } from './portal-meta.ts';
import { presentationVideos } from './presentation-video.ts';
import { envelopeIn } from '../lib/message-language.ts';
import { requestLanguage } from '../lib/request-language.ts';

/**
 * The page in every language for crawlers (`hreflang`): each at its language's address, and the
 * bare address, in the reader's own language, as the default.
 */
export const languageAlternates = (origin: string, pagePath: string) => [
  ...uiLanguages.map((language) => ({ language, href: `${origin}${languagePath(language, pagePath)}` })),
  { language: 'x-default', href: `${origin}${pagePath}` },
];

/** Used when the web app has not been built (API tests): the head is still rendered the same way. */
const fallbackTemplate = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * Serves the built single-page app: hashed assets with long caching, and for every page route the
 * HTML document with the page's and the portal's title, description and keywords already in it,
 * in the page's language, so a crawler that runs no script sees them. Paths that are no page route
 * are redirected to `/`.
 */
export interface WebRoutesOptions {
  config: AppConfig;
  /** What the modules add to their pages' heads (the portal's defaults otherwise). */
  pageHeads: PageHeadRegistry;
}

export async function webRoutes(
  app: FastifyInstance,
  { config, pageHeads }: WebRoutesOptions,
): Promise<void> {
  const indexPath = join(config.webDistDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  const template = hasBuild ? readFileSync(indexPath, 'utf8') : fallbackTemplate;
  const presentation = presentationVideos(config, (message) => app.log.warn(message));

  // The document's policy (decision 0011): scripts only from this origin; inline styles stay
  // (react-aria positions overlays with style attributes); the page talks to its own origin and
  // the sign-on service only ('self' covers its own ws:/wss: too), is framed by nothing else, and
  // posts forms nowhere else.
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    `connect-src 'self' ${config.authUrl}`,
    'frame-src https://www.youtube-nocookie.com',
    `form-action 'self' ${config.authUrl}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

  if (hasBuild) {
    const assetsDir = join(config.webDistDir, 'assets');
    const mediaDir = join(config.webDistDir, 'media');
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz siblings of the hashed assets (apps/web/build/precompress.ts):
      // each client gets the smallest its Accept-Encoding allows, and nothing is compressed per request.
      preCompressed: true,
      // Those siblings are reached through their file's own URL only.
      globIgnore: ['**/*.br', '**/*.gz'],
      // The Cache-Control is set below alone: @fastify/send's own (`public, max-age=0`) would win over it.
      cacheControl: false,
      setHeaders(res, path) {
        // The answer depends on Accept-Encoding (preCompressed), which caches must know.
        res.setHeader('vary', 'accept-encoding');
        if (path.startsWith(assetsDir + sep)) {
          // Vite names these by their content hash: a changed file is a new URL.
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else if (path.startsWith(mediaDir + sep)) {
          // The presentation video, its poster and captions (decision 0021). The page asks for them
          // with the recording's version in the query (?v=), a new URL for a new recording; a bare
          // address keeps a day. Byte ranges are answered (206) for the player's seeking.
          // setHeaders is given the raw response (reply.raw); its request has the address.
          const { req } = res as typeof res & { req?: { url?: string } };
          const versioned = new URL(req?.url ?? '/', 'http://x').searchParams.has('v');
          res.setHeader(
            'cache-control',
            versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
          );
        } else if (path.endsWith('.html')) {
          // /index.html as built (the page routes below send it with its head filled in).
          res.setHeader('cache-control', 'no-cache');
          res.setHeader('content-security-policy', csp);
        } else {
          // favicon and the like: same name across builds, so a short life.
          res.setHeader('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      return reply.status(404).send(
        envelopeIn(requestLanguage(request), {
          success: false,
          name: 'NotFound',
          message: `No API route ${request.method} ${url.pathname}`,
        }),
      );
    }
    // `/es/business/…` is the page in Spanish; the bare path is in the reader's own language: the
    // explicit choice (cookie), else the portal's (decision 0026).
    const { language: addressLanguage, path } = splitLanguagePath(url.pathname);
    const match = matchPageRoute(path);
    if (!match) return reply.redirect(addressLanguage ? `/${addressLanguage}/` : '/', 302);

    const portal = resolvePortal(request.headers.host);
    const language = resolveLanguage({
      path: addressLanguage,
      cookie: cookieLanguage(request.headers.cookie),
      portal: portal.language,
    });
    const resolver = pageHeads.get(match.route.path);
    let extra = null;
    try {
      extra = resolver ? await resolver(match.params, portal, language) : null;
    } catch (err) {
      // A crawler-only enrichment must never cost the user the page itself.
      request.log.warn({ reqId: request.id, err }, 'page head resolver failed');
    }
    // Everything in the page's language (decision 0030): the route's title, the portal's words.
    const portalWords = portalMeta(portal, language);
    const pageTitle = extra?.title ?? pageRouteTitle(language, match.route.path);
    const meta = {
      ...portalWords,
      title: withPageTitle(portalWords.title, pageTitle),
      description: extra?.description || portalWords.description,
    };
    const origin = portalOrigin(portal, config.publicUrl);
    const pagePath = match.route.canonical ?? path.replace(/(.)\/$/, '$1');
    const head = renderHead({
      meta,
      canonical: `${origin}${addressLanguage ? languagePath(addressLanguage, pagePath) : pagePath}`,
      alternates: languageAlternates(origin, pagePath),
      image: extra?.image,
      jsonLd: extra?.jsonLd,
      language,
      // The portal's words in the page's language, which the web app puts behind each page's title
      // as it navigates (it carries none of these texts itself).
      config: { ...publicConfig(config), portal: portal.id, meta: portalWords, presentation },
    });
    const html = template
      .replace(/<title>[^<]*<\/title>/, '')
      // A function, not a string: in a replacement string `$&`, `$'` and `$\`` are patterns, and the
      // head carries names that users type (a company called "A $' B" must not splice the template).
      .replace('<!--app-head-->', () => head)
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    return (
      reply
        .status(extra?.status ?? 200)
        // The bare address answers in the language the cookie chose: caches must keep them apart.
        .header('vary', 'cookie')
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .send(html)
    );
  };

  app.get('/*', servePage);
  app.get('/', servePage);
}
