import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@wbn/db/testing';
import type { Database } from '@wbn/db';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

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
  const app = await buildApp({ db: handle.db, config, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
