/**
 * `npm start`: builds the web app if it has not been built, opens the database (embedded PGlite
 * by default), applies migrations, loads reference data, and serves web + API on PORT and the
 * authentication service on AUTH_PORT, in this one process (the embedded database allows only
 * one process; with PostgreSQL the two servers can also be started apart).
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildApp, loadConfig } from '@wbn/api';
import { buildAuthApp } from '@wbn/auth';
import { openDatabase, runMigrations, seedReference } from '@wbn/db';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = loadConfig();

if (!existsSync(join(config.webDistDir, 'index.html'))) {
  console.info('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@wbn/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(handle);
const { loaded } = await seedReference(handle.db);
if (loaded) console.info('Reference data loaded.');

const api = await buildApp({ db: handle.db, config });
const auth = await buildAuthApp({ db: handle.db, config });
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
