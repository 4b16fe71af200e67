/**
 * `npm run bench`: loads a deterministic, skewed directory (default 100k businesses, 1M products,
 * 100k users) into a database of its own, starts the API against it in a separate process, and
 * measures with autocannon the searches (grouped by how common their words are: common, rare,
 * typo, filtered, deep page), the profile and product reads and the constant-JSON ceiling, in
 * several interleaved rounds; where the search module exposes its SQL, the same SQL is timed
 * directly and EXPLAINed. Prints a markdown report and writes it (and the raw figures) to --out.
 * See docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { bulkLoad, benchSizes } from './bench/bulk-load.ts';
import { applyCoreLayout } from './bench/cores.ts';
import { markLoaded, openBenchDatabase } from './bench/database.ts';
import { measureHttp, probe, type HttpRequest } from './bench/http.ts';
import { parseBenchOptions } from './bench/options.ts';
import {
  buildQuerySet,
  searchGroups,
  searchPaths,
  type SearchEndpoint,
  type SearchGroup,
} from './bench/queries.ts';
import { renderReport, type BenchResults, type Scenario } from './bench/report.ts';
import { loadSearchSql } from './bench/search-sql.ts';
import { explain, measureSql, timeAlone } from './bench/sql.ts';
import { medianOf, type Summary } from './bench/stats.ts';

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
const log = (line: string) => console.info(line);
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
mkdirSync(options.out, { recursive: true });

const sizes = benchSizes(options.size);
log(
  `Benchmark on ${options.db}: ${sizes.businesses.toLocaleString('en')} businesses, up to ` +
    `${sizes.products.toLocaleString('en')} products, ${sizes.users.toLocaleString('en')} users ` +
    `(seed ${options.seed}); ${options.rounds} rounds of ${options.duration} s at ${options.connections} connections` +
    `, ${options.pool} connections to PostgreSQL.`,
);

// ---- load ---------------------------------------------------------------------------------------
const db = await openBenchDatabase(options);
const [sqlRunner] = db.runners;
if (!sqlRunner) throw new Error('no connection');
const load: BenchResults['load'] = { reused: db.reused, seconds: 0, analyzeSeconds: 0, counts: null };
if (db.reused) {
  log('Reusing the data of an earlier run (--reuse).');
  // A migration applied on reuse may have filled or rewritten a table: statistics and visibility
  // as after a load (quick when nothing changed).
  await sqlRunner.query('VACUUM ANALYZE users, businesses, products, search_terms, search_bits');
} else {
  log('Loading…');
  const t = performance.now();
  load.counts = await bulkLoad(db.runners, { seed: options.seed, factor: options.size, log });
  load.seconds = seconds(performance.now() - t);
  const a = performance.now();
  // VACUUM also sets the visibility map, so index-only scans work from the first query.
  await sqlRunner.query(
    'VACUUM ANALYZE auth_accounts, users, businesses, business_categories, business_members, business_certificates, products, search_words, search_terms, search_bits',
  );
  load.analyzeSeconds = seconds(performance.now() - a);
  await markLoaded(db, options);
  log(`Loaded in ${load.seconds} s, VACUUM ANALYZE ${load.analyzeSeconds} s.`);
}
const { rows: countRows } = await sqlRunner.query(
  `SELECT (SELECT count(*) FROM businesses)::int AS businesses, (SELECT count(*) FROM products)::int AS products,
          (SELECT count(*) FROM users)::int AS users, version() AS version,
          pg_size_pretty(pg_database_size(current_database())) AS size`,
);
const dbFacts = countRows[0]!;
log(
  `Database: ${String(dbFacts.businesses)} businesses, ${String(dbFacts.products)} products, ${String(dbFacts.users)} users, ${String(dbFacts.size)}.`,
);

// From here on the measurements: the database on cores of its own where it can be (bench/cores.ts).
// The server started below inherits this process's cores.
const layout = applyCoreLayout(options.cores, db.serverTarget, cpus().length);
log(`Cores: ${layout.detail}.`);

const queries = buildQuerySet(options.seed, options.size);
const searchSql = await loadSearchSql();
const endpoints: SearchEndpoint[] = ['business', 'product', 'user'];
const sqlRounds = new Map<string, Summary[]>();
const sqlNoCountRounds = new Map<string, Summary[]>();
const explains: BenchResults['explains'] = [];
const push = (map: Map<string, Summary[]>, key: string, s: Summary) =>
  map.set(key, [...(map.get(key) ?? []), s]);

async function measureSqlScenario(endpoint: SearchEndpoint, group: SearchGroup) {
  if (!searchSql) return;
  const bodies = queries.search[endpoint][group];
  const key = `${endpoint}:${group}`;
  const searches = (count: boolean) =>
    bodies.map((b) => () => searchSql.run(sqlRunner!, endpoint, b, { count }));
  // Half the HTTP duration: enough samples for medians, and the two variants share one slot.
  const sqlOptions = { connections: options.connections, duration: options.duration / 2 };
  push(sqlRounds, key, await measureSql(searches(true), sqlOptions));
  if (searchSql.countSwitch) push(sqlNoCountRounds, key, await measureSql(searches(false), sqlOptions));
}

if (searchSql) {
  for (const endpoint of endpoints)
    for (const group of searchGroups) {
      const body = queries.search[endpoint][group][0];
      if (!body) continue;
      const statements = await searchSql.run(sqlRunner, endpoint, body, { count: true });
      explains.push({ endpoint, group, body, plan: await explain(sqlRunner, statements) });
    }
}
// Each common and rare search alone on one connection: what it costs without queueing, so that
// the cost of a search can be set against how many rows its words match.
const alone: BenchResults['alone'] = [];
if (searchSql) {
  log('Timing each common and rare search alone…');
  for (const endpoint of endpoints)
    for (const group of ['common', 'rare'] as const)
      for (const body of queries.search[endpoint][group]) {
        const time = (count: boolean) => timeAlone(() => searchSql.run(sqlRunner, endpoint, body, { count }));
        alone.push({
          endpoint,
          group,
          textQuery: body.textQuery,
          ms: await time(true),
          msNoCount: await time(false),
        });
      }
}

// ---- the API server -----------------------------------------------------------------------------
const server = await startServer(db.serverTarget);
const baseUrl = `http://127.0.0.1:${server.port}`;

const scenarios: Scenario[] = [];
for (const endpoint of endpoints)
  for (const group of searchGroups)
    scenarios.push({
      name: `${endpoint} search: ${group}`,
      kind: 'search',
      endpoint,
      group,
      requests: queries.search[endpoint][group].map((body): HttpRequest => ({
        method: 'POST',
        path: searchPaths[endpoint],
        body,
      })),
    });
scenarios.push({
  name: 'business profile read',
  kind: 'read',
  requests: queries.businessIds.map((id) => ({ method: 'GET', path: `/api/business/profile/${id}` })),
});
scenarios.push({
  name: 'product read',
  kind: 'read',
  requests: queries.productIds.map((id) => ({ method: 'GET', path: `/api/product/${id}` })),
});
const constant: Scenario = {
  name: 'constant JSON (ceiling)',
  kind: 'constant',
  requests: [{ method: 'GET', path: '/api/health/constant' }],
};

// Every scenario's first request must succeed to be timed (a route not built yet is reported as
// unavailable); the totals show how many rows each group matches.
const totals: Record<string, number | null> = {};
const unavailable: Record<string, string> = {};
for (const s of [...scenarios, constant]) {
  const first = s.requests[0];
  if (!first) {
    unavailable[s.name] = 'no request in this group';
    continue;
  }
  const { status, json } = await probe(baseUrl, first);
  if (status !== 200) {
    unavailable[s.name] =
      `${first.method} ${first.path} answered ${status}: ${JSON.stringify(json).slice(0, 200)}`;
    log(`Skipping ${s.name}: ${unavailable[s.name]}`);
    continue;
  }
  const data = (json as { data?: Record<string, unknown> }).data;
  const total = data?.total_results ?? data?.totalResults;
  totals[s.name] = typeof total === 'number' ? total : null;
}
if (unavailable[constant.name]) {
  await stopServer(server.child);
  throw new Error(`The constant-JSON endpoint is not available: ${unavailable[constant.name]}`);
}
const timed = scenarios.filter((s) => !unavailable[s.name]);

const httpRounds = new Map<string, Summary[]>();
const warm = { connections: options.connections, duration: options.quick ? 0.3 : 1 };
// The server's process, for what each request costs it in CPU (bench/cpu.ts).
const measured = { ...options, apiPid: server.child.pid };
for (const s of [...timed, constant]) await measureHttp(baseUrl, s.requests, warm);

for (let r = 1; r <= options.rounds; r++) {
  log(`Round ${r} of ${options.rounds}…`);
  push(httpRounds, constant.name, await measureHttp(baseUrl, constant.requests, measured));
  for (const [i, s] of timed.entries()) {
    push(httpRounds, s.name, await measureHttp(baseUrl, s.requests, measured));
    if (s.kind === 'search') await measureSqlScenario(s.endpoint!, s.group!);
    // The ceiling is measured between the blocks as well, so it sees the same machine load.
    if ((i + 1) % 5 === 0)
      push(httpRounds, constant.name, await measureHttp(baseUrl, constant.requests, measured));
  }
}
await stopServer(server.child);

const results: BenchResults = {
  options,
  command,
  machine: {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    database: `${options.db === 'embedded' ? 'embedded ' : ''}${String(dbFacts.version).split(',')[0]}`,
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
  http: Object.fromEntries([...httpRounds].map(([k, v]) => [k, medianOf(v)])),
  sql: Object.fromEntries([...sqlRounds].map(([k, v]) => [k, medianOf(v)])),
  sqlNoCount: Object.fromEntries([...sqlNoCountRounds].map(([k, v]) => [k, medianOf(v)])),
  sqlAvailable: searchSql !== null,
  countSwitch: searchSql?.countSwitch ?? false,
  explains,
  alone,
  scenarios: timed.map(({ name, kind, endpoint, group }) => ({ name, kind, endpoint, group })),
  unavailable,
  constantName: constant.name,
};
const report = renderReport(results);
const base = join(options.out, `bench-${options.db}-${options.size}`);
writeFileSync(`${base}.md`, report);
writeFileSync(`${base}.json`, JSON.stringify(results, null, 2));
console.info(`\n${report}`);
log(`Written to ${base}.md and .json`);
if (!options.keep && !options.reuse) await db.destroy();
else await db.close();

// -------------------------------------------------------------------------------------------------

async function startServer(target: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/server.ts'], {
    env: {
      ...process.env,
      BENCH_DATABASE: target,
      PORT: '0',
      DATA_DIR: join(options.out, 'server-data'),
      DATABASE_POOL_SIZE: String(options.pool),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // However this process ends, the server goes with it.
  process.once('exit', () => child.kill('SIGKILL'));
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 120_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d;
      const m = /ready (\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.stderr!.on('data', (d: Buffer) => (output += d));
    // Whatever the server prints later (a crash, a database abort) is kept for the report's reader.
    const log = createWriteStream(join(options.out, 'server.log'));
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}):\n${output}`));
    });
  });
  return { child, port };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
