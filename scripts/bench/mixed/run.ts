/**
 * `npm run bench -- --mixed`: the mixed read/write workload (mix.ts) on every target of one run,
 * in interleaved rounds. Each round of each target starts the product anew on an empty database
 * (a fresh DATA_DIR, or the bench database dropped and created), makes its data over HTTP,
 * warms up, and measures; so every round sees the same data, whatever the earlier ones wrote.
 * An attempt whose server faulted (a crash, a runtime error in its output) or did not
 * start is kept in the raw figures and retried; requests that failed otherwise are counted and
 * flag the target.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { postgresBinaries } from '@wbn/db';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchMachine, describeMachine } from '../machine.ts';
import { backendPids, dropDatabase, recreateDatabase } from './database.ts';
import { runMix } from './load.ts';
import { connectionCycle, seededProducts, writeShare } from './mix.ts';
import { startForeignCount, waitForQuiet } from './noise.ts';
import { parseMixedOptions, type MixedOptions, type MixedTarget } from './options.ts';
import { labelProblem, roundOrder } from './plan.ts';
import { prepareOwners } from './prepare.ts';
import { bareWebDist, startProduct } from './product.ts';
import { figuresOf, renderMixedReport, type MixedAttempt } from './report.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const warmupSeconds = 3;
/** How long a round may wait for other people's work on the machine to calm down. */
const quietWaitSeconds = 90;

export async function runMixedBench(argv: string[]): Promise<void> {
  const options = parseMixedOptions(argv);
  const log = (line: string) => console.info(line);
  const webDist = bareWebDist();
  const attempts: MixedAttempt[] = [];
  let postgresVersion: string | null = null;
  log(
    `Mixed workload: ${options.targets.join(', ')}; ${options.rounds} rounds of ${options.duration} s ` +
      `(after ${warmupSeconds} s of warm-up) at ${options.connections} connections.`,
  );
  try {
    // Round 0 is not counted: the first start of each target pays for cold caches (the disk's,
    // tsx's transforms), which once put whichever target went first 10-20% behind.
    for (let round = 0; round <= options.rounds; round++)
      for (const target of roundOrder(options.targets, Math.max(1, round)))
        for (let attempt = 1; attempt <= options.attempts; attempt++) {
          if (target === 'postgres') postgresVersion = await recreateDatabase(options.databaseUrl);
          const roundOptions =
            round === 0 ? { ...options, duration: Math.min(10, options.duration) } : options;
          const a = await measure(roundOptions, target, round, attempt, webDist);
          if (round > 0) attempts.push(a);
          const run = a.run?.all;
          log(
            `${round === 0 ? 'Warm-up round' : `Round ${round}`}, ${target} (${a.serverDatabase ?? '?'}), attempt ${attempt}: ` +
              (run
                ? `${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, ${run.failures} failed`
                : 'no figures') +
              `; other processes ${a.otherCores?.toFixed(2) ?? '?'} cores` +
              (a.waitedSeconds ? ` (waited ${a.waitedSeconds} s for a quiet machine)` : '') +
              (a.warmupFailures ? `; ${a.warmupFailures} failed in the warm-up` : '') +
              (a.fault ? `; FAULT: ${a.fault}` : '') +
              (a.serverLog ? `; server output in ${a.serverLog}` : ''),
          );
          if (a.fault === null) break;
        }
  } finally {
    rmSync(webDist, { recursive: true, force: true });
    if (options.targets.includes('postgres')) await dropDatabase(options.databaseUrl);
  }

  const figures = figuresOf(attempts, options.targets);
  const embedded = options.targets.includes('embedded') ? `embedded ${await embeddedVersion()}` : null;
  const context = [
    `command: \`npm run bench -- ${argv.join(' ')}\``,
    `machine: ${describeMachine(benchMachine())}`,
    `databases: ${[embedded, postgresVersion].filter(Boolean).join('; ')}`,
    `${options.rounds} rounds of ${options.duration} s at ${options.connections} connections (one signed-in owner each), ` +
      `${writeShare(connectionCycle(placeholderOwners(options.connections), 0)) * 100}% writes; ` +
      `${options.connections} businesses of ${seededProducts} products, made anew each round`,
    'the product as `npm start` runs it (NODE_ENV=test, read caches on); load generator, product and PostgreSQL share the cores',
    '"others": the most cores processes outside the run used during a counted round (the machine is shared; ' +
      `each round first waits up to ${quietWaitSeconds} s for it to be quiet)`,
  ];
  const report = renderMixedReport(figures, context);
  mkdirSync(options.out, { recursive: true });
  const base = join(options.out, `mixed-${options.targets.join('-')}`);
  writeFileSync(`${base}.md`, `${report}\n`);
  writeFileSync(`${base}.json`, JSON.stringify({ options, context, figures, attempts }, null, 2));
  console.info(`\n${report}\n\nWritten to ${base}.md and .json`);
}

async function measure(
  options: MixedOptions,
  target: MixedTarget,
  round: number,
  attempt: number,
  webDist: string,
): Promise<MixedAttempt> {
  const result: MixedAttempt = {
    target,
    round,
    attempt,
    serverDatabase: null,
    fault: null,
    run: null,
    otherCores: null,
    waitedSeconds: 0,
    warmupFailures: 0,
    serverLog: null,
  };
  const product = await startProduct({
    root,
    webDist,
    ...(target === 'postgres' ? { databaseUrl: options.databaseUrl } : {}),
  }).catch((err: unknown) => {
    result.fault = `did not start: ${firstLine(err)}`;
    return null;
  });
  if (!product) return result;
  try {
    result.serverDatabase = product.database;
    // A mislabelled figure is worse than none: stop the whole run.
    const problem = labelProblem(target, product.database);
    if (problem) throw new Error(problem);
    const owners = await prepareOwners(product, options.connections);
    const cycles = owners.map((_, k) => connectionCycle(owners, k));
    const quiet = await waitForQuiet(quietWaitSeconds);
    result.waitedSeconds = quiet.waitedSeconds;
    const warm = await runMix(product.baseUrl, cycles, Math.min(warmupSeconds, options.duration));
    result.warmupFailures = warm.all.failures;
    const others = startForeignCount(product.group, async () =>
      target === 'postgres' ? backendPids(options.databaseUrl) : [],
    );
    result.run = await runMix(product.baseUrl, cycles, options.duration);
    result.otherCores = await others();
  } catch (err) {
    if (labelProblem(target, product.database)) {
      await product.stop();
      throw err;
    }
    result.fault = firstLine(err);
  }
  // The server's own word wins over a symptom: a trap explains whatever failed after it.
  const fault = product.fault();
  if (fault) result.fault = result.fault ? `${fault} (${result.fault})` : fault;
  // What the server said about a failure is kept for the reader (LOG_LEVEL=warn: errors only).
  if (result.fault || result.warmupFailures || result.run?.all.failures) {
    result.serverLog = join(options.out, `mixed-${target}-round${round}-attempt${attempt}.log`);
    mkdirSync(options.out, { recursive: true });
    writeFileSync(result.serverLog, product.output());
  }
  await product.stop();
  return result;
}

const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]!;

/** The embedded server's version, as its binary says ("PostgreSQL 18.4"). */
async function embeddedVersion(): Promise<string> {
  const out = execFileSync((await postgresBinaries()).postgres, ['--version'], { encoding: 'utf8' });
  return out.replace(/^postgres \(PostgreSQL\)/, 'PostgreSQL').trim();
}

/** Owners with made-up ids: only to describe the cycle's shape in the report. */
function placeholderOwners(n: number) {
  return Array.from({ length: n }, (_, index) => ({
    index,
    token: '',
    userID: '',
    businessID: `b${index}`,
    productIDs: Array.from({ length: seededProducts }, (_, p) => `p${index}-${p}`),
  }));
}
