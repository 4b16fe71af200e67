import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@wbn/db/testing';
import type { Database } from '@wbn/db';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The key pair the test app trusts for access tokens (see ./auth-helpers.ts to sign in). */
  authKeys: { privateKey: KeyObject; publicKey: KeyObject };
  close(): Promise<void>;
}

/** One Ed25519 key pair per test process stands in for the auth service's signing key. */
let testAuthKeys: TestApp['authKeys'] | undefined;
const authKeys = () => (testAuthKeys ??= generateKeyPairSync('ed25519'));

const testConfig = (env: Record<string, string>): AppConfig =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/test-data-${process.pid}`,
    WEB_DIST_DIR: '.tmp/no-web-build',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every test account is new: the spam throttles stay out of the way unless a test sets them.
    THROTTLE_POSTS_PER_HOUR: '100000',
    THROTTLE_COMMENTS_PER_HOUR: '100000',
    THROTTLE_INQUIRIES_PER_HOUR: '100000',
    THROTTLE_FOLLOWS_PER_HOUR: '100000',
    HOLD_SAME_TEXT_BUSINESSES: '100000',
    AUTO_HIDE_REPORTERS: '100000',
    ...env,
  });

async function startInstance(
  db: Database,
  config: AppConfig,
  now?: () => Date,
  logStream?: NodeJS.WritableStream,
): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    config,
    logger: false,
    authKey: authKeys().publicKey,
    ...(now ? { now } : {}),
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return app;
}

/** The real app on its own fresh database (the embedded PostgreSQL or TEST_DATABASE_URL's, per TEST_DB_KIND). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const config = testConfig(env);
  const app = await startInstance(handle.db, config, options.now, options.logStream);
  return {
    app,
    db: handle.db,
    config,
    authKeys: authKeys(),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * `count` API instances on one fresh database, as behind a load balancer (with REDIS_URL in
 * `env` they share read-cache invalidations). Each instance's `close` closes only that app.
 */
export async function createTestInstances(
  count: number,
  env: Record<string, string> = {},
): Promise<{ instances: TestApp[]; close(): Promise<void> }> {
  const handle = await createTestDatabase();
  const config = testConfig(env);
  const instances: TestApp[] = [];
  for (let i = 0; i < count; i++) {
    const app = await startInstance(handle.db, config);
    instances.push({ app, db: handle.db, config, authKeys: authKeys(), close: () => app.close() });
  }
  return {
    instances,
    async close() {
      await Promise.all(instances.map((i) => i.close()));
      await handle.close();
    },
  };
}
