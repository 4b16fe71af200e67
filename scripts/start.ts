/**
 * `npm start`: builds the web app if it has not been built, starts the embedded PostgreSQL under
 * DATA_DIR/pg (unless DATABASE_URL names a server), applies migrations, loads reference data (and,
 * on the embedded database, the demo directory at first start), and serves web + API on PORT and
 * the sign-on service on AUTH_PORT in this one process. On SIGINT/SIGTERM it stops in the
 * reverse order: the servers, the pool, then the embedded database.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildApp, ConfigError, loadConfig, rasteriseSvg } from '@wbn/api';
import { buildAuthApp, loadAuthConfig, loadSigningKeys } from '@wbn/auth';
import { startFailure } from './start-failure.ts';
import { lastRegisteredDefaultTypes, limits } from '@wbn/contracts';
import { openPostgres, runMigrations, seedReference, startDatabaseServer, type Database } from '@wbn/db';
import { demoRasterSize, loadDemoDirectory, type DemoImageStore } from '@wbn/db/demo';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = configOrExit();

/** A configuration that cannot run is the one line that says what to set, and exit code 1. */
function configOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

if (webBuildIsStale()) {
  console.info('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@wbn/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The build is stale when it is missing or older than any source the web app is built from. */
function webBuildIsStale(): boolean {
  const built = join(config.webDistDir, 'index.html');
  if (!existsSync(built)) return true;
  // Only the default build location is rebuilt automatically; a WEB_DIST_DIR is taken as given.
  if (config.webDistDir !== join(root, 'apps/web/dist')) return false;
  const builtAt = statSync(built).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contracts/src'];
  return sources.some((s) => newestMtime(join(root, s)) > builtAt);
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const log = (line: string) => console.info(line);
const server = await startOrExit(() =>
  startDatabaseServer({ url: config.databaseUrl, dataDir: config.dataDir, log }),
);
const stopServer = () => server.stop();
if (server.kind === 'embedded' && existsSync(join(config.dataDir, 'db', 'PG_VERSION'))) {
  log(
    `${join(config.dataDir, 'db')} holds data of the former in-process database (PGlite), which is no longer read; ` +
      'see the README, "Upgrading the embedded database".',
  );
}
// Migrations and the demo load run on connections of their own, without the statement timeout
// that bounds a request.
await startOrExit(async () => {
  const setup = openPostgres(server.url, { poolSize: 2, statementTimeoutMs: 0 });
  try {
    await runMigrations(setup);
    const { loaded } = await seedReference(setup.db);
    if (loaded) log('Reference data loaded.');
    if (server.kind === 'embedded' && !config.storageUrl && demoDataWanted()) await loadDemo(setup.db);
  } finally {
    await setup.close();
  }
}, stopServer);
const handle = openPostgres(server.url, {
  poolSize: config.databasePoolSize,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
});

/**
 * A database that cannot be started or reached is one clear line (what, where, what to do) and
 * exit code 1, not a stack trace; the embedded server, if it started, is stopped first.
 */
async function startOrExit<T>(step: () => Promise<T>, cleanup?: () => Promise<void>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    console.error(startFailure(err, config.databaseUrl, config.dataDir));
    await cleanup?.().catch(() => {});
    process.exit(1);
  }
}

/** DEMO_DATA=off (or 0/false/no) starts the embedded database with an empty directory. */
function demoDataWanted(): boolean {
  return !/^(off|0|false|no)$/i.test(process.env.DEMO_DATA?.trim() ?? '');
}

/** Fills an empty embedded directory with the generated demo businesses, products and people. */
async function loadDemo(db: Database): Promise<void> {
  const result = await loadDemoDirectory(db, {
    images: demoImageStore(join(config.dataDir, 'uploads')),
    imageConcurrency: 4,
    log: (line) => console.info(line),
  });
  if (result.loaded) {
    console.info(
      `Demo directory loaded in ${(result.ms / 1000).toFixed(1)} s: ${result.businesses} businesses, ` +
        `${result.products} products, ${result.users} users, ${result.images} pictures ` +
        '(sign in as any demo user with the password in the README; DEMO_DATA=off skips this).',
    );
  }
}

/**
 * Demo pictures drawn by the API's rasteriser and written where the embedded storage keeps
 * uploads, the way it writes them: to a temporary name, then renamed, so the server never serves
 * half a file.
 */
function demoImageStore(uploadsDir: string): DemoImageStore {
  return {
    async put(image) {
      const data = await rasteriseSvg(image.svg, demoRasterSize(image));
      const file = join(uploadsDir, image.key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, data, { mode: 0o644 });
      await rename(`${file}.tmp`, file);
    },
  };
}

const authConfig = loadAuthConfig();
// One process: the API gets the auth service's public key directly instead of fetching its JWKS.
const authKeys = await loadSigningKeys(authConfig);
let phase: 'serving' | 'draining' | 'closing' = 'serving';
const draining = () => phase !== 'serving';
const closing = () => phase === 'closing';
const api = await buildApp({ db: handle.db, config, authKey: authKeys.publicKey, draining, closing });
const auth = await buildAuthApp({
  db: handle.db,
  config: authConfig,
  keys: authKeys,
  draining,
  closing,
});
await warmUp();
// A port in use is one line too, after the servers, the pool and the embedded database are closed.
await startOrExit(
  async () => {
    await api.listen({ port: config.port, host: config.host });
    await auth.listen({ port: config.authPort, host: config.host });
  },
  async () => {
    await Promise.allSettled([api.close(), auth.close()]);
    await handle.close();
    await server.stop();
  },
);
console.info(
  `WBN is running on ${config.publicUrl} (auth service ${config.authUrl}, database: ${server.kind})`,
);

/**
 * The reads of the home page, once, before the first visitor: their statements are planned and
 * their answers' serializers compiled while nobody waits (a cold first answer took 100-500 ms).
 */
async function warmUp(): Promise<void> {
  const latest = `types=${lastRegisteredDefaultTypes.join(',')}&perType=${limits.latestRegisteredPerGroup}`;
  const reads = [
    '/api/ref-data/country',
    '/api/catsys/industry/full-tree',
    `/api/search/business/last-registered?${latest}`,
  ];
  for (const url of reads) await api.inject({ method: 'GET', url }).catch(() => undefined);
}

let stopping = false;
let skipDrain: () => void = () => {};
/**
 * SIGTERM or SIGINT: first drain (keep answering for SHUTDOWN_DRAIN_MS while the health checks say
 * 503, so load balancers move away), then stop listening and finish open requests, each answer
 * closing its connection (a kept-alive connection ends cleanly after its last answer, never
 * under a request), then close the pool and the embedded database. A second signal skips what is
 * left of the drain. Connections are not churned during the drain: new ones would wait in the
 * listener's queue and be reset when it closes.
 */
async function shutdown(reason: string, code = 0) {
  if (stopping) {
    skipDrain();
    return;
  }
  stopping = true;
  phase = 'draining';
  console.info(`${reason}: finishing open requests and closing the database…`);
  const timer = setTimeout(
    () => process.exit(code === 0 ? 1 : code),
    config.shutdownDrainMs + 10_000,
  ).unref();
  await new Promise<void>((resolve) => {
    skipDrain = resolve;
    setTimeout(resolve, config.shutdownDrainMs);
  });
  // Stop listening; open requests finish, each answer closing its connection after it. Node's
  // close() would also close every idle kept-alive connection at once, under a request its client
  // may be sending at that moment: that is held back, and a connection still idle a second later
  // (its client stopped) is closed then, and again every quarter second; then the pool, then the
  // embedded database server.
  phase = 'closing';
  const closeIdle = [api.server, auth.server].map((s) => {
    const original = s.closeIdleConnections.bind(s);
    s.closeIdleConnections = () => {};
    return original;
  });
  const closed = Promise.allSettled([api.close(), auth.close()]);
  let sweep: NodeJS.Timeout | undefined;
  const firstSweep = setTimeout(() => {
    for (const close of closeIdle) close();
    sweep = setInterval(() => closeIdle.forEach((close) => close()), 250);
  }, 1000);
  await closed;
  clearTimeout(firstSweep);
  clearInterval(sweep);
  await handle.close();
  await server.stop();
  clearTimeout(timer);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
