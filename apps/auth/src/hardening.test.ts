import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { buildAuthApp } from './app.ts';
import { loadAuthConfig } from './config.ts';
import { unsafeTextMessages } from '@wbn/contracts';
import { generateSigningKeys } from './keys.ts';

/**
 * Issue 27 in the sign-on service: the sign-in limits hold when attempts arrive together
 * (finding 6: each attempt is counted before its password is checked, in one statement, so
 * parallel guesses cannot all read a count under the limit; the defaults are 5 failures per
 * account and 20 per client address), and names the database cannot store are refused with a
 * 400 naming the field (finding 4).
 */

let handle: DatabaseHandle;
let auth: FastifyInstance;
const strong = 'granite-harbour-lantern-42';

beforeAll(async () => {
  handle = await createTestDatabase();
  auth = await buildAuthApp({
    db: handle.db,
    config: loadAuthConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_URL: 'http://localhost:3001',
      DATA_DIR: '.tmp/auth-limits-test',
    }),
    keys: await generateSigningKeys(),
    mailer: { send: async () => {} },
    logger: false,
  });
  await auth.ready();
});
afterAll(async () => {
  await auth?.close();
  await handle?.close();
});

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
const login = (email: string, password: string, ip = newIp()) =>
  auth.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress: ip });

const statuses = (list: { statusCode: number }[]) =>
  list.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe('sign-in limits under parallel attempts', () => {
  it('30 parallel wrong passwords for one account from one address: 5 are tried, 25 refused', async () => {
    const email = 'parallel-target@example.com';
    const made = await auth.inject({
      method: 'POST',
      url: '/register',
      payload: { email, password: strong, firstName: 'Ana', lastName: 'López' },
      remoteAddress: newIp(),
    });
    expect(made.statusCode).toBe(200);
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `guess-number-${i}`, ip)),
    );
    expect(statuses(results)).toEqual({ 401: 5, 429: 25 });
  });

  it('30 parallel guesses across accounts from one address: 20 are tried', async () => {
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`spray-${i}@example.com`, 'not-the-password', ip)),
    );
    expect(statuses(results)).toEqual({ 401: 20, 429: 10 });
  });

  it("successful sign-ins do not use up an address's budget", async () => {
    const ip = newIp();
    const email = 'office-worker@example.com';
    await auth.inject({
      method: 'POST',
      url: '/register',
      payload: { email, password: strong, firstName: 'Ana', lastName: 'López' },
      remoteAddress: newIp(),
    });
    for (let i = 0; i < 25; i++) expect((await login(email, strong, ip)).statusCode).toBe(200);
    expect((await login('someone-else@example.com', 'not-the-password', ip)).statusCode).toBe(401);
  });
});

describe('names the database cannot store', () => {
  it('a NUL or a lone surrogate in a name is a 400 naming the field, not a 500', async () => {
    for (const [firstName, message] of [
      ['Ana\u0000', unsafeTextMessages.nul],
      ['Ana\ud800', unsafeTextMessages.surrogate],
    ] as const) {
      const res = await auth.inject({
        method: 'POST',
        url: '/register',
        payload: {
          email: `${crypto.randomUUID()}@example.com`,
          password: strong,
          firstName,
          lastName: 'López',
        },
        remoteAddress: newIp(),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        name: 'ValidationError',
        errors: [{ path: 'body.firstName', message }],
      });
    }
  });
});
