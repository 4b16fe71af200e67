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

/** The real app on its own fresh database (PGlite or PostgreSQL, per TEST_DB_KIND). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/test-data-${process.pid}`,
    WEB_DIST_DIR: '.tmp/no-web-build',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const app = await buildApp({ db: handle.db, config, logger: false, authKey: authKeys().publicKey });
  await app.ready();
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
