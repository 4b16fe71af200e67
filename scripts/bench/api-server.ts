/**
 * The API server the benchmark measures: scripts/bench/server.ts in a process of its own, on the
 * bench database, with its output kept in server.log under --out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { BenchOptions } from './options.ts';

/** The issuer the server expects of access tokens (no auth service runs; the key is handed over). */
export const benchAuthUrl = 'http://127.0.0.1:9';

export async function startServer(
  target: string,
  options: Pick<BenchOptions, 'out' | 'pool'>,
  auth?: { publicKeyPem: string },
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/server.ts'], {
    env: {
      ...process.env,
      BENCH_DATABASE: target,
      PORT: '0',
      DATA_DIR: join(options.out, 'server-data'),
      DATABASE_POOL_SIZE: String(options.pool),
      AUTH_URL: benchAuthUrl,
      ...(auth ? { BENCH_AUTH_PUBLIC_KEY: auth.publicKeyPem } : {}),
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

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
