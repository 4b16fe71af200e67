import { buildAuthApp, loadAuthConfig, signingKeysFromPrivateKey, type Mail } from '@wbn/auth';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './test-app.ts';

export interface TestAuthService {
  auth: FastifyInstance;
  /** Every mail the service would have sent. */
  mails: Mail[];
  /** Moves the service's clock (refresh grace, code expiry, reset links). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * The real auth service on the test app's database, signing with the key the test app trusts:
 * for tests that go through registration, the handoff and refresh like a browser does.
 */
export async function startTestAuthService(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<TestAuthService> {
  const mails: Mail[] = [];
  let offset = 0;
  const config = loadAuthConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/test-auth-${process.pid}`,
    PUBLIC_URL: t.config.publicUrl,
    AUTH_URL: t.config.authUrl,
    ...env,
  });
  const auth = await buildAuthApp({
    db: t.db,
    config,
    keys: await signingKeysFromPrivateKey(t.authKeys.privateKey),
    mailer: { send: async (mail) => void mails.push(mail) },
    logger: false,
    now: () => new Date(Date.now() + offset),
  });
  await auth.ready();
  return {
    auth,
    mails,
    advance: (ms) => void (offset += ms),
    close: () => auth.close(),
  };
}
