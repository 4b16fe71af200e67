import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultConnectTimeoutMs, defaultPoolSize, defaultStatementTimeoutMs } from '@wbn/db';
import {
  accountLimits,
  defaultSocialLinks,
  paymentProviders,
  type PresentationVideoLanguage,
  type SocialLinks,
  socialLinkVariables,
  socialNetworks,
  type TrustProxy,
  trustProxySchema,
  throttleDefaults,
  type Throttles,
} from '@wbn/contracts';

// A social account's address: http(s) only (it becomes a link in every page); empty hides its icon.
const socialUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, message: 'An http(s) address, or empty' }),
]);
const socialFields = Object.fromEntries(
  socialNetworks.map((site) => [socialLinkVariables[site], socialUrl.default(defaultSocialLinks[site])]),
) as Record<(typeof socialLinkVariables)[keyof typeof socialLinkVariables], z.ZodDefault<typeof socialUrl>>;

/** The spam throttles' settings (decision 0033), each a positive whole number with its default. */
export const throttleVariables = {
  newAccountDays: 'THROTTLE_NEW_ACCOUNT_DAYS',
  postsPerHour: 'THROTTLE_POSTS_PER_HOUR',
  commentsPerHour: 'THROTTLE_COMMENTS_PER_HOUR',
  inquiriesPerHour: 'THROTTLE_INQUIRIES_PER_HOUR',
  followsPerHour: 'THROTTLE_FOLLOWS_PER_HOUR',
  sameTextBusinesses: 'HOLD_SAME_TEXT_BUSINESSES',
  sameTextHours: 'HOLD_SAME_TEXT_HOURS',
  autoHideReporters: 'AUTO_HIDE_REPORTERS',
  noticesPerHour: 'NOTICES_PER_HOUR',
} as const satisfies Record<keyof Throttles, string>;
type ThrottleVariable = (typeof throttleVariables)[keyof Throttles];
const throttleFields = Object.fromEntries(
  Object.entries(throttleVariables).map(([key, name]) => [
    name,
    z.coerce
      .number()
      .int()
      .positive()
      .default(throttleDefaults[key as keyof Throttles]),
  ]),
) as Record<ThrottleVariable, z.ZodDefault<z.ZodCoercedNumber<unknown>>>;

/**
 * An address the page's policy lets it play (media-src 'self' https:): https://… or a path on this
 * site. Empty is unset.
 */
const mediaUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || (/^https:\/\/\S+$/.test(v) && URL.canParse(v)), {
    message: 'An https:// address or a path on this site (/media/…)',
  })
  .optional();

/**
 * Configuration from the environment, validated once at boot. Every variable has a default that
 * makes `npm start` work on a fresh machine; the README's configuration table lists them all.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    // Connections to PostgreSQL per API process; unset: this machine's cores, at least 2.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    // How long a request waits for a connection, and the longest a statement may run (0: no limit).
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(defaultConnectTimeoutMs),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(3_600_000)
      .default(defaultStatementTimeoutMs),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    AUTH_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    // The proxies in front of the server (a count, or addresses and ranges); unset: none.
    TRUST_PROXY: trustProxySchema,
    SUPPORT_EMAIL: z.email().default('support@wbn.example'),
    // The network's accounts in the footer's social icons (SOCIAL_LINKEDIN_URL and the others).
    ...socialFields,
    // The spam throttles: new accounts' hourly limits, holds, automatic hiding (decision 0033).
    ...throttleFields,
    WEB_DIST_DIR: z.string().optional(),
    // Uploaded images: unset = embedded storage under DATA_DIR/uploads; s3://bucket?region=…&endpoint=…
    STORAGE_URL: z
      .string()
      .regex(
        /^$|^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\?.*)?$/,
        'Expected s3://bucket?region=…&endpoint=…',
      )
      .optional(),
    STORAGE_SECRET: z.union([z.literal(''), z.string().min(32, 'Use at least 32 characters')]).optional(),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .max(20 * 1024 * 1024)
      .default(512000),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    AWS_SESSION_TOKEN: z.string().optional(),
    // The in-memory read cache of public profiles and products (see docs/architecture.md).
    READ_CACHE_ENTRIES: z.coerce.number().int().min(0).default(10_000),
    READ_CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
    // Businesses one account may own (decision 0012); raise it for a group that needs more.
    MAX_OWNED_BUSINESSES: z.coerce.number().int().positive().default(accountLimits.ownedBusinesses),
    // Set: the rate limits count in Redis, so they hold for the sum of the API instances.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { message: 'A redis:// or rediss:// URL' })
      .optional(),
    // Membership checkout (decision 0014): the built-in test provider, or Stripe with its keys.
    PAYMENT_PROVIDER: z.enum(paymentProviders).default('test'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    // `allow`: test payments (the test provider, Stripe's test keys) even in production, for a
    // staging copy; without it a production start refuses them, since they take no money.
    PAYMENT_TEST_MODE: z.enum(['allow', 'refuse']).optional(),
    // Another address for Stripe's API (a local stand-in in tests); unset: Stripe's own.
    STRIPE_API_URL: z.url().optional(),
    // Live event streams one instance holds open: per user (a few tabs), per client address (an
    // office behind one address), in all (below the process's open-file limit).
    EVENT_STREAMS_PER_USER: z.coerce.number().int().positive().default(8),
    EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(64),
    EVENT_STREAMS_MAX: z.coerce.number().int().positive().default(10_000),
    // On SIGTERM: how long to keep answering (each answer closing its connection, health 503)
    // before the servers stop listening, so clients and load balancers move away first.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(2000),
    // How often this instance looks for paid years ending (renewals, lapses, reminders); 0: never.
    MEMBERSHIP_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
    // How often this instance ends verification approvals whose year is over and sends the
    // reminders 30 days before (decision 0032); 0: never.
    VERIFICATION_SWEEP_SECONDS: z.coerce.number().int().min(0).default(600),
    // The banner's presentation video (decision 0021): another address for a version, and the
    // captions that go with it; unset: the recording shipped with the web app.
    PRESENTATION_VIDEO_URL_EN: mediaUrl,
    PRESENTATION_VIDEO_URL_ES: mediaUrl,
    PRESENTATION_CAPTIONS_URL_EN: mediaUrl,
    PRESENTATION_CAPTIONS_URL_ES: mediaUrl,
  })
  .superRefine((c, ctx) => {
    for (const lang of ['EN', 'ES'] as const)
      if (c[`PRESENTATION_CAPTIONS_URL_${lang}`] && !c[`PRESENTATION_VIDEO_URL_${lang}`])
        ctx.addIssue({
          code: 'custom',
          path: [`PRESENTATION_CAPTIONS_URL_${lang}`],
          message: `Goes with PRESENTATION_VIDEO_URL_${lang}: the shipped recording has its own captions`,
        });
    const refuseTestPayments = c.NODE_ENV === 'production' && c.PAYMENT_TEST_MODE !== 'allow';
    if (c.PAYMENT_PROVIDER === 'test') {
      if (refuseTestPayments)
        ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: testProviderInProduction });
      return;
    }
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (!c[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'Required with PAYMENT_PROVIDER=stripe' });
    const testKey = /^(sk|rk)_test_/.test(c.STRIPE_SECRET_KEY ?? '')
      ? 'STRIPE_SECRET_KEY'
      : /^pk_test_/.test(c.STRIPE_PUBLISHABLE_KEY ?? '')
        ? 'STRIPE_PUBLISHABLE_KEY'
        : undefined;
    if (refuseTestPayments && testKey)
      ctx.addIssue({ code: 'custom', path: [testKey], message: stripeTestKeyInProduction });
  });

const testProviderInProduction =
  'the built-in test provider takes no money and NODE_ENV is production: set PAYMENT_PROVIDER=stripe ' +
  'with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (PAYMENT_TEST_MODE=allow ' +
  'runs test payments on purpose, for a staging copy)';
const stripeTestKeyInProduction =
  "a Stripe test-mode key takes no money and NODE_ENV is production: use the account's live keys " +
  '(PAYMENT_TEST_MODE=allow runs test payments on purpose, for a staging copy)';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL: about the database's cores (docs/benchmarks.md, "Connections"). */
  databasePoolSize: number;
  /** A request that gets no connection within this fails with a 503 (ms). */
  databaseConnectTimeoutMs: number;
  /** The server cuts a statement running longer (ms; 0: no limit); the client gives up 1 s later. */
  databaseStatementTimeoutMs: number;
  port: number;
  authPort: number;
  host: string;
  publicUrl: string;
  authUrl: string;
  logLevel: string;
  rateLimitPerMinute: number;
  /** Which hops may name the client in X-Forwarded-For; false: the socket's address is the client. */
  trustProxy: TrustProxy;
  supportEmail: string;
  /** The footer's social icons: the sites with an address (an empty variable leaves one out). */
  socialLinks: SocialLinks;
  webDistDir: string;
  /** Unset: embedded storage under `${dataDir}/uploads`; else `s3://bucket?region=…&endpoint=…`. */
  storageUrl: string | undefined;
  /** HMAC key of the embedded storage's upload policies; unset: generated once under DATA_DIR/keys. */
  storageSecret: string | undefined;
  uploadMaxBytes: number;
  /** S3 credentials, from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN. */
  s3Credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  /** Entries of each read cache (profiles, products); 0 turns the cache off. */
  readCacheEntries: number;
  /** How long a cached read may live: bounds staleness after changes made outside the API. */
  readCacheTtlSeconds: number;
  /** Businesses one account may own. */
  maxOwnedBusinesses: number;
  /** The card processor of membership checkout, with Stripe's keys when it is Stripe. */
  payments:
    | { provider: 'test' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        apiUrl?: string;
      };
  /** Seconds between sweeps of ending paid years; 0: none (tests run the sweep themselves). */
  membershipSweepSeconds: number;
  /** Seconds between verification sweeps (expiry and reminders); 0: none. */
  verificationSweepSeconds: number;
  /** Where the rate limits count across instances; unset: in this process. */
  redisUrl: string | undefined;
  /** On SIGTERM, how long the servers keep answering before they stop listening (ms). */
  shutdownDrainMs: number;
  /** Live event streams this instance holds open at most. */
  eventStreams: { perUser: number; perAddress: number; total: number };
  /** The spam throttles' thresholds (decision 0033). */
  throttles: Throttles;
  /** Presentation video versions the operator moved elsewhere (unset: the shipped recording). */
  presentationVideo: Record<PresentationVideoLanguage, { url?: string; captionsUrl?: string }>;
}

/** A configuration that cannot run: its message says what to set, and start-up prints only that. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(
      lines.length === 1
        ? `Invalid configuration: ${lines[0]}`
        : `Invalid configuration:\n  ${lines.join('\n  ')}`,
    );
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL || undefined,
    databasePoolSize: c.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    databaseConnectTimeoutMs: c.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
    port: c.PORT,
    authPort: c.AUTH_PORT,
    host: c.HOST,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    authUrl: (c.AUTH_URL ?? `http://localhost:${c.AUTH_PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    trustProxy: c.TRUST_PROXY,
    supportEmail: c.SUPPORT_EMAIL,
    throttles: Object.fromEntries(
      Object.entries(throttleVariables).map(([key, name]) => [key, c[name]]),
    ) as Throttles,
    socialLinks: Object.fromEntries(
      socialNetworks.flatMap((site) => {
        const url = c[socialLinkVariables[site]];
        return url ? [[site, url]] : [];
      }),
    ),
    webDistDir: resolve(c.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    storageUrl: c.STORAGE_URL || undefined,
    storageSecret: c.STORAGE_SECRET || undefined,
    uploadMaxBytes: c.UPLOAD_MAX_BYTES,
    s3Credentials:
      c.AWS_ACCESS_KEY_ID && c.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: c.AWS_ACCESS_KEY_ID,
            secretAccessKey: c.AWS_SECRET_ACCESS_KEY,
            ...(c.AWS_SESSION_TOKEN ? { sessionToken: c.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
    readCacheEntries: c.READ_CACHE_ENTRIES,
    readCacheTtlSeconds: c.READ_CACHE_TTL_SECONDS,
    maxOwnedBusinesses: c.MAX_OWNED_BUSINESSES,
    payments:
      c.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: c.STRIPE_SECRET_KEY!,
            publishableKey: c.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
            ...(c.STRIPE_API_URL ? { apiUrl: c.STRIPE_API_URL } : {}),
          }
        : { provider: 'test' },
    membershipSweepSeconds: c.MEMBERSHIP_SWEEP_SECONDS,
    verificationSweepSeconds: c.VERIFICATION_SWEEP_SECONDS,
    redisUrl: c.REDIS_URL || undefined,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    eventStreams: {
      perUser: c.EVENT_STREAMS_PER_USER,
      perAddress: c.EVENT_STREAMS_PER_ADDRESS,
      total: c.EVENT_STREAMS_MAX,
    },
    presentationVideo: {
      en: presentationSource(c.PRESENTATION_VIDEO_URL_EN, c.PRESENTATION_CAPTIONS_URL_EN),
      es: presentationSource(c.PRESENTATION_VIDEO_URL_ES, c.PRESENTATION_CAPTIONS_URL_ES),
    },
  };
}

function presentationSource(url: string | undefined, captionsUrl: string | undefined) {
  return { ...(url ? { url } : {}), ...(captionsUrl ? { captionsUrl } : {}) };
}

/** What the browser may know about the configuration: nothing secret goes in here. */
export function publicConfig(config: AppConfig) {
  return {
    publicUrl: config.publicUrl,
    authUrl: config.authUrl,
    supportEmail: config.supportEmail,
    socialLinks: config.socialLinks,
  };
}
