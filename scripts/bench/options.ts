/**
 * Command-line options of `npm run bench` (scripts/bench.ts). Sizes are factors of the full data
 * set (`benchmarkSizes`: 100k businesses, 1M products, 100k users).
 */
import { defaultPoolSize } from '@wbn/db';
import type { CoreLayout } from './cores.ts';
import { mixedUsage } from './mixed/options.ts';
import { numberFlag } from './flags.ts';

export type BenchDb = 'postgres' | 'embedded';

export interface BenchOptions {
  db: BenchDb;
  /** Fraction of the full size (1 = 100k businesses). */
  size: number;
  /** Server to create the bench database on (`wbn_bench`, dropped and created anew). */
  databaseUrl: string;
  /** Name of the database created on that server. */
  databaseName: string;
  seed: string;
  /** Seconds per measurement. */
  duration: number;
  rounds: number;
  connections: number;
  /**
   * Connections from the API to PostgreSQL (DATABASE_POOL_SIZE), and for the SQL run directly:
   * `connections` clients share them, as the API's requests do.
   */
  pool: number;
  /** Reuse a database loaded by an earlier run with the same options (skip the load). */
  reuse: boolean;
  /** Keep the database afterwards (default: dropped). */
  keep: boolean;
  /** Where the markdown result and the raw figures go. */
  out: string;
  quick: boolean;
  /** Which cores each party runs on while measuring (bench/cores.ts); PostgreSQL only. */
  cores: CoreLayout;
  /** Run the mixed read/write workload instead (bench/mixed/run.ts reads its own options). */
  mixed: boolean;
  /** Time npm start to health 200 instead: the first start, then --rounds later ones. */
  startup: boolean;
  /** The newsfeed, timelines and comment pages on 1M posts instead (bench/posts/run.ts). */
  posts: boolean;
  /** The API's own cost per request against a bare Fastify route instead (bench/overhead/run.ts). */
  overhead: boolean;
  /** LCP, TBT and CLS of the demo directory's pages in Chromium instead (bench/lab/run.ts). */
  lab: boolean;
  /** The message center instead: inbox pages and live delivery across two instances (bench/messages/run.ts). */
  messages: boolean;
  /** The buying-requests board and comparison at 100k requests / 1M quotes instead (bench/buying-requests/run.ts). */
  buyingRequests: boolean;
}

/** The options a mode's results record of how the HTTP rounds ran (--posts, --messages). */
export type HttpRunOptions = Pick<BenchOptions, 'size' | 'rounds' | 'duration' | 'connections' | 'pool'>;

export function httpRunOptions(o: BenchOptions): HttpRunOptions {
  return { size: o.size, rounds: o.rounds, duration: o.duration, connections: o.connections, pool: o.pool };
}

export const benchUsage = `npm run bench -- [options]
  --quick                 small data (size 0.01), 2 rounds of 1 s: CI-friendly, about 3 minutes
  --size=<factor>         data size as a factor of 100k businesses / 1M products / 100k users
  --db=postgres|embedded  database: the server at --database-url, or an embedded one of the
                          bench's own under --out (as npm start runs it)
  --database-url=<url>    PostgreSQL server to create the bench database on
                          (default postgres://postgres@127.0.0.1:5432/postgres)
  --database-name=<name>  database to create and drop there (default wbn_bench)
  --duration=<seconds>    length of one measurement (default 5; quick 1; SQL timings half of it)
  --rounds=<n>            rounds of every measurement; medians are reported (default 3; quick 2)
  --connections=<n>       concurrent connections (default 8)
  --pool=<n>              the API's connections to PostgreSQL, and the SQL timings' (default:
                          the API's own default, this machine's cores)
  --reuse                 keep the data of an earlier run with the same size and seed
  --keep                  do not drop the database at the end
  --out=<dir>             where results go (default .tmp/bench)
  --seed=<text>           generator seed (default wbn-bench)
  --cores=shared|split    shared (default): every process on every core; split: while measuring,
                          a local PostgreSQL runs on the first half of the cores and the API and
                          the load generator on the rest, as with a database host of its own;
                          the API over the SQL is judged only in a split run
  --mixed                 instead of the above: a mixed read/write workload on whole products
                          started per target (--targets=embedded,postgres); its
                          options: \`npm run bench -- --mixed --help\`
  --startup               instead of the above: npm start on the embedded database to health
                          200, the first start (with the demo directory), then --rounds later ones
  --posts                 instead of the above: the newsfeed, timelines and comment pages on 1M
                          posts and 100k users (--size scales them), in <database-name>_posts
  --overhead              instead of the above: the API's own cost per request against a bare
                          Fastify route, request logs silent and at info, a cached product read
  --lab                   instead of the above: the home, search, business and product pages of
                          the demo directory in Chromium, CPU slowed 4x, cold cache: largest
                          contentful paint, total blocking time and layout shift, the median of
                          --rounds loads each
  --messages              instead of the above: the message center, in <database-name>_messages:
                          thread list and message pages of an inbox of 10,000 threads, then two
                          API instances sharing Redis (REDIS_URL, default redis://127.0.0.1:6379),
                          1,000 streams on one and 100 messages/s sent through the other: delivery
                          latency, losses, memory per open stream (--size scales the threads and
                          streams; --quick sends for 5 s instead of 30)
  --buying-requests       instead of the above: the buying-requests board (first and deep
                          pages, filters, search by class) as a visitor and the buyer's
                          comparison, on 100k requests and 1M quotes (--size scales them), at 2
                          connections unless --connections says otherwise, in <database-name>_rfq;
                          with the statements a comparison costs`;

export function parseBenchOptions(argv: string[]): BenchOptions {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.info(argv.includes('--mixed') ? mixedUsage : benchUsage);
      process.exit(0);
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unknown argument ${arg}\n\n${benchUsage}`);
    flags.set(m[1]!, m[2] ?? 'true');
  }
  const known = [
    'quick',
    'size',
    'db',
    'database-url',
    'database-name',
    'duration',
    'rounds',
    'connections',
    'pool',
    'reuse',
    'keep',
    'out',
    'seed',
    'cores',
    'mixed',
    'targets',
    'startup',
    'posts',
    'overhead',
    'lab',
    'messages',
    'buying-requests',
  ];
  for (const k of flags.keys())
    if (!known.includes(k)) throw new Error(`Unknown option --${k}\n\n${benchUsage}`);

  const quick = flags.get('quick') === 'true';
  const db = (flags.get('db') ?? 'postgres') as BenchDb;
  if (db !== 'postgres' && db !== 'embedded') throw new Error('--db must be postgres or embedded');
  const number = (name: string, fallback: number, min: number, max: number) =>
    numberFlag(flags, name, fallback, min, max);
  const databaseName = flags.get('database-name') ?? 'wbn_bench';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseName))
    throw new Error('--database-name: lower-case letters, digits, _');
  if (databaseName === 'test' || databaseName === 'postgres') {
    throw new Error(`--database-name ${databaseName}: the bench drops its database; choose another name`);
  }
  const cores = (flags.get('cores') ?? 'shared') as CoreLayout;
  if (cores !== 'split' && cores !== 'shared') throw new Error('--cores must be split or shared');
  return {
    db,
    size: number('size', quick ? 0.01 : 1, 0.0005, 2),
    databaseUrl: flags.get('database-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    databaseName,
    seed: flags.get('seed') ?? 'wbn-bench',
    duration: number('duration', quick ? 1 : 5, 0.5, 120),
    rounds: Math.round(number('rounds', quick ? 2 : 3, 1, 20)),
    connections: Math.round(number('connections', 8, 1, 256)),
    pool: Math.round(number('pool', defaultPoolSize(), 1, 200)),
    reuse: flags.get('reuse') === 'true',
    keep: flags.get('keep') === 'true',
    out: flags.get('out') ?? '.tmp/bench',
    quick,
    cores,
    mixed: flags.get('mixed') === 'true',
    startup: flags.get('startup') === 'true',
    posts: flags.get('posts') === 'true',
    overhead: flags.get('overhead') === 'true',
    lab: flags.get('lab') === 'true',
    messages: flags.get('messages') === 'true',
    buyingRequests: flags.get('buying-requests') === 'true',
  };
}
