/**
 * `npm start`: builds the web app if it has not been built, opens the database (embedded PGlite
 * by default), applies migrations, loads reference data, and serves web + API on PORT and the
 * authentication service on AUTH_PORT, in this one process (the embedded database allows only
 * one process; with PostgreSQL the two servers can also be started apart).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildApp, loadConfig } from '@wbn/api';
import { buildAuthApp, loadAuthConfig, loadSigningKeys } from '@wbn/auth';
import { openDatabase, runMigrations, seedReference } from '@wbn/db';

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

const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(handle);
const { loaded } = await seedReference(handle.db);
if (loaded) console.info('Reference data loaded.');

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
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: finishing open requests and closing the database…`);
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await Promise.allSettled([api.close(), auth.close()]);
  await handle.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
