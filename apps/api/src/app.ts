import { accessTokenHeader, serverLogOptions, trustProxyOption } from '@wbn/contracts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@wbn/db';
import type { AppConfig } from './config.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { envelopeIn } from './lib/message-language.ts';
import { requestLanguage } from './lib/request-language.ts';
import { registerSafeText } from './plugins/safe-text.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { asyncLogDestination } from './lib/log-destination.ts';
import { OneLineRequestLog } from './lib/request-log.ts';
import { readCacheHooks } from './lib/read-caches.ts';
import { createServices, type Services } from './services.ts';
import { authPlugin, type AuthPluginOptions } from './plugins/auth.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { refDataRoutes } from './modules/ref-data/ref-data.routes.ts';
import { catsysRoutes } from './modules/catsys/catsys.routes.ts';
import { needhelpRoutes } from './modules/needhelp/needhelp.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { filesApiRoutes } from './modules/files/files.routes.ts';
import { filesPublicRoutes } from './modules/files/files.public-routes.ts';
import { profilePhotoRoutes } from './modules/user/profile-photo.routes.ts';
import { businessRoutes } from './modules/business/business.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { buyingRequestsRoutes } from './modules/buying-requests/buying-requests.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { promotionRoutes } from './modules/promotion/promotion.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { reputationRoutes } from './modules/reputation/reputation.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { savedRoutes } from './modules/saved/saved.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { webRoutes } from './web/web.routes.ts';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Test runs pass false to keep output quiet. */
  logger?: boolean;
  /** Where the log lines go instead of stdout (a test reading them); implies logging. */
  logStream?: NodeJS.WritableStream;
  /** The auth service's public key when it runs in this process (else its JWKS is fetched). */
  authKey?: AuthPluginOptions['key'];
  /** The time the membership's paid years are measured by (tests move it); default the clock. */
  now?: () => Date;
  /** True once the process is shutting down (SIGTERM): /api/health answers 503, so load balancers move away. */
  draining?: () => boolean;
  /**
   * True once the server has stopped listening: every answer asks its client to close the
   * connection, so each kept-alive connection ends cleanly after its last answer.
   */
  closing?: () => boolean;
}

/**
 * Builds the API + web server. Plugins go in a fixed order: infrastructure first, then the API
 * modules under /api, then the web app (static files and the HTML of every page route).
 */
export async function buildApp({
  db,
  config,
  logger = true,
  logStream: logTo,
  authKey,
  now,
  draining = () => false,
  closing = () => false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const logStream = logger && !logTo ? asyncLogDestination() : null;
  const stream = logTo ?? logStream;
  const app = Fastify({
    logger: stream ? { ...serverLogOptions(config.logLevel), stream } : false,
    logController: new OneLineRequestLog(),
    // No child logger per request: the request's line names its id (req.reqId), and so does
    // every error line (error-handler.ts); a child per request costs about what the line does.
    childLoggerFactory: (logger) => logger,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // The client address (rate limits, the enquiry's record) comes from X-Forwarded-For only
    // through the hops TRUST_PROXY names; by default it is the socket's.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app);
  if (logStream) app.addHook('onClose', async () => logStream.flushSync());
  app.addHook('onSend', (request, reply, payload, done) => {
    // An answer to a signed-in caller is theirs alone: no cache keeps it, unless its route has
    // said that it is public (reference data).
    if (request.headers[accessTokenHeader] !== undefined && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  registerErrorHandler(app);
  registerSafeText(app);
  const services = await createServices({ db, config, log: app.log, ...(now ? { now } : {}) });
  const { files, users, business, products, refData, infrastructure } = services;
  const { readCaches, rateLimitStore: rateStore, crawlerPages: pages } = infrastructure;
  readCacheHooks(app, readCaches.listener);

  if (rateStore) app.addHook('onClose', async () => void (await rateStore.quit()));
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
    // Shared by the instances when REDIS_URL is set; a Redis that is away lets requests through
    // rather than failing them (the limit is a guard, not a feature).
    ...(rateStore ? { redis: rateStore, nameSpace: 'wbn-rate-', skipOnError: true } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'WBN API', version: '1.0.0', description: 'The industrial B2B network API.' },
      components: {
        securitySchemes: { wbnAuth: { type: 'apiKey', in: 'header', name: 'wbn-auth' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, {
    key: authKey,
    onUser: users.ensureUser,
    sessions: services.sessions,
    authUrl: config.authUrl,
  });

  await app.register(
    async (api) => {
      // Compressed answers (br or gzip, as the client accepts) for the API alone, from 1 KB: the web
      // app's files come compressed at build time, /files/* are images, and an event stream is not
      // a compressible type. Request bodies are not decompressed.
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        globalDecompression: false,
      });
      await api.register(healthRoutes, { db, draining });
      await api.register(userRoutes, { users });
      await api.register(profilePhotoRoutes, { files, users });
      await api.register(filesApiRoutes, { files });
      await api.register(refDataRoutes, { refData });
      await api.register(catsysRoutes, { catsys: services.catsys });
      await api.register(needhelpRoutes, { needhelp: services.needhelp });
      await api.register(businessRoutes, { business, refData, profiles: readCaches.caches.profiles, pages });
      await api.register(productRoutes, { products, pages });
      await api.register(socialRoutes, { social: services.social });
      await api.register(postsRoutes, { posts: services.posts });
      await api.register(commentsRoutes, { comments: services.comments });
      await api.register(savedRoutes, { saved: services.saved });
      await api.register(searchRoutes, { search: services.search, config });
      await api.register(inquiriesRoutes, { inquiries: services.inquiries });
      await api.register(buyingRequestsRoutes, { buyingRequests: services.buyingRequests });
      await api.register(notificationsRoutes, { notifications: services.notifications });
      await api.register(eventsRoutes, {
        events: services.events,
        replay: [services.inquiries.replay, services.notifications.replay],
        sessionActive: services.sessions.isActive,
      });
      await api.register(membershipRoutes, {
        membership: services.membership,
        testProvider: services.testPaymentProvider,
      });
      await api.register(promotionRoutes, { promotion: services.promotion });
      await api.register(supportRoutes, { support: services.support });
      await api.register(reputationRoutes, { reputation: services.reputation });
      await api.register(moderationRoutes, { moderation: services.moderation });
      await api.register(verificationRoutes, {
        verification: services.verification,
        moderation: services.moderation,
      });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(
          envelopeIn(requestLanguage(request), {
            success: false,
            name: 'NotFound',
            message: `No API route ${request.method} ${request.url}`,
          }),
        ),
      );
    },
    { prefix: '/api' },
  );
  scheduleMembershipSweep(app, services.membership, config.membershipSweepSeconds);
  scheduleBoostCounts(app, services.promotion);
  scheduleReputationRefresh(app, services.reputation);
  scheduleVerificationSweep(app, services.verification, config.verificationSweepSeconds);
  scheduleSuspensionEnds(app, services.moderation);
  // The bus subscribes before the app serves; it closes after the streams have ended.
  app.addHook('onReady', async () => {
    await services.events.ready().catch((err: unknown) => app.log.warn({ err }, 'event bus not ready'));
    // A database that is away at start: the listener keeps trying; streams check on each ping.
    await services.sessionEnds
      .start()
      .catch((err: unknown) => app.log.warn({ err }, 'session ends: not listening yet'));
  });
  app.addHook('onClose', async () => {
    await services.sessionEnds.close();
    await services.events.close();
  });
  await app.register(seoRoutes, { pages, supportEmail: config.supportEmail });
  // /files/upload and /files/* must come before the web app's catch-all.
  await app.register(filesPublicRoutes, { files });
  await app.register(webRoutes, { config, pageHeads: pages.pageHeads });
  return app;
}

/** Renewals, lapses and reminders of ending paid years, every `seconds` while the app runs. */
function scheduleMembershipSweep(app: FastifyInstance, membership: Services['membership'], seconds: number) {
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      membership.sweep().catch((err: unknown) => app.log.error({ err }, 'membership sweep failed'));
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Ends approvals whose year is over and sends the reminders 30 days before, every `seconds` (decision 0032). */
function scheduleVerificationSweep(
  app: FastifyInstance,
  verification: Services['verification'],
  seconds: number,
) {
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      verification.sweep().catch((err: unknown) => app.log.warn({ err }, 'verification sweep failed'));
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Shows again, every minute, the businesses that suspensions now over hid (decision 0025). */
function scheduleSuspensionEnds(app: FastifyInstance, moderation: Services['moderation']) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      moderation
        .liftEndedSuspensions()
        .catch((err: unknown) => app.log.warn({ err }, 'ended suspensions not lifted yet'));
    }, 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** How often the response figures are aged (decision 0024): their 90 days slide by the hour. */
const reputationRefreshSeconds = 3600;

/**
 * Ages every business's response figures once an hour while the app runs. Replies refresh their
 * business at once (database triggers); this moves the window and lets unanswered threads fall due.
 */
function scheduleReputationRefresh(app: FastifyInstance, reputation: Services['reputation']) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      reputation.refresh().catch((err: unknown) => app.log.warn({ err }, 'response figures not aged yet'));
    }, reputationRefreshSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** How often the boosts' impressions and clicks gathered here are written (decision 0022). */
const boostCountsSeconds = 5;

/** Writes the boosts' counts every few seconds while the app runs, and once more when it closes. */
function scheduleBoostCounts(app: FastifyInstance, promotion: Services['promotion']) {
  let timer: NodeJS.Timeout | undefined;
  const flush = () =>
    promotion.flush().catch((err: unknown) => app.log.warn({ err }, 'boost counts not written yet'));
  app.addHook('onReady', async () => {
    timer = setInterval(() => void flush(), boostCountsSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
