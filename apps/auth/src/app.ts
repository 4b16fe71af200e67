import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Database } from '@wbn/db';

export interface AuthConfig {
  publicUrl: string;
  authUrl: string;
  dataDir: string;
  logLevel: string;
}

export interface BuildAuthOptions {
  db: Database;
  config: AuthConfig;
  logger?: boolean;
}

/**
 * The authentication service: the single sign-on shared by every country portal, on its own
 * origin. It owns credentials and sessions; the API only verifies the tokens it signs.
 */
export async function buildAuthApp({ config, logger = true }: BuildAuthOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: logger ? { level: config.logLevel } : false });
  await app.register(helmet);
  app.get('/health', async () => ({ success: true, data: { status: 'ok' } }));
  return app;
}
