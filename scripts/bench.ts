/**
 * `npm run bench`: loads a deterministic, skewed directory (default 100k businesses, 1M products,
 * 100k users) into a database of its own, starts the API against it in a separate process, and
 * measures with autocannon the searches (by query class: one common word, one rare word, two
 * words, a typo, a prefix, with filters, page 5), the profile and product reads and the
 * constant-JSON ceiling, in several interleaved rounds; the same searches are run directly as the
 * SQL the API runs (the index statement and the batch read of the page) and EXPLAINed. Then
 * product writes under search load, with the search index on and dropped, and what search takes
 * on disk. Prints a markdown report and writes it (and the raw figures) to --out.
 * See docs/benchmarks.md.
 *
 * This file runs the steps in order; each lives in bench/: load-data.ts, storage.ts,
 * sql-searches.ts, api-server.ts, scenarios.ts, then the rounds (http.ts, rounds.ts), the writes
 * (writes.ts) and the report (report.ts). `--posts`, `--messages`, `--buying-requests`,
 * `--overhead`, `--lab`, `--mixed` and `--startup` run workloads of their own instead (bench/posts/,
 * bench/messages/, bench/buying-requests/, bench/overhead/, bench/lab/, bench/mixed/,
 * bench/startup.ts).
 */
import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { benchAuthUrl, startServer, stopServer } from './bench/api-server.ts';
import { benchSizes } from './bench/bulk-load.ts';
import { applyCoreLayout } from './bench/cores.ts';
import { releaseBenchDatabase } from './bench/database.ts';
import { measureHttp } from './bench/http.ts';
import { loadBenchData } from './bench/load-data.ts';
import { benchMachine, databaseLabel } from './bench/machine.ts';
import { parseBenchOptions } from './bench/options.ts';
import { buildQuerySet, type SearchEndpoint } from './bench/queries.ts';
import { renderReport, type BenchResults } from './bench/report.ts';
import { writeReport } from './bench/report-files.ts';
import { medians, push, type Rounds } from './bench/rounds.ts';
import { buildScenarios, probeScenarios } from './bench/scenarios.ts';
import { loadSearchSql } from './bench/search-sql.ts';
import { explainSearches, measureSqlScenario, timeSearchesAlone } from './bench/sql-searches.ts';
import { measureSearchStorage } from './bench/storage.ts';
import { benchAuthKeys, measureWrites, prepareWriters, type WriteResults } from './bench/writes.ts';

const options = parseBenchOptions(process.argv.slice(2));
if (options.mixed) {
  // A workload of its own on whole products (bench/mixed/run.ts); nothing below runs.
  const { runMixedBench } = await import('./bench/mixed/run.ts');
  await runMixedBench(process.argv.slice(2));
  process.exit(0);
}
if (options.startup) {
  const { measureStartup, renderStartup } = await import('./bench/startup.ts');
  mkdirSync(options.out, { recursive: true });
  console.info(renderStartup(await measureStartup({ later: options.rounds, out: options.out })));
  process.exit(0);
}
const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
if (options.overhead) {
  const { runOverheadBench } = await import('./bench/overhead/run.ts');
  await runOverheadBench(options, command);
  process.exit(0);
}
if (options.lab) {
  const { runLabBench } = await import('./bench/lab/run.ts');
  await runLabBench(options, command);
  process.exit(0);
}
if (options.posts) {
  const { runPostsBench } = await import('./bench/posts/run.ts');
  await runPostsBench(options, command);
  process.exit(0);
}
if (options.buyingRequests) {
  const { runRfqBench } = await import('./bench/buying-requests/run.ts');
  await runRfqBench(options, command, process.argv.slice(2));
  process.exit(0);
}
if (options.messages) {
  const { runMessagesBench } = await import('./bench/messages/run.ts');
  await runMessagesBench(options, command);
  process.exit(0);
}
const log = (line: string) => console.info(line);
mkdirSync(options.out, { recursive: true });

const sizes = benchSizes(options.size);
log(
  `Benchmark on ${options.db}: ${sizes.businesses.toLocaleString('en')} businesses, up to ` +
    `${sizes.products.toLocaleString('en')} products, ${sizes.users.toLocaleString('en')} users ` +
    `(seed ${options.seed}); ${options.rounds} rounds of ${options.duration} s at ${options.connections} connections` +
    `, ${options.pool} connections to PostgreSQL.`,
);

// ---- load ---------------------------------------------------------------------------------------
const { db, sqlRunner, load, dbFacts } = await loadBenchData(options, log);
const storage = await measureSearchStorage(sqlRunner);

// From here on the measurements: the database on cores of its own where it can be (bench/cores.ts).
// The server started below inherits this process's cores.
const layout = applyCoreLayout(options.cores, db.serverTarget, cpus().length);
log(`Cores: ${layout.detail}.`);

const queries = buildQuerySet(options.seed, options.size);
const searchSql = await loadSearchSql();
const endpoints: SearchEndpoint[] = ['business', 'product', 'user'];
const sqlRounds: Rounds = new Map();
const sqlNoCountRounds: Rounds = new Map();
// The SQL run directly goes through a pool opened as the API's (database.ts).
const sqlContext = { searchSql, db: db.direct, queries, options, sqlRounds, sqlNoCountRounds };

const explains = await explainSearches(searchSql, db.direct, queries, endpoints);
const alone = await timeSearchesAlone(searchSql, db.direct, queries, endpoints, log);

// ---- the API server -----------------------------------------------------------------------------
// It trusts the bench's key for access tokens: the writers sign their own (bench/writes.ts).
const authKeys = benchAuthKeys();
const server = await startServer(db.serverTarget, options, { publicKeyPem: authKeys.publicKeyPem });
const baseUrl = `http://127.0.0.1:${server.port}`;

const { scenarios, constant } = buildScenarios(queries, endpoints);
const { totals, unavailable } = await probeScenarios(baseUrl, [...scenarios, constant], log);
if (unavailable[constant.name]) {
  await stopServer(server.child);
  throw new Error(`The constant-JSON endpoint is not available: ${unavailable[constant.name]}`);
}
const timed = scenarios.filter((s) => !unavailable[s.name]);

const httpRounds: Rounds = new Map();
const warm = { connections: options.connections, duration: options.quick ? 0.3 : 1 };
// The server's process, for what each request costs it in CPU (bench/cpu.ts).
const measured = { ...options, apiPid: server.child.pid };
for (const s of [...timed, constant]) await measureHttp(baseUrl, s.requests, warm);

for (let r = 1; r <= options.rounds; r++) {
  log(`Round ${r} of ${options.rounds}…`);
  push(httpRounds, constant.name, await measureHttp(baseUrl, constant.requests, measured));
  for (const [i, s] of timed.entries()) {
    push(httpRounds, s.name, await measureHttp(baseUrl, s.requests, measured));
    if (s.kind === 'search') await measureSqlScenario(sqlContext, s.endpoint!, s.group!);
    // The ceiling is measured between the blocks as well, so it sees the same machine load.
    if ((i + 1) % 5 === 0)
      push(httpRounds, constant.name, await measureHttp(baseUrl, constant.requests, measured));
  }
}

// ---- writes under search load -------------------------------------------------------------------
let writes: WriteResults | undefined;
let writesUnavailable: string | undefined;
try {
  const searchRequests = (kinds: SearchEndpoint[]) =>
    timed.filter((s) => s.kind === 'search' && kinds.includes(s.endpoint!)).flatMap((s) => s.requests);
  writes = await measureWrites({
    baseUrl,
    runner: sqlRunner,
    writers: await prepareWriters(sqlRunner, 8, { keys: authKeys, issuer: benchAuthUrl }),
    searches: { all: searchRequests(endpoints), withoutProducts: searchRequests(['business', 'user']) },
    connections: options.connections,
    duration: options.duration * 2,
    rounds: options.rounds,
    restore: options.keep || options.reuse,
    log,
  });
} catch (err) {
  writesUnavailable = `failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300);
  log(`Writes not measured: ${writesUnavailable}`);
}
await stopServer(server.child);

const results: BenchResults = {
  options,
  command,
  machine: {
    ...benchMachine(),
    database: databaseLabel(options.db, dbFacts.version),
    layout: layout.detail,
    layoutKind: layout.layout,
  },
  load,
  data: {
    businesses: Number(dbFacts.businesses),
    products: Number(dbFacts.products),
    users: Number(dbFacts.users),
    size: String(dbFacts.size),
  },
  words: queries.words,
  topCountries: queries.topCountries,
  totals,
  http: medians(httpRounds),
  sql: medians(sqlRounds),
  sqlNoCount: medians(sqlNoCountRounds),
  sqlAvailable: searchSql !== null,
  countSwitch: searchSql?.countSwitch ?? false,
  explains,
  alone,
  storage,
  ...(writes ? { writes } : {}),
  ...(writesUnavailable ? { writesUnavailable } : {}),
  scenarios: timed.map(({ name, kind, endpoint, group }) => ({ name, kind, endpoint, group })),
  unavailable,
  constantName: constant.name,
};
const base = join(options.out, `bench-${options.db}-${options.size}`);
writeReport(base, renderReport(results), results);
log(`Written to ${base}.md and .json`);
await releaseBenchDatabase(db, options);
