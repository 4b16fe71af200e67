import { resolve } from 'node:path';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from '@wbn/contracts';

/**
 * The authentication service's configuration, validated at boot. Defaults make `npm start` work on
 * a fresh machine; every variable is listed in the README.
 */
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().default('./data'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  PUBLIC_URL: z.url().optional(),
  AUTH_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PEM (PKCS#8) Ed25519 private key; unset → generated once under DATA_DIR/keys. */
  AUTH_PRIVATE_KEY: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 5),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1),
  /** How long the refresh token just replaced may still be presented (two tabs refreshing at once). */
  REFRESH_GRACE_SECONDS: int(30),
  HANDOFF_CODE_TTL_SECONDS: int(60, 5).refine((v) => v <= 60, 'at most 60 seconds'),
  PASSWORD_RESET_TTL_MINUTES: int(30, 5),
  /**
   * Failed logins within the window: per account (e-mail) from one client address, and per
   * address across accounts. Past the account's own threshold, summed over every address, each
   * further attempt on it waits longer (doubling up to the cap) but is never refused for it, so a
   * stranger's failures cannot lock the owner out.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(5, 1),
  LOGIN_MAX_FAILURES_PER_IP: int(20, 1),
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: int(10, 1),
  LOGIN_ACCOUNT_MAX_DELAY_MS: int(4000),
  LOGIN_FAILURE_WINDOW_MINUTES: int(15, 1),
  /** Registrations and reset requests per client address per hour. */
  REGISTER_MAX_PER_IP_PER_HOUR: int(10, 1),
  FORGOT_MAX_PER_IP_PER_HOUR: int(10, 1),
  /** smtp(s)://user:pass@host:port; unset → mails are written under DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  /** The proxies in front of the service, shared with the API (contracts' trust-proxy.ts). */
  TRUST_PROXY: trustProxySchema,
  /** Trusted every hop; refused so that a deployment relying on it notices at start. */
  AUTH_TRUST_PROXY: z
    .never({ error: 'replaced by TRUST_PROXY: the number of proxies in front, or their addresses' })
    .optional(),
  MAIL_FROM: z.string().default('WBN <no-reply@wbn.example>'),
});

export interface AuthConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  publicUrl: string;
  authUrl: string;
  logLevel: string;
  privateKeyPem: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshGraceSeconds: number;
  handoffCodeTtlSeconds: number;
  passwordResetTtlMinutes: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginAccountSlowdownAfter: number;
  loginAccountMaxDelayMs: number;
  loginFailureWindowMinutes: number;
  registerMaxPerIpPerHour: number;
  forgotMaxPerIpPerHour: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Which hops may name the client in X-Forwarded-For; false: the socket's address is the client. */
  trustProxy: TrustProxy;
}

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid auth service configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    authUrl: (c.AUTH_URL ?? `http://localhost:${c.AUTH_PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    privateKeyPem: c.AUTH_PRIVATE_KEY?.trim() || undefined,
    accessTokenTtlSeconds: c.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: c.REFRESH_TOKEN_TTL_DAYS,
    refreshGraceSeconds: c.REFRESH_GRACE_SECONDS,
    handoffCodeTtlSeconds: c.HANDOFF_CODE_TTL_SECONDS,
    passwordResetTtlMinutes: c.PASSWORD_RESET_TTL_MINUTES,
    loginMaxFailuresPerAccount: c.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: c.LOGIN_MAX_FAILURES_PER_IP,
    loginAccountSlowdownAfter: c.LOGIN_ACCOUNT_SLOWDOWN_AFTER,
    loginAccountMaxDelayMs: c.LOGIN_ACCOUNT_MAX_DELAY_MS,
    loginFailureWindowMinutes: c.LOGIN_FAILURE_WINDOW_MINUTES,
    registerMaxPerIpPerHour: c.REGISTER_MAX_PER_IP_PER_HOUR,
    forgotMaxPerIpPerHour: c.FORGOT_MAX_PER_IP_PER_HOUR,
    smtpUrl: c.SMTP_URL?.trim() || undefined,
    mailFrom: c.MAIL_FROM,
    trustProxy: c.TRUST_PROXY,
  };
}
