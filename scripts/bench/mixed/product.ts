/**
 * Starts the whole product the way a user does (`node --import tsx scripts/start.ts`), as the
 * browser tests do (e2e/support/server.ts): free ports, a throw-away DATA_DIR, a prebuilt web
 * folder so nothing is built, in a process group of its own so that stopping it ends the
 * supervisor and its server child alike.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test-support/free-port.ts';

export interface RunningProduct {
  /** The process group the product runs in (its first process's id). */
  group: number;
  baseUrl: string;
  authUrl: string;
  /** The database kind start.ts printed in its ready line ("database: embedded"). */
  database: string;
  /** A fault seen in the output so far (a runtime error, an uncaught exception), or null. */
  fault(): string | null;
  output(): string;
  stop(): Promise<void>;
}

/** A web folder with a bare index.html: the server serves it as given and builds nothing. */
export function bareWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wbn-mixed-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** What the output says when the server failed under the load rather than answered an error. */
const faultPatterns = [/RuntimeError: [^\n]*/, /Uncaught [^\n]*/, /FATAL: [^\n]*/];

export function faultIn(output: string): string | null {
  for (const p of faultPatterns) {
    const m = p.exec(output);
    if (m) return m[0].slice(0, 200);
  }
  return null;
}

export async function startProduct(options: {
  root: string;
  webDist: string;
  /** Unset: the product's embedded database under DATA_DIR (no DATABASE_URL at all). */
  databaseUrl?: string;
}): Promise<RunningProduct> {
  const [port, authPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'wbn-mixed-data-'));
  // mkdtemp makes it 0700; the embedded PostgreSQL runs as the user postgres and, unable to enter
  // it, would keep its cluster under /var/lib/wbn instead, where nothing removes it.
  chmodSync(dataDir, 0o755);
  // 127.0.0.1 rather than localhost: the servers listen on IPv4 only, and autocannon connects by name.
  const baseUrl = `http://127.0.0.1:${port}`;
  const authUrl = `http://127.0.0.1:${authPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    AUTH_PORT: String(authPort),
    PUBLIC_URL: baseUrl,
    AUTH_URL: authUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    WEB_DIST_DIR: options.webDist,
    DEMO_DATA: 'off',
    // The load comes from one address: the per-address guards must not turn it into 429s.
    RATE_LIMIT_PER_MINUTE: '100000000',
    REGISTER_MAX_PER_IP_PER_HOUR: '100000',
    // Every account of the load is minutes old: the new accounts' hourly limits and the holds of
    // one text sent to many businesses (decision 0033) would refuse their writes.
    THROTTLE_POSTS_PER_HOUR: '1000000',
    THROTTLE_COMMENTS_PER_HOUR: '1000000',
    THROTTLE_INQUIRIES_PER_HOUR: '1000000',
    THROTTLE_FOLLOWS_PER_HOUR: '1000000',
    HOLD_SAME_TEXT_BUSINESSES: '1000000',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: options.root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  // However the bench ends, the product goes with it.
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killGroup);

  async function stop() {
    process.off('exit', killGroup);
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) killGroup();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = /database: ([\w-]+)\)/.exec(output);
    if (ready && (await healthy(baseUrl, authUrl))) {
      return {
        // Spawned detached: the group's id is its first process's.
        group: child.pid!,
        baseUrl,
        authUrl,
        database: ready[1]!,
        fault: () => faultIn(output),
        output: () => output,
        stop,
      };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the product did not start (exit ${child.exitCode}):\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function healthy(baseUrl: string, authUrl: string): Promise<boolean> {
  try {
    const [api, auth] = await Promise.all([fetch(`${baseUrl}/api/health`), fetch(`${authUrl}/health`)]);
    return api.ok && auth.ok;
  } catch {
    return false;
  }
}
