import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { buildAuthApp } from '../src/app.ts';
import { loadAuthConfig } from '../src/config.ts';
import { generateSigningKeys, type SigningKeys } from '../src/keys.ts';
import type { Mail } from '../src/mail.ts';

export const publicUrl = 'http://localhost:3000';
export const authUrl = 'http://localhost:3001';
export const strongPassword = 'granite-harbour-lantern-42';

export interface TestAuth {
  auth: FastifyInstance;
  handle: DatabaseHandle;
  keys: SigningKeys;
  /** The mails the service has sent, oldest first. */
  mails: Mail[];
  /** Moves the service's clock. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** The auth service on a fresh database of its own, with `env` on top of the test defaults. */
export async function startTestAuth(env: Record<string, string> = {}): Promise<TestAuth> {
  const handle = await createTestDatabase();
  const keys = await generateSigningKeys();
  let offset = 0;
  const mails: Mail[] = [];
  const auth = await buildAuthApp({
    db: handle.db,
    config: loadAuthConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: publicUrl,
      AUTH_URL: authUrl,
      DATA_DIR: '.tmp/auth-test',
      ...env,
    }),
    keys,
    mailer: { send: async (mail) => void mails.push(mail) },
    logger: false,
    now: () => new Date(Date.now() + offset),
  });
  await auth.ready();
  return {
    auth,
    handle,
    keys,
    mails,
    advance: (ms) => void (offset += ms),
    async close() {
      await auth.close();
      await handle.close();
    },
  };
}

let n = 0;
/** A client address of its own for each call site, so per-address limits do not leak between tests. */
export const newIp = () => `198.51.100.${(++n % 250) + 1}`;
export const newEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++n}@example.com`;

/** A well-formed sign-in state, as the web app makes one per tab. */
export const newState = () => `state-${Date.now()}-${++n}`.padEnd(43, 'x');

export const postJson = (
  auth: FastifyInstance,
  url: string,
  payload: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> =>
  auth.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? newIp(),
    headers: options.headers ?? {},
  });

/** Registers through the JSON call (with `state` when given) and answers the one-time code. */
export async function registerCode(auth: FastifyInstance, email: string, state?: string): Promise<string> {
  const res = await postJson(auth, '/register', {
    email,
    password: strongPassword,
    firstName: 'Ana',
    lastName: 'López',
    ...(state ? { state } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

/** Trades a code for the session pair, as /SetID/ does. */
export const getSession = (auth: FastifyInstance, token: string, state?: string) =>
  postJson(auth, '/get-session', { token, ...(state ? { state } : {}) });
