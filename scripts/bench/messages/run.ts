/**
 * `npm run bench -- --messages`: the message center (issue "Measure" of inquiries and live events).
 * Its own database, `<database-name>_messages` (load.ts), and two API instances in processes of
 * their own on it, sharing Redis (`REDIS_URL`, default redis://127.0.0.1:6379; the run stops at
 * once when Redis does not answer):
 *
 * 1. the busy inbox through instance A with autocannon, as its business's owner: the thread list
 *    (first page, a page half way down, a search of a common word and of a rare name, unread
 *    only), the inbox selector's unread counts, a thread's newest messages and a page half way up
 *    the long thread; each statement also EXPLAINed as the repository runs it;
 * 2. live delivery (delivery.ts): every receiver's stream on B, B's memory before and after, then
 *    messages through A at 100 a second into the receivers' threads, timed to B's streams.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { inquiryLimits } from '@wbn/contracts';
import { sql as drizzleSql, type Database, type Queryable, type SQL } from '@wbn/db';
import { encodeKeyset } from '../../../apps/api/src/lib/keyset-cursor.ts';
import { inquiriesRepository } from '../../../apps/api/src/modules/inquiries/inquiries.repository.ts';
import { benchAuthUrl } from '../api-server.ts';
import { loadUnlessReused, openBenchDatabase, releaseBenchDatabase } from '../database.ts';
import { expectScenariosAnswer, measureRounds, probe, type HttpRequest } from '../http.ts';
import { benchMachine, databaseLabel } from '../machine.ts';
import { httpRunOptions, type BenchOptions } from '../options.ts';
import { writeReport } from '../report-files.ts';
import { medians } from '../rounds.ts';
import { benchAuthKeys, signBenchToken } from '../tokens.ts';
import { measureDelivery } from './delivery.ts';
import { checkRedis, defaultRedisUrl, startInstances, type Instance } from './instances.ts';
import {
  describeMessagesData,
  inboxMatches,
  inboxPositions,
  loadMessagesData,
  messagesSizes,
  rareName,
} from './load.ts';
import { renderMessagesReport, type MessagesResults, type PlanTiming } from './report.ts';

/** Messages a second through A, as the issue asks. */
const rate = 100;
/** The common word searched: in one of the six subjects. */
const commonWord = 'quotation';
/** Threads whose newest page is read in turn. */
const threadReads = 200;

export async function runMessagesBench(base: BenchOptions, command: string): Promise<void> {
  const options = { ...base, databaseName: `${base.databaseName}_messages` };
  const log = (line: string) => console.info(line);
  const redisUrl = process.env.REDIS_URL || defaultRedisUrl;
  // Before anything is loaded: without Redis there is nothing to measure.
  let redisVersion: string;
  try {
    redisVersion = await checkRedis(redisUrl);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  mkdirSync(options.out, { recursive: true });
  const sizes = messagesSizes(options.size);
  const sendSeconds = options.quick ? 5 : 30;
  log(
    `Message center benchmark on ${options.db}: ${sizes.inboxThreads.toLocaleString('en')} threads in one inbox, ` +
      `${sizes.receivers.toLocaleString('en')} streams; ${options.rounds} rounds of ${options.duration} s at ` +
      `${options.connections} connections; ${rate} messages/s for ${sendSeconds} s (Redis ${redisVersion} at ${redisUrl}).`,
  );
  const loadAverage = loadavg().map((l) => l.toFixed(1));

  const db = await openBenchDatabase(options);
  const sql = db.runners[0]!;
  let instances: [Instance, Instance] | null = null;
  try {
    const loadSeconds = await loadUnlessReused(db, options, log, () =>
      loadMessagesData(db.runners, { seed: options.seed, factor: options.size, log }),
    );
    const facts = await describeMessagesData(sql);
    const inbox = facts.inbox.businessID;
    const { rows: dbRows } = await sql.query(
      `SELECT (SELECT count(*) FROM inquiry_requests)::int AS threads,
              (SELECT count(*) FROM inquiry_messages)::int AS messages,
              (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM businesses)::int AS businesses,
              version() AS version, pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    const counts = dbRows[0]!;
    log(
      `Database: ${String(counts.threads)} threads, ${String(counts.messages)} messages; the inbox ` +
        `${facts.inbox.threads} threads (${facts.inbox.unread} unread messages); ${facts.pairs.length} delivery threads.`,
    );

    const keys = benchAuthKeys();
    const auth = { keys, issuer: benchAuthUrl };
    const tokens = new Map<string, string>();
    const accounts = [...facts.accounts.values()];
    for (let i = 0; i < accounts.length; i += 50)
      await Promise.all(
        accounts
          .slice(i, i + 50)
          .map(async (acc) => tokens.set(acc.id, await signBenchToken(sql, auth, acc))),
      );
    const owner = { 'wbn-auth': tokens.get(facts.inbox.owner.id)! };

    // ---- what is read ---------------------------------------------------------------------------
    const depth = Math.floor(facts.inbox.threads / 2);
    const positions = await inboxPositions(sql, inbox, depth, 8);
    const rare = await rareName(sql, inbox);
    const common = { q: commonWord, matches: await inboxMatches(sql, inbox, commonWord) };
    const { rows: threadRows } = await sql.query(
      `SELECT request_id FROM inquiry_requests WHERE from_business_id = $1 OR to_business_id = $1
        ORDER BY last_message_at DESC, request_id DESC`,
      [inbox],
    );
    const every = Math.max(1, Math.floor(threadRows.length / threadReads));
    const threads = threadRows.filter((_, i) => i % every === 0).slice(0, threadReads);
    const longDepth = Math.floor(facts.longThread.messages / 2);
    const { rows: beforeRows } = await sql.query(
      `SELECT message_id FROM inquiry_messages WHERE request_id = $1 ORDER BY seq DESC OFFSET $2 LIMIT 1`,
      [facts.longThread.requestID, longDepth],
    );
    const longBefore = String(beforeRows[0]!.message_id);
    const n = (v: number) => v.toLocaleString('en');
    const threadsOf = (v: number) => `${n(v)} thread${v === 1 ? '' : 's'}`;
    const get = (path: string): HttpRequest => ({ method: 'GET', path, headers: owner });
    const scenarios: { name: string; requests: HttpRequest[] }[] = [
      { name: 'inbox, first page', requests: [get(`/api/business/request?ubid=${inbox}`)] },
      {
        name: `inbox, ${n(depth)} threads deep`,
        requests: positions.map((p) => get(`/api/business/request?ubid=${inbox}&cursor=${encodeKeyset(p)}`)),
      },
      {
        name: `inbox, search "${common.q}" (${threadsOf(common.matches)})`,
        requests: [get(`/api/business/request?ubid=${inbox}&q=${encodeURIComponent(common.q)}`)],
      },
      {
        name: `inbox, search a rare name (${threadsOf(rare.matches)})`,
        requests: [get(`/api/business/request?ubid=${inbox}&q=${encodeURIComponent(rare.q)}`)],
      },
      { name: 'inbox, unread only', requests: [get(`/api/business/request?ubid=${inbox}&unread=true`)] },
      { name: 'inboxes with unread counts', requests: [get('/api/business/request/inboxes')] },
      {
        name: `thread, newest messages (${threads.length} threads in turn)`,
        requests: threads.map((t) =>
          get(`/api/business/request/${String(t.request_id)}/get-messages?bid=${inbox}`),
        ),
      },
      {
        name: `long thread (${n(facts.longThread.messages)} messages), ${n(longDepth)} up`,
        requests: [
          get(
            `/api/business/request/${facts.longThread.requestID}/get-messages?bid=${inbox}&before=${longBefore}`,
          ),
        ],
      },
    ];

    // ---- the statements, EXPLAINed as the repository runs them ----------------------------------
    const explained = await explainStatements(db.direct, facts.inbox.owner.id, inbox, {
      after: positions[0]!,
      common: common.q,
      rare: rare.q,
      thread: String(threads[0]!.request_id),
      long: facts.longThread.requestID,
    });
    writeFileSync(
      join(options.out, 'bench-messages-plans.txt'),
      explained.map((e) => `-- ${e.name}\n${e.plan}\n`).join('\n'),
    );

    log('Starting instances A and B…');
    instances = await startInstances({
      target: db.serverTarget,
      out: options.out,
      pool: options.pool,
      redisUrl,
      publicKeyPem: keys.publicKeyPem,
    });
    const [a, b] = instances;

    // Every scenario answers 200 before it is timed; the deep page and the searches find what SQL does.
    const timed = scenarios.map((s) => ({ ...s, url: a.url, pid: a.pid }));
    const checks: string[] = [];
    await expectScenariosAnswer(timed);
    checks.push(...(await checkInbox(a.url, owner, sql, inbox, depth, positions[0]!, rare, common)));

    log('The inbox through A…');
    const http = await measureRounds(timed, { ...options, warmDuration: options.quick ? 0.3 : 1, log });

    log('Live delivery, A to B…');
    const delivery = await measureDelivery({
      a,
      b,
      pairs: facts.pairs,
      tokens,
      rate,
      seconds: sendSeconds,
      warmSeconds: options.quick ? 1 : 3,
      log,
    });

    const results: MessagesResults = {
      command,
      machine: {
        ...benchMachine(),
        database: databaseLabel(options.db, counts.version),
        redis: redisVersion,
        loadAverage,
      },
      options: httpRunOptions(options),
      data: {
        threads: Number(counts.threads),
        messages: Number(counts.messages),
        users: Number(counts.users),
        businesses: Number(counts.businesses),
        size: String(counts.size),
        loadSeconds,
      },
      inbox: {
        threads: facts.inbox.threads,
        received: facts.inbox.received,
        unread: facts.inbox.unread,
        depth,
        rareMatches: rare.matches,
        commonMatches: common.matches,
      },
      longThread: { ...facts.longThread, depth: longDepth },
      http: medians(http),
      scenarios: scenarios.map((s) => s.name),
      plans: explained.map(({ name, ms, planningMs }) => ({ name, ms, planningMs })),
      delivery,
      checks,
    };
    const file = join(options.out, `bench-messages-${options.db}-${options.size}`);
    writeReport(file, renderMessagesReport(results), results);
    log(`Written to ${file}.md and .json (the plans in bench-messages-plans.txt).`);
  } finally {
    if (instances) await Promise.all(instances.map((i) => i.stop()));
    await releaseBenchDatabase(db, options);
  }
}

/** The API's deep page starts with the thread SQL puts next; the searches find what SQL counts. */
async function checkInbox(
  baseUrl: string,
  headers: Record<string, string>,
  sql: Parameters<typeof inboxPositions>[0],
  inbox: string,
  depth: number,
  cursor: { at: string; id: string },
  rare: { q: string; matches: number },
  common: { q: string; matches: number },
): Promise<string[]> {
  type Page = { data?: { threads?: { requestID: string }[] } };
  const [expected] = await inboxPositions(sql, inbox, depth + 1, 1);
  const { json } = await probe(baseUrl, {
    method: 'GET',
    path: `/api/business/request?ubid=${inbox}&cursor=${encodeKeyset(cursor)}`,
    headers,
  });
  const first = (json as Page).data?.threads?.[0]?.requestID;
  if (!expected || first !== expected.id)
    throw new Error(`the page ${depth} threads deep starts at ${first}, SQL says ${expected?.id}`);
  for (const s of [rare, common]) {
    const { json: found } = await probe(baseUrl, {
      method: 'GET',
      path: `/api/business/request?ubid=${inbox}&q=${encodeURIComponent(s.q)}`,
      headers,
    });
    const got = (found as Page).data?.threads?.length ?? -1;
    if (got !== Math.min(s.matches, inquiryLimits.threadsPageSize))
      throw new Error(`the search "${s.q}" gave ${got} threads, SQL counts ${s.matches}`);
  }
  return [
    `the page after thread ${depth.toLocaleString('en')} starts with the thread SQL puts next`,
    `both searches give the threads SQL's ILIKE finds`,
  ];
}

/**
 * Each statement of the measured requests, as inquiries.repository.ts builds it, run once to warm
 * and then under EXPLAIN (ANALYZE, BUFFERS): the repository is handed a connection whose
 * `execute` explains the statement instead of running it.
 */
async function explainStatements(
  db: Database,
  owner: string,
  inbox: string,
  at: { after: { at: string; id: string }; common: string; rare: string; thread: string; long: string },
): Promise<(PlanTiming & { plan: string })[]> {
  const repo = inquiriesRepository;
  const box = { kind: 'business' as const, id: inbox };
  const size = inquiryLimits.threadsPageSize + 1;
  const { rows: longRows } = await db.execute(
    drizzleSql`SELECT message_id FROM inquiry_messages WHERE request_id = ${at.long}::uuid ORDER BY seq DESC OFFSET 25 LIMIT 1`,
  );
  const statements: [string, (q: Queryable) => Promise<unknown>][] = [
    ['inbox, first page', (q) => repo.inbox(q, box, { q: null, unread: false, after: null }, size)],
    ['inbox, deep page', (q) => repo.inbox(q, box, { q: null, unread: false, after: at.after }, size)],
    ['inbox, common word', (q) => repo.inbox(q, box, { q: at.common, unread: false, after: null }, size)],
    ['inbox, rare name', (q) => repo.inbox(q, box, { q: at.rare, unread: false, after: null }, size)],
    ['inbox, unread only', (q) => repo.inbox(q, box, { q: null, unread: true, after: null }, size)],
    ['inboxes with unread counts', (q) => repo.inboxes(q, owner)],
    ['thread', (q) => repo.thread(q, at.thread)],
    ['thread, newest messages', (q) => repo.messages(q, at.thread, null, inquiryLimits.messagesPageSize + 1)],
    [
      'long thread, a page up',
      (q) => repo.messages(q, at.long, String(longRows[0]!.message_id), inquiryLimits.messagesPageSize + 1),
    ],
  ];
  const out: (PlanTiming & { plan: string })[] = [];
  for (const [name, run] of statements) {
    await run(db);
    let plan = '';
    const explaining = {
      execute: async (query: SQL) => {
        const { rows } = await db.execute(drizzleSql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
        plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
        return { rows: [] };
      },
    } as unknown as Queryable;
    await run(explaining);
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    const planningMs = Number(/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    out.push({ name, ms, planningMs, plan });
  }
  return out;
}
