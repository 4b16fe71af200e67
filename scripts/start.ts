/**
 * `npm start`: builds the web app if it has not been built, opens the database (embedded PGlite
 * by default), applies migrations, loads reference data (and, on the embedded default database,
 * the demo directory at first start), and serves web + API on PORT and the
 * authentication service on AUTH_PORT, in this one process (the embedded database allows only
 * one process; with PostgreSQL the two servers can also be started apart).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildApp, loadConfig, rasteriseSvg } from '@wbn/api';
import { buildAuthApp, loadAuthConfig, loadSigningKeys } from '@wbn/auth';
import { restartExitCode, superviseRestarts } from './supervise.ts';
import {
  demoRasterSize,
  loadDemoDirectory,
  openDatabase,
  reopenEmbedded,
  runMigrations,
  seedReference,
  type Database,
  type DemoImageStore,
} from '@wbn/db';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = loadConfig();

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

// On the embedded database in a folder, the server runs as a child process that is started again
// when PGlite's engine fails (scripts/supervise.ts): only a new process can open the folder again.
const supervised = process.env.WBN_SUPERVISED === '1';
if (!config.databaseUrl?.trim() && !supervised) {
  process.exit(
    await superviseRestarts({
      command: process.execPath,
      args: [...process.execArgv, fileURLToPath(import.meta.url)],
      env: { ...process.env, WBN_SUPERVISED: '1' },
    }),
  );
}

const databaseOptions = {
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
};
let handle = await openDatabase(databaseOptions);
const applied = await runMigrations(handle);
const { loaded } = await seedReference(handle.db);
if (loaded) console.info('Reference data loaded.');
const demoLoaded =
  handle.kind === 'pglite-file' && !config.storageUrl && demoDataWanted() && (await loadDemo(handle.db));
// A start that wrote in bulk serves from a fresh embedded engine (reopenEmbedded says why).
if (applied > 0 || loaded || demoLoaded) handle = await reopenEmbedded(handle, databaseOptions);

/** DEMO_DATA=off (or 0/false/no) starts the embedded database with an empty directory. */
function demoDataWanted(): boolean {
  return !/^(off|0|false|no)$/i.test(process.env.DEMO_DATA?.trim() ?? '');
}

/** Fills an empty embedded directory with the generated demo businesses, products and people. */
async function loadDemo(db: Database): Promise<boolean> {
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
  return result.loaded;
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
const api = await buildApp({ db: handle.db, config, authKey: authKeys.publicKey });
const auth = await buildAuthApp({ db: handle.db, config: authConfig, keys: authKeys });
await api.listen({ port: config.port, host: config.host });
await auth.listen({ port: config.authPort, host: config.host });
console.info(
  `WBN is running on ${config.publicUrl} (auth service ${config.authUrl}, database: ${handle.kind})`,
);

let stopping = false;
async function shutdown(reason: string, code = 0) {
  if (stopping) return;
  stopping = true;
  console.info(`${reason}: finishing open requests and closing the database…`);
  const timer = setTimeout(() => process.exit(code === 0 ? 1 : code), 10_000).unref();
  await Promise.allSettled([api.close(), auth.close()]);
  await handle.close();
  clearTimeout(timer);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
if (supervised) {
  handle.onEngineFault?.((fault) => void shutdown(`${fault.message} Restarting`, restartExitCode));
}
