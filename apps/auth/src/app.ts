import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import {
  AppError,
  portalOrigins,
  serverLogOptions,
  trustProxyOption,
  type ErrorEnvelope,
} from '@wbn/contracts';
import { databaseFaultOf, type Database } from '@wbn/db';
import { AuthError } from './auth-error.ts';
import { createAuthService } from './auth.service.ts';
import type { AuthConfig } from './config.ts';
import { createCsrf } from './csrf.ts';
import { loadSigningKeys, type SigningKeys } from './keys.ts';
import { createMailer, type Mailer } from './mail.ts';
import { apiRoutes } from './routes/api.routes.ts';
import { requestLanguage } from './routes/language.ts';
import { pageRoutes } from './routes/page.routes.ts';
import type { Translate } from './texts/index.ts';
import { faviconSvg } from './views/brand.ts';

export interface BuildAuthOptions {
  db: Database;
  config: AuthConfig;
  /** The signing keys; loaded from AUTH_PRIVATE_KEY or DATA_DIR/keys when not given. */
  keys?: SigningKeys;
  /** Replaces the configured mailer (tests read the mails they would send). */
  mailer?: Mailer;
  /** Test runs pass false to keep output quiet. */
  logger?: boolean;
  /** Tests move the clock. */
  now?: () => Date;
  /** True once the process is shutting down: /health answers 503. */
  draining?: () => boolean;
  /** True once the server has stopped listening: answers ask to close the connection. */
  closing?: () => boolean;
}

// The sign-in pages look like the product: the web app's design tokens come first, then their own rules.
const stylesheet = [
  readFileSync(new URL('../../web/src/shared/ui/tokens.css', import.meta.url), 'utf8'),
  readFileSync(new URL('./views/auth.css', import.meta.url), 'utf8'),
].join('\n');

/**
 * The authentication service: the single sign-on shared by every country portal, on its own
 * origin. It owns credentials and sessions; the API only verifies the tokens it signs against the
 * public key published at /.well-known/jwks.json.
 */
export async function buildAuthApp(options: BuildAuthOptions): Promise<FastifyInstance> {
  const { db, config, logger = true, draining = () => false, closing = () => false } = options;
  const app = Fastify({
    logger: logger ? serverLogOptions(config.logLevel) : false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    // A request that arrives on an open connection while the server closes is still answered.
    return503OnClosing: false,
    // Shutdown closes idle connections itself, a moment after it stops listening (scripts/start.ts):
    // one accepted just before may not have sent its request yet.
    forceCloseConnections: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (closing()) reply.header('connection', 'close');
    done();
  });
  const keys = options.keys ?? (await loadSigningKeys(config));
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const service = createAuthService({ db, config, keys, mailer, log: app.log, now: options.now });
  const csrf = createCsrf(keys.privateKey);
  const origins = portalOrigins(config.publicUrl);

  // Every answer's message is in the request's language (routes/language.ts), English by default.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const { t } = requestLanguage(request);
    if (error instanceof AppError) return reply.status(error.status).send(envelope(error, t));
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ success: false, name: 'TooManyRequests', message: t('error.tooManyRequests') });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, name: 'BadRequest', message: t('error.badRequest') });
    }
    const fault = databaseFaultOf(error);
    if (fault) {
      request.log.error({ err: error, fault }, 'the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, name: 'ServiceUnavailable', message: t('error.databaseUnavailable') });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, name: 'InternalError', message: t('error.internal') });
  });

  const https = config.authUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', ...origins],
        // A successful sign-in redirects the form post to a portal's /SetID/.
        'form-action': ["'self'", ...origins],
        'frame-ancestors': ["'none'"],
        // Only where the service is served over HTTPS: on plain HTTP it would send the forms to
        // an https:// address that does not answer.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    // The pages are never framed (frame-ancestors 'none'); older browsers read this header instead.
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Same-origin form posts keep their Origin header (no-referrer would turn it into "null");
    // other origins (links in the footer) get no referrer, so a reset link's token never leaks.
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // A coarse flood guard per client address; the sign-in limits that matter are in the service.
  await app.register(rateLimit, { max: 600, timeWindow: '1 minute' });

  // CORS for the portals only: /SetID/ trades its code here, the web client refreshes and logs out.
  // Without credentials: those calls carry their tokens in the body and headers, so a portal page
  // has no reason to send (or read answers made with) the service's own cookie.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && origins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
    reply.header('cache-control', 'no-store');
  });
  app.options('/*', async (request, reply) => {
    if (request.headers.origin && origins.includes(request.headers.origin)) {
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-allow-headers', 'content-type, wbn-auth, wbn-refresh-token');
      reply.header('access-control-max-age', '600');
    }
    return reply.status(204).send();
  });

  app.get('/health', async (_request, reply) =>
    draining()
      ? reply.status(503).send({ success: false, name: 'ServiceUnavailable', message: 'Shutting down' })
      : { success: true, data: { status: 'ok' } },
  );
  app.get('/assets/auth.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(stylesheet),
  );
  // The pages' tab icon, from this origin (see views/brand.ts).
  app.get('/favicon.svg', async (_request, reply) =>
    reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(faviconSvg),
  );
  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ keys: [keys.publicJwk] }),
  );
  app.get('/', async (_request, reply) => reply.redirect('/login', 302));

  // Hourly housekeeping of expired codes, tokens and counters (never keeps the process alive).
  const purge = setInterval(() => {
    service.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'auth housekeeping failed'));
  }, 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await service.settled();
  });

  const deps = { service, config, keys, csrf };
  await app.register(apiRoutes, deps);
  await app.register(pageRoutes, deps);
  return app;
}

function envelope(error: AppError, t: Translate): ErrorEnvelope {
  const { message, errors } = error instanceof AuthError ? error.in(t) : error;
  return errors?.length
    ? { success: false, name: error.name, message, errors }
    : { success: false, name: error.name, message };
}
