import type { Database } from '@wbn/db';
import type { AppConfig } from './config.ts';

/** What every module needs from the outside world, handed in once when the app is built. */
export interface AppContext {
  db: Database;
  config: AppConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
