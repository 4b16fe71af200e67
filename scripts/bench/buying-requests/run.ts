/**
 * `npm run bench -- --buying-requests`: the board of buying requests and its search at 100k
 * requests / 1M quotes (load.ts), through the API as a visitor reads it (the board is public),
 * and the buyer's comparison of a request with ten quotes, in interleaved rounds at 2 connections
 * (decision 0023's target: the board's p95 ≤ 50 ms). Then the statements a comparison costs,
 * counted from the database's transaction counter (each autocommitted statement is one), and the
 * board's first statement EXPLAINed. Its own database, `<database-name>_rfq`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buyingRequestLimits } from '@wbn/contracts';
import { encodeKeyset } from '../../../apps/api/src/lib/keyset-cursor.ts';
import { benchAuthUrl, startServer, stopServer } from '../api-server.ts';
import { loadUnlessReused, openBenchDatabase, releaseBenchDatabase } from '../database.ts';
import { expectScenariosAnswer, measureRounds, probe, type HttpRequest } from '../http.ts';
import { benchMachine, databaseLabel } from '../machine.ts';
import { httpRunOptions, type BenchOptions } from '../options.ts';
import { writeReport } from '../report-files.ts';
import { medians } from '../rounds.ts';
import type { SqlRunner } from '../sql-runner.ts';
import { benchAuthKeys, signBenchToken } from '../tokens.ts';
import { boardPosition, describeRfqData, loadRfqData, rfqSizes, rfqTexts, type RfqText } from './load.ts';
import { renderRfqReport, type RfqResults } from './report.ts';

/** How deep the deep board pages start (50 pages of 20). */
const boardDepth = 1000;
/** Requests compared, each as its own buyer. */
const comparisons = 20;
/** Sequential comparison reads whose statements are counted. */
const countedReads = 200;

/** Words a buyer types: not the glue of a sentence. */
const glue = new Set(
  'with their from that this your each more than after before other under over into also when only'.split(
    ' ',
  ),
);

/** The words of a text as the board's `simple` text search splits them. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The board's searches by class, from the request texts: the title words most texts share
 * (common), words of one text only (rare), two words of one title (pair), the first four letters
 * of a long title word (prefix).
 */
export function boardSearches(texts: readonly RfqText[]) {
  const inDocs = new Map<string, number>();
  for (const t of texts)
    for (const w of new Set(wordsOf(`${t.title} ${t.description}`))) inDocs.set(w, (inDocs.get(w) ?? 0) + 1);
  const searchable = (w: string) => w.length >= 5 && !glue.has(w) && !/^\d/.test(w);
  const titleWords = texts.map((t) => wordsOf(t.title).filter(searchable));
  // What a buyer types is a word of a title; the common ones are those most texts share.
  const common = [...new Set(titleWords.flat())]
    .sort((a, b) => inDocs.get(b)! - inDocs.get(a)! || a.localeCompare(b))
    .slice(0, 6);
  const rare = titleWords
    .map((ws) => ws.find((w) => inDocs.get(w) === 1))
    .filter((w): w is string => Boolean(w))
    .slice(0, 6);
  const pair = titleWords
    .filter((ws) => ws.length >= 2)
    .slice(0, 6)
    .map((ws) => `${ws[0]} ${ws[1]}`);
  const prefix = [
    ...new Set(
      titleWords
        .flat()
        .filter((w) => w.length >= 7)
        .map((w) => w.slice(0, 4)),
    ),
  ].slice(0, 6);
  return { common, rare, pair, prefix };
}

export async function runRfqBench(base: BenchOptions, command: string, argv: string[]): Promise<void> {
  // Decision 0023's figure is at 2 connections; --connections says otherwise.
  const connections = argv.some((a) => a.startsWith('--connections')) ? base.connections : 2;
  const options = { ...base, connections, databaseName: `${base.databaseName}_rfq` };
  const log = (line: string) => console.info(line);
  mkdirSync(options.out, { recursive: true });
  const sizes = rfqSizes(options.size);
  log(
    `Buying-requests benchmark on ${options.db}: ${sizes.requests.toLocaleString('en')} requests, ` +
      `${sizes.quotes.toLocaleString('en')} quotes, ${sizes.businesses.toLocaleString('en')} businesses; ` +
      `${options.rounds} rounds of ${options.duration} s at ${options.connections} connections.`,
  );

  const db = await openBenchDatabase(options);
  const sql = db.runners[0]!;
  const loadSeconds = await loadUnlessReused(db, options, log, () =>
    loadRfqData(db.runners, { seed: options.seed, factor: options.size, log }),
  );
  const facts = await describeRfqData(sql, comparisons);
  const { rows: dbRows } = await sql.query(
    `SELECT (SELECT count(*) FROM buying_requests)::int AS requests,
            (SELECT count(*) FROM buying_request_quotes)::int AS quotes,
            (SELECT count(*) FROM businesses)::int AS businesses,
            version() AS version, pg_size_pretty(pg_database_size(current_database())) AS size`,
  );
  const counts = dbRows[0]!;
  log(
    `Database: ${String(counts.requests)} requests, ${String(counts.quotes)} quotes, ` +
      `${facts.onBoard} on the board, ${String(counts.size)}.`,
  );

  const searches = boardSearches(rfqTexts(options.seed));
  const { rows: countries } = await sql.query(
    `SELECT delivery_country AS code FROM buying_requests
      WHERE status = 'open' AND visibility = 'open' AND deadline > now()
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 6`,
  );
  const { rows: categories } = await sql.query(
    `SELECT category_id AS id FROM buying_requests
      WHERE status = 'open' AND visibility = 'open' AND deadline > now()
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 6`,
  );
  // A small run's board is shorter: half of it deep.
  const depth = Math.max(buyingRequestLimits.pageSize, Math.min(boardDepth, Math.floor(facts.onBoard / 2)));
  const deep: string[] = [];
  for (let k = 0; k < 6; k++) {
    const at = await boardPosition(sql, depth + k * buyingRequestLimits.pageSize);
    if (at) deep.push(encodeKeyset(at));
  }
  const board = (query: Record<string, string>[]): HttpRequest[] =>
    query.map((q) => ({ method: 'GET', path: `/api/buying-requests?${new URLSearchParams(q).toString()}` }));
  const industries = Array.from({ length: 15 }, (_, i) => `i${String(i + 1).padStart(4, '0')}`);

  const keys = benchAuthKeys();
  const compare: HttpRequest[] = [];
  for (const c of facts.compared) {
    const token = await signBenchToken(sql, { keys, issuer: benchAuthUrl }, c.buyer);
    compare.push({
      method: 'GET',
      path: `/api/buying-requests/${c.requestId}`,
      headers: { 'wbn-auth': token },
    });
  }

  const scenarios: { name: string; requests: HttpRequest[] }[] = [
    { name: 'board, first page', requests: board([{}]) },
    {
      name: `board, ${depth.toLocaleString('en')} requests deep`,
      requests: board(deep.map((cursor) => ({ cursor }))),
    },
    { name: 'board by industry', requests: board(industries.map((industry) => ({ industry }))) },
    {
      name: 'board by category',
      requests: board(categories.map((c) => ({ category: String(c.id) }))),
    },
    {
      name: 'board by delivery country',
      requests: board(countries.map((c) => ({ country: String(c.code) }))),
    },
    { name: 'search, common word', requests: board(searches.common.map((q) => ({ q }))) },
    { name: 'search, rare word', requests: board(searches.rare.map((q) => ({ q }))) },
    { name: 'search, two words', requests: board(searches.pair.map((q) => ({ q }))) },
    { name: 'search, prefix', requests: board(searches.prefix.map((q) => ({ q }))) },
    {
      name: 'search, common word in a country',
      requests: board(
        searches.common.map((q, i) => ({ q, country: String(countries[i % countries.length]!.code) })),
      ),
    },
    { name: `comparison (the buyer's, ${comparisons} requests of 10 quotes)`, requests: compare },
  ];

  const empty = scenarios.filter((s) => s.requests.length === 0).map((s) => s.name);
  if (empty.length) throw new Error(`nothing to send for: ${empty.join(', ')}`);

  const server = await startServer(db.serverTarget, options, { publicKeyPem: keys.publicKeyPem });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  try {
    const timed = scenarios.map((s) => ({ ...s, url: baseUrl, pid: server.child.pid }));
    await expectScenariosAnswer(timed);
    const checks = await checkPages(baseUrl, compare[0]!, scenarios[0]!.requests[0]!);
    const http = await measureRounds(timed, { ...options, warmDuration: 1, log });
    log('Counting the statements of a comparison…');
    const statements = await statementsPerRead(sql, baseUrl, compare);
    const plan = await explainBoard(sql, searches.pair[0] ?? 'stainless steel');

    const results: RfqResults = {
      command,
      machine: { ...benchMachine(), database: databaseLabel(options.db, counts.version) },
      options: httpRunOptions(options),
      data: {
        requests: Number(counts.requests),
        quotes: Number(counts.quotes),
        businesses: Number(counts.businesses),
        onBoard: facts.onBoard,
        size: String(counts.size),
        loadSeconds,
      },
      searches,
      http: medians(http),
      scenarios: scenarios.map((s) => s.name),
      statements,
      plan,
      checks,
    };
    const file = join(options.out, `bench-rfq-${options.db}-${options.size}`);
    writeReport(file, renderRfqReport(results), results);
    log(`Written to ${file}.md and .json`);
  } finally {
    await stopServer(server.child);
    await releaseBenchDatabase(db, options);
  }
}

/** Before timing: the comparison carries its ten quotes and the board a full page. */
async function checkPages(baseUrl: string, comparison: HttpRequest, board: HttpRequest): Promise<string[]> {
  const page = (await probe(baseUrl, comparison)).json as { data?: { role?: string; quotes?: unknown[] } };
  if (page.data?.role !== 'buyer' || (page.data.quotes?.length ?? 0) < 10)
    throw new Error(`the comparison answered ${JSON.stringify(page).slice(0, 200)}`);
  const first = (await probe(baseUrl, board)).json as {
    data?: { requests?: unknown[]; nextCursor?: string };
  };
  if ((first.data?.requests?.length ?? 0) !== buyingRequestLimits.pageSize || !first.data?.nextCursor)
    throw new Error('the board did not answer a full first page');
  return [
    `the comparison is the buyer's, with ${page.data.quotes!.length} quotes`,
    `the board answers ${buyingRequestLimits.pageSize} requests a page with a next cursor`,
  ];
}

/** The bench database's committed transactions so far (statements, as the API autocommits them). */
async function transactions(sql: SqlRunner): Promise<number> {
  const { rows } = await sql.query(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]!.n);
}

/** PostgreSQL reports an idle backend's counts within ten seconds: wait that long, then read. */
const settled = async (sql: SqlRunner) => {
  await new Promise((r) => setTimeout(r, 11_000));
  return transactions(sql);
};

/**
 * Statements a comparison read costs: `countedReads` sequential reads, the database's transaction
 * counter before and after (less what the same wait counts without any read, and this process's
 * own two reads of the counter).
 */
async function statementsPerRead(
  sql: SqlRunner,
  baseUrl: string,
  reads: readonly HttpRequest[],
): Promise<{ perRead: number; reads: number; idle: number }> {
  const quiet0 = await settled(sql);
  const quiet1 = await settled(sql);
  const idle = quiet1 - quiet0;
  const before = quiet1;
  for (let i = 0; i < countedReads; i++) {
    const { status } = await probe(baseUrl, reads[i % reads.length]!);
    if (status !== 200) throw new Error(`a comparison read answered ${status}`);
  }
  const after = await settled(sql);
  return { perRead: Math.max(0, after - before - idle) / countedReads, reads: countedReads, idle };
}

/**
 * The board's first statement for a text (`boardRecent`: the text matched among the 2,000 newest
 * requests, then their rows), as the repository writes it, EXPLAINed after warming.
 */
async function explainBoard(sql: SqlRunner, words: string): Promise<string> {
  const statement = `SELECT r.request_id, r.title, b.company_name, c.name FROM buying_requests r
       JOIN businesses b ON b.business_id = r.buyer_business_id JOIN categories c ON c.id = r.category_id
     WHERE r.request_id IN (
       SELECT w.request_id FROM (
         SELECT request_id, published_at, search_doc FROM buying_requests
          WHERE status = 'open' AND visibility = 'open' AND deadline > now()
          ORDER BY published_at DESC NULLS LAST, request_id DESC NULLS LAST LIMIT 2000) w
        WHERE w.search_doc @@ to_tsquery('simple', $1)
        ORDER BY w.published_at DESC NULLS LAST, w.request_id DESC NULLS LAST LIMIT 21)
     ORDER BY r.published_at DESC NULLS LAST, r.request_id DESC NULLS LAST LIMIT 21`;
  const query = words
    .split(' ')
    .map((w) => `${w}:*`)
    .join(' & ');
  for (let i = 0; i < 3; i++) await sql.query(statement, [query]);
  const { rows } = await sql.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`, [query]);
  return rows.map((r) => String(r['QUERY PLAN'])).join('\n');
}
