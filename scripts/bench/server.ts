/**
 * The API under test, in a process of its own so that the load generator does not share its event
 * loop: `node --import tsx scripts/bench/server.ts` with BENCH_DATABASE (a postgres:// URL or a
 * PGlite data folder) and PORT. Prints "ready <port>" once listening; ends on SIGTERM.
 */
import { buildApp, loadConfig } from '@wbn/api';
import { openDatabase } from '@wbn/db';

const target = process.env.BENCH_DATABASE;
if (!target) throw new Error('BENCH_DATABASE is required');
const isUrl = /^postgres(ql)?:\/\//.test(target);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  // The benchmark is the only client: the per-address limit would otherwise cut it off.
  RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  DATA_DIR: isUrl ? (process.env.DATA_DIR ?? '.tmp/bench/server-data') : target,
  DATABASE_URL: isUrl ? target : '',
});
const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
const app = await buildApp({ db: handle.db, config, logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.info(`ready ${typeof address === 'object' && address ? address.port : config.port}`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  })();
});
