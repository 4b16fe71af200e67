import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@wbn/db';
import type { AppConfig } from './config.ts';
import { createInfrastructure } from './infrastructure.ts';
import { createBusinessAccess } from './modules/business/business.access.ts';
import { createBusinessService } from './modules/business/business.service.ts';
import { createCatsysService } from './modules/catsys/catsys.service.ts';
import { createEventBus } from './lib/event-bus.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createSessionCheck } from './lib/session-check.ts';
import { listenForSessionEnds } from './modules/events/session-ends.ts';
import { createBuyingRequestsService } from './modules/buying-requests/buying-requests.service.ts';
import { createInquiriesService } from './modules/inquiries/inquiries.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createStorage, loadStorageSecret } from './modules/files/storage.ts';
import { createMembershipService } from './modules/membership/membership.service.ts';
import { createPaymentProvider } from './modules/membership/payment-providers.ts';
import { createNeedhelpService } from './modules/needhelp/needhelp.service.ts';
import { createReputationService } from './modules/reputation/reputation.service.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import { createPromotionService } from './modules/promotion/promotion.service.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { createPostsService } from './modules/posts/posts.service.ts';
import { createProductService } from './modules/product/product.service.ts';
import { createRefDataService } from './modules/ref-data/ref-data.service.ts';
import { createSavedService } from './modules/saved/saved.service.ts';
import { createPostgresSearchIndex } from './modules/search/search.index.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSocialService } from './modules/social/social.service.ts';
import { createUserService } from './modules/user/user.service.ts';

/**
 * How long "this session is active" is believed: a sign-out heard from the database ends it at
 * once; one not heard (the listening connection away) reaches this instance within this time.
 */
const sessionAnswerMs = 5000;

export interface ServicesInput {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  /**
   * The time membership measures paid years by, buying requests their deadlines and the response
   * figures their 90 days (tests move it).
   */
  now?: () => Date;
}

/**
 * The composition root: the shared infrastructure (read caches, the rate limits' store, the
 * crawler registries) and every service of the API, built once when the app starts, each handed
 * what it uses. Routes receive theirs as plugin options (app.ts); nothing is looked up or
 * attached later. Read in order, this is also the modules' dependency tree.
 */
export async function createServices({ db, config, log, now }: ServicesInput) {
  const infrastructure = createInfrastructure(db, config, log);
  const refData = createRefDataService(db);
  const businessAccess = createBusinessAccess(db);
  const storageSecret = await loadStorageSecret(config);
  const files = createFilesService({
    db,
    storage: createStorage(config, storageSecret),
    secret: storageSecret,
    maxBytes: config.uploadMaxBytes,
    canManageBusiness: businessAccess.canManage,
  });
  const users = createUserService(db, { files, refData });
  const business = createBusinessService(db, { access: businessAccess, files, refData, config, log });
  const products = createProductService(db, {
    business,
    files,
    refData,
    cache: infrastructure.readCaches.caches.products,
  });
  const events = createEventsService({
    bus: createEventBus(config.redisUrl, log),
    secret: storageSecret,
    log,
    limits: config.eventStreams,
  });
  // One answer to "is this session still active", shared by the sign-in check and the streams.
  const sessions = createSessionCheck(db, sessionAnswerMs);
  const sessionEnds = listenForSessionEnds({ db, log, sessions, events });
  const notifications = createNotificationsService(db, { events, log });
  const payments = createPaymentProvider(config);
  const membership = createMembershipService(db, {
    business,
    provider: payments.provider,
    log,
    dataDir: config.dataDir,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    ...(now ? { now } : {}),
  });
  // Boosts and support follow the tier, which they read through the membership service.
  const promotion = createPromotionService(db, { business, membership, log, ...(now ? { now } : {}) });
  const support = createSupportService(db, {
    business,
    membership,
    log,
    mail: { dataDir: config.dataDir, supportEmail: config.supportEmail, publicUrl: config.publicUrl },
    ...(now ? { now } : {}),
  });
  const { throttles } = config;
  const posts = createPostsService(db, { business, files, promotion, throttles });
  const comments = createCommentsService(db, { business, notifications, throttles });
  const social = createSocialService(db, {
    business,
    throttles,
    notifications,
    resourceTypes: { post: posts.exists, comment: comments.exists },
  });
  const saved = createSavedService(db, { business, products });
  const search = createSearchService({
    index: createPostgresSearchIndex(db),
    refData,
    business,
    products,
    users,
    promotion,
  });
  const inquiries = createInquiriesService(db, {
    business,
    files,
    events,
    notifications,
    mail: { dataDir: config.dataDir, publicUrl: config.publicUrl },
    log,
    throttles,
  });
  const catsys = createCatsysService(db);
  const needhelp = createNeedhelpService(db, config, log);
  const buyingRequests = createBuyingRequestsService(db, {
    business,
    files,
    inquiries,
    membership,
    notifications,
    mail: { dataDir: config.dataDir, publicUrl: config.publicUrl },
    log,
    ...(now ? { now } : {}),
  });
  // Response figures and reviews (decision 0024): the figures are kept by the database, aged here.
  const reputation = createReputationService(db, { business, ...(now ? { now } : {}) });
  // Reports, the review queue and operator actions (decision 0025).
  const moderation = createModerationService(db, {
    notifications,
    log,
    mail: { dataDir: config.dataDir, publicUrl: config.publicUrl },
    inquiries,
    throttles,
  });
  // Company verification (decision 0032): its decisions go into the moderation trail.
  const verification = createVerificationService(db, {
    business,
    files,
    moderation,
    notifications,
    log,
    mail: { dataDir: config.dataDir, publicUrl: config.publicUrl },
    ...(now ? { now } : {}),
  });
  return {
    infrastructure,
    refData,
    files,
    users,
    business,
    products,
    posts,
    comments,
    social,
    saved,
    search,
    events,
    sessions,
    sessionEnds,
    notifications,
    inquiries,
    catsys,
    needhelp,
    membership,
    buyingRequests,
    promotion,
    support,
    reputation,
    moderation,
    verification,
    testPaymentProvider: payments.testProvider,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
