import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildAuthApp, generateSigningKeys, loadAuthConfig } from '@wbn/auth';
import { databaseUnavailableMessage } from '@wbn/contracts';
import { openPostgres, runMigrations, seedReference, sql, startTemporaryPostgres } from '@wbn/db';
import type { DatabaseHandle, EmbeddedPostgres } from '@wbn/db';
import { validCreateBody } from './business-fixtures.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import type { TestApp } from './test-app.ts';

// The promise: a database that refuses, drops or hangs costs a request a readable 503
// within a few seconds, never a 500 and never a hang, and /api/health names the problem. The app
// talks to its own throw-away PostgreSQL through a proxy that plays the faults; timings are real
// HTTP round trips. Starting its own server, this file need not run again in the 'postgres'
// project (TEST_DATABASE_URL's server is never touched here).
const ownServerOnly = process.env.TEST_DB_KIND === 'postgres';

const unavailable = { success: false, name: 'ServiceUnavailable', message: databaseUnavailableMessage };
/** Bounds with room for a loaded 2-core machine: the timeouts below are 1 s (connect, statement). */
const requestBoundMs = 4_000;
const healthBoundMs = 2_500;

let pg: EmbeddedPostgres;
let proxy: TcpProxy;
let handle: DatabaseHandle;
let authHandle: DatabaseHandle;
let app: FastifyInstance;
let auth: FastifyInstance;
let base: string;
let user: SignedInUser;

// A statement that outlives the statement timeout, run through the app's own pool.
const slowRoute: FastifyPluginAsyncZod = async (api) => {
  api.get('/api/test-only/sleep', async () => {
    await handle.db.execute(sql`SELECT pg_sleep(3)`);
    return { success: true, data: null };
  });
};

/** The app's pool, to see how many connections it holds. */
const pool = () => handle.db.$client;

beforeAll(async () => {
  if (ownServerOnly) return;
  pg = await startTemporaryPostgres(() => {});
  const setup = openPostgres(pg.url, { poolSize: 2, statementTimeoutMs: 0 });
  await runMigrations(setup);
  await seedReference(setup.db);

  proxy = await startTcpProxy({ host: '127.0.0.1', port: pg.port });
  const proxied = new URL(pg.url);
  proxied.port = String(proxy.port);
  handle = openPostgres(proxied.toString(), {
    poolSize: 2,
    connectTimeoutMs: 1_000,
    statementTimeoutMs: 1_000,
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/test-data-${process.pid}`,
    WEB_DIST_DIR: '.tmp/no-web-build',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const authKeys = generateKeyPairSync('ed25519');
  app = await buildApp({ db: handle.db, config, logger: false, authKey: authKeys.publicKey });
  await app.register(slowRoute);
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const t = { app, db: setup.db, config, authKeys, close: async () => {} } satisfies TestApp;
  user = await createSignedInUser(t);
  await setup.close();

  // The sign-on service straight on the server: it meets the real stop at the end.
  authHandle = openPostgres(pg.url, { poolSize: 2, connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 });
  auth = await buildAuthApp({
    db: authHandle.db,
    config: loadAuthConfig({ NODE_ENV: 'test', DATA_DIR: `.tmp/test-auth-${process.pid}` }),
    keys: await generateSigningKeys(),
    mailer: { send: async () => {} },
    logger: false,
  });
  await auth.ready();
  // The pool reports every connection it loses on purpose here; the assertions say what matters.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(async () => {
  vi.restoreAllMocks();
  // A pool still lending a connection would wait for it forever: give each close a bound.
  const bounded = (p: Promise<unknown> | undefined) =>
    Promise.race([p, new Promise((r) => setTimeout(r, 5_000).unref())]).catch(() => {});
  await bounded(app?.close());
  await bounded(auth?.close());
  await bounded(handle?.close());
  await bounded(authHandle?.close());
  await proxy?.close();
  await pg?.stop();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
  ms: number;
}

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'wbn-auth': token } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    // A hang fails the test with this, well before Vitest's own timeout.
    signal: AbortSignal.timeout(15_000),
  });
  const parsed = (await res.json()) as Record<string, unknown>;
  return {
    status: res.status,
    body: parsed,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

const search = () => call('POST', '/api/search/business', { textQuery: 'pump' });
const profile = () => call('GET', `/api/business/profile/${randomUUID()}`);
const createBusiness = () =>
  call(
    'POST',
    '/api/business/profile/create',
    validCreateBody({ companyName: `Pumps ${randomUUID().slice(0, 6)}` }),
    user.token,
  );
const health = () => call('GET', '/api/health');

/** Each answer is the 503 envelope with retry-after, sooner than `boundMs`; the times are logged. */
function expectUnavailable(label: string, answers: Record<string, Answer>, boundMs = requestBoundMs) {
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(503);
    expect(answer.body, name).toEqual(unavailable);
    expect(answer.retryAfter, name).toBe('5');
    expect(answer.ms, name).toBeLessThan(boundMs);
  }
  const times = Object.entries(answers).map(([name, a]) => `${name} ${Math.round(a.ms)}`);
  console.info(`${label}, ms until the 503: ${times.join(', ')}`);
  return Object.values(answers).map((a) => a.ms);
}

function expectHealthNaming(answer: Answer, problem: RegExp) {
  expect(answer.status).toBe(503);
  expect(answer.body).toMatchObject(unavailable);
  expect(answer.body.database).toMatch(problem);
  expect(answer.ms).toBeLessThan(healthBoundMs);
  console.info(`  health: "${String(answer.body.database)}" in ${Math.round(answer.ms)} ms`);
}

/** Everything answers normally again, on the same app and pool. */
async function expectServing() {
  expect((await search()).status).toBe(200);
  expect((await profile()).status).toBe(404);
  const created = await createBusiness();
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(await health()).toMatchObject({ status: 200, body: { data: { database: 'ok' } } });
}

describe.skipIf(ownServerOnly)('database faults', () => {
  it('serves through the proxy, with the pool warm', async () => {
    await expectServing();
    // Two connections open and idle: the next case's requests find them in the pool.
    await Promise.all([0, 1].map(() => handle.db.execute(sql`SELECT pg_sleep(0.05)`)));
    expect(pool().totalCount).toBe(2);
  });

  it('a hang on connections already in the pool: 503 by the query timeout, then recovers', async () => {
    // Signed-in writes first (session check and reference data are cached by now): they take the
    // two pooled connections into transactions whose `begin` never returns.
    await proxy.setMode('black-hole');
    const [write, write2, search1] = await Promise.all([createBusiness(), createBusiness(), search()]);
    const times = expectUnavailable('hang, pooled', { write, write2, search: search1 });
    // Two requests had a pooled connection: they waited for the client's read timeout (2 s).
    expect(Math.max(...times)).toBeGreaterThan(1_800);
    // All have answered: none may still hold a connection (the pool would never get it back).
    expect(pool().totalCount - pool().idleCount, 'connections still lent out').toBe(0);
    const [other, status] = await Promise.all([profile(), health()]);
    expectUnavailable('hang, pooled', { profile: other });
    expectHealthNaming(status, /timed out|no answer/);

    await proxy.setMode('pass');
    await expectServing();
  });

  it('a hang on new connections: 503 by the connect timeout, then recovers', async () => {
    // Empty the pool first (a reset connection leaves it), so every request must connect.
    await proxy.setMode('refuse');
    for (const deadline = Date.now() + 3_000; pool().totalCount > 0 && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(pool().totalCount).toBe(0);
    await proxy.setMode('black-hole');
    const [search1, profile1, write] = await Promise.all([search(), profile(), createBusiness()]);
    const times = expectUnavailable('hang, new', { search: search1, profile: profile1, write });
    for (const ms of times) expect(ms).toBeGreaterThan(900);
    expectHealthNaming(await health(), /timed out/);

    await proxy.setMode('pass');
    await expectServing();
  });

  it('a stopped database (connections refused): 503 at once, then recovers without a restart', async () => {
    await proxy.setMode('refuse');
    const [search1, profile1, write] = await Promise.all([search(), profile(), createBusiness()]);
    // "At once": well inside the 1 s connect timeout.
    expectUnavailable('refused', { search: search1, profile: profile1, write }, 1_000);
    expectHealthNaming(await health(), /refused|connection lost/);

    await proxy.setMode('pass');
    await expectServing();
  });

  it('a statement that runs too long: 503 by the statement timeout, not 500', async () => {
    const [ms] = expectUnavailable('statement timeout', { sleep: await call('GET', '/api/test-only/sleep') });
    // The server cut it (at 1 s), not the client's read timeout (2 s).
    expect(ms).toBeGreaterThan(900);
    expect(ms).toBeLessThan(1_900);
    expect((await health()).status).toBe(200);
  });

  it('the PostgreSQL server stopped for real: the API and the sign-on service answer 503', async () => {
    await pg.stop();
    const started = performance.now();
    const login = await auth.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'someone@example.com', password: 'granite-harbour-lantern-42' },
    });
    const signIn = {
      status: login.statusCode,
      body: login.json<Record<string, unknown>>(),
      retryAfter: String(login.headers['retry-after']),
      ms: performance.now() - started,
    };
    const [search1, profile1, write] = await Promise.all([search(), profile(), createBusiness()]);
    expectUnavailable(
      'stopped',
      { 'auth sign-in': signIn, search: search1, profile: profile1, write },
      1_000,
    );
    expectHealthNaming(await health(), /refused|connection lost|shutting down/);
  });
});
