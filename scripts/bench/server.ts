/**
 * The API under test, in a process of its own so that the load generator does not share its event
 * loop: `node --import tsx scripts/bench/server.ts` with BENCH_DATABASE (a postgres:// URL) and
 * PORT. Prints "ready <port>" once listening; ends on SIGTERM.
 *
 * BENCH_AUTH_PUBLIC_KEY (PEM), when set, is the key the API trusts for access tokens, as when the
 * auth service runs in its process: the benchmark's writers sign their own (bench/writes.ts).
 */
import { createPublicKey } from 'node:crypto';
import { buildApp, loadConfig } from '@wbn/api';
import { openPostgres } from '@wbn/db';

const target = process.env.BENCH_DATABASE;
if (!target || !/^postgres(ql)?:\/\//.test(target))
  throw new Error('BENCH_DATABASE must be a postgres:// URL');
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  // Checkout runs on the test provider: nothing is charged in a benchmark.
  PAYMENT_TEST_MODE: 'allow',
  // BENCH_LOG_LEVEL: the request logs' cost (--overhead); silent otherwise.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  // The benchmark is the only client: the per-address limit would otherwise cut it off.
  RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  // Its accounts are minutes old: the new accounts' hourly limits and the holds of one text sent to
  // many businesses (decision 0033) would refuse the writes it measures; their counts still run.
  THROTTLE_POSTS_PER_HOUR: String(1_000_000_000),
  THROTTLE_COMMENTS_PER_HOUR: String(1_000_000_000),
  THROTTLE_INQUIRIES_PER_HOUR: String(1_000_000_000),
  THROTTLE_FOLLOWS_PER_HOUR: String(1_000_000_000),
  HOLD_SAME_TEXT_BUSINESSES: String(1_000_000_000),
  DATA_DIR: process.env.DATA_DIR ?? '.tmp/bench/server-data',
  DATABASE_URL: target,
});
const handle = openPostgres(target, {
  poolSize: config.databasePoolSize,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
});
const publicKey = process.env.BENCH_AUTH_PUBLIC_KEY;
const app = await buildApp({
  db: handle.db,
  config,
  logger: config.logLevel !== 'silent',
  ...(publicKey ? { authKey: createPublicKey(publicKey) } : {}),
});
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
