import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPageRoute, portalMeta, portalOrigin, resolvePortal } from '@wbn/contracts';
import { publicConfig } from '../config.ts';
import { renderHead } from './page-head.ts';

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
 * HTML document with the portal's title, description and keywords already in it, so a crawler
 * that runs no script sees them. Paths that are no page route are redirected to `/`.
 */
export async function webRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const indexPath = join(config.webDistDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  const template = hasBuild ? readFileSync(indexPath, 'utf8') : fallbackTemplate;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes(`${join(config.webDistDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

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

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      return reply.status(404).send({
        success: false,
        name: 'NotFound',
        message: `No API route ${request.method} ${url.pathname}`,
      });
    }
    const match = matchPageRoute(url.pathname);
    if (!match) return reply.redirect('/', 302);

    const portal = resolvePortal(request.headers.host);
    const resolver = app.pageHeads.get(match.route.path);
    let extra = null;
    try {
      extra = resolver ? await resolver(match.params, portal) : null;
    } catch (err) {
      // A crawler-only enrichment must never cost the user the page itself.
      request.log.warn({ err }, 'page head resolver failed');
    }
    const meta = portalMeta(portal, extra?.title ?? match.route.title);
    if (extra?.description) meta.description = extra.description;
    const origin = portalOrigin(portal, config.publicUrl);
    const head = renderHead({
      meta,
      canonical: `${origin}${match.route.canonical ?? url.pathname.replace(/(.)\/$/, '$1')}`,
      image: extra?.image,
      jsonLd: extra?.jsonLd,
      language: portal.language,
      config: { ...publicConfig(config), portal: portal.id },
    });
    const html = template
      .replace(/<title>[^<]*<\/title>/, '')
      // A function, not a string: in a replacement string `$&`, `$'` and `$\`` are patterns, and the
      // head carries names that users type (a company called "A $' B" must not splice the template).
      .replace('<!--app-head-->', () => head)
      .replace(/<html lang="[^"]*"/, `<html lang="${portal.language}"`);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(html);
  };

  app.get('/*', servePage);
  app.get('/', servePage);
}
