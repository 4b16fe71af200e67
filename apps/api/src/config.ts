import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration from the environment, validated once at boot. Every variable has a default that
 * makes `npm start` work on a fresh machine; the README's configuration table lists them all.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  AUTH_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SUPPORT_EMAIL: z.email().default('support@wbn.example'),
  WEB_DIST_DIR: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl: string | undefined;
  port: number;
  authPort: number;
  host: string;
  publicUrl: string;
  authUrl: string;
  logLevel: string;
  rateLimitPerMinute: number;
  supportEmail: string;
  webDistDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL || undefined,
    port: c.PORT,
    authPort: c.AUTH_PORT,
    host: c.HOST,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    authUrl: (c.AUTH_URL ?? `http://localhost:${c.AUTH_PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    supportEmail: c.SUPPORT_EMAIL,
    webDistDir: resolve(c.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

/** What the browser may know about the configuration: nothing secret goes in here. */
export function publicConfig(config: AppConfig) {
  return { publicUrl: config.publicUrl, authUrl: config.authUrl, supportEmail: config.supportEmail };
}
