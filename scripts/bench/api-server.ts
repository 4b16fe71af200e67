/**
 * The API server the benchmark measures: scripts/bench/server.ts in a process of its own, on the
 * bench database, with its output kept in server.log under --out. How such a process is started
 * and awaited (spawnBenchServer, benchServerEnv) serves the message center's two instances too
 * (messages/instances.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { BenchOptions } from './options.ts';

/** The issuer the server expects of access tokens (no auth service runs; the key is handed over). */
export const benchAuthUrl = 'http://127.0.0.1:9';

/** What every API process of the bench is started with: its database, pool, data folder and issuer. */
export function benchServerEnv(o: {
  target: string;
  pool: number;
  dataDir: string;
  publicKeyPem?: string | undefined;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    BENCH_DATABASE: o.target,
    PORT: '0',
    DATA_DIR: o.dataDir,
    DATABASE_POOL_SIZE: String(o.pool),
    AUTH_URL: benchAuthUrl,
    ...(o.publicKeyPem ? { BENCH_AUTH_PUBLIC_KEY: o.publicKeyPem } : {}),
  };
}

/**
 * Starts a server script in a node process of its own (`node …nodeArgs --import tsx script`) and
 * resolves once it prints "ready <port>", or rejects with what it printed when it exits first or
 * is not ready within two minutes (`name` says which server). Its output is kept in `logFile`;
 * however this process ends, the server goes with it.
 */
export async function spawnBenchServer(o: {
  name: string;
  script: string;
  nodeArgs?: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** An IPC channel to the server (child.send, 'message'). */
  ipc?: boolean;
}): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), '--import', 'tsx', o.script], {
    env: o.env,
    stdio: ['ignore', 'pipe', 'pipe', ...(o.ipc ? (['ipc'] as const) : [])],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  let output = '';
  // Whatever the server prints later (a crash, a database abort) is kept for the report's reader.
  const log = createWriteStream(o.logFile);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${o.name} did not start:\n${output}`)), 120_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d;
      const m = /ready (\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.stderr!.on('data', (d: Buffer) => (output += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${o.name} exited (${code}):\n${output}`));
    });
  });
  return { child, port };
}

export async function startServer(
  target: string,
  options: Pick<BenchOptions, 'out' | 'pool'>,
  auth?: { publicKeyPem: string },
): Promise<{ child: ChildProcess; port: number }> {
  return spawnBenchServer({
    name: 'the API',
    script: 'scripts/bench/server.ts',
    env: benchServerEnv({
      target,
      pool: options.pool,
      dataDir: join(options.out, 'server-data'),
      publicKeyPem: auth?.publicKeyPem,
    }),
    logFile: join(options.out, 'server.log'),
  });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
