/**
 * `npm run bench -- --overhead`: what the API costs per request beyond Fastify itself. In one run,
 * in interleaved rounds: a bare Fastify route (bare-server.ts), the API's constant route with
 * request logs silent and at info (two API processes on one small database), and a cached product
 * read. Each server writes its output straight to a file under --out (not through this process),
 * as a deployed server writes to its log. Reports requests per second and the three ratios.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { bulkLoad } from '../bulk-load.ts';
import { openBenchDatabase, releaseBenchDatabase } from '../database.ts';
import { measureRounds, type HttpRequest } from '../http.ts';
import { benchMachine } from '../machine.ts';
import type { BenchOptions } from '../options.ts';
import { writeReport } from '../report-files.ts';
import { medians } from '../rounds.ts';
import { stopServer } from '../api-server.ts';
import { renderOverheadReport, type OverheadResults } from './report.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** Starts a server script with PORT set, its output to `log`; resolves once it answers. */
async function start(
  script: string,
  env: Record<string, string>,
  log: string,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}); see ${log}`);
    const ok = await fetch(`${url}/api/health/constant`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    if (Date.now() > until) throw new Error(`${script} did not start; see ${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function runOverheadBench(base: BenchOptions, command: string): Promise<void> {
  const options = { ...base, databaseName: `${base.databaseName}_overhead` };
  const log = (line: string) => console.info(line);
  mkdirSync(options.out, { recursive: true });
  const db = await openBenchDatabase(options);
  const children: ChildProcess[] = [];
  try {
    if (!db.reused)
      await bulkLoad(db.runners, {
        seed: options.seed,
        factor: options.size,
        log: () => {},
        sizes: { users: 200, businesses: 100, products: 500 },
      });
    const { rows } = await db.runners[0]!.query(
      'SELECT product_id FROM products ORDER BY product_id LIMIT 50',
    );
    const productReads: HttpRequest[] = rows.map((r) => ({
      method: 'GET',
      path: `/api/product/${String(r.product_id)}`,
    }));

    const apiEnv = (level: string) => ({
      BENCH_DATABASE: db.serverTarget,
      BENCH_LOG_LEVEL: level,
      DATA_DIR: join(options.out, `server-data-${level}`),
      DATABASE_POOL_SIZE: String(options.pool),
    });
    const bare = await start('scripts/bench/overhead/bare-server.ts', {}, join(options.out, 'bare.log'));
    const silent = await start(
      'scripts/bench/server.ts',
      apiEnv('silent'),
      join(options.out, 'api-silent.log'),
    );
    const info = await start('scripts/bench/server.ts', apiEnv('info'), join(options.out, 'api-info.log'));
    children.push(bare.child, silent.child, info.child);

    const constant: HttpRequest[] = [{ method: 'GET', path: '/api/health/constant' }];
    const scenarios = [
      { name: 'bare Fastify route', url: bare.url, requests: constant, pid: bare.child.pid },
      { name: 'constant route, logs silent', url: silent.url, requests: constant, pid: silent.child.pid },
      { name: 'constant route, logs at info', url: info.url, requests: constant, pid: info.child.pid },
      {
        name: 'cached product read, logs silent',
        url: silent.url,
        requests: productReads,
        pid: silent.child.pid,
      },
    ];
    const rounds = await measureRounds(scenarios, { ...options, warmDuration: 1, log });
    const results: OverheadResults = {
      command,
      machine: benchMachine(),
      options: { rounds: options.rounds, duration: options.duration, connections: options.connections },
      http: medians(rounds),
      scenarios: scenarios.map((s) => s.name),
    };
    writeReport(join(options.out, 'bench-overhead'), renderOverheadReport(results), results);
  } finally {
    for (const c of children) await stopServer(c);
    await releaseBenchDatabase(db, options);
  }
}
