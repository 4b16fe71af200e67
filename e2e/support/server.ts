import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eWebDist } from './paths.ts';
import { freePort } from '../../scripts/test-support/free-port.ts';

export interface RunningProduct {
  baseUrl: string;
  authUrl: string;
  port: number;
  /** The origin of another portal of the same running product, e.g. portalUrl('mexico'). */
  portalUrl(subdomain: string): string;
  stop(): Promise<void>;
}

/**
 * Starts `npm start`'s code (scripts/start.ts) exactly as a user would run it, on free ports and a
 * throw-away database, in its own process group so that stop() ends every child. `env` is added
 * to the environment; a name given as undefined is removed from it.
 */
export async function startProduct(env: Record<string, string | undefined> = {}): Promise<RunningProduct> {
  const [port, authPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'wbn-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const authUrl = `http://localhost:${authPort}`;
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_PORT: String(authPort),
      PUBLIC_URL: baseUrl,
      AUTH_URL: authUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST_DIR: e2eWebDist,
      // One instance each: its rate limits count in its own process, not with every other
      // product the browser tests start (they would all be one client, 127.0.0.1, in Redis).
      REDIS_URL: undefined,
      // The browser tests' accounts are all minutes old: the new accounts' hourly limits (decision
      // 0033) would refuse a test that writes a page of posts; the holds and automatic hiding stay.
      THROTTLE_POSTS_PER_HOUR: '1000',
      THROTTLE_COMMENTS_PER_HOUR: '1000',
      THROTTLE_INQUIRIES_PER_HOUR: '1000',
      THROTTLE_FOLLOWS_PER_HOUR: '1000',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      const auth = await fetch(`${authUrl}/health`);
      if (res.ok && auth.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`the product did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    authUrl,
    port,
    portalUrl: (subdomain) => `http://${subdomain}.localhost:${port}`,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The product as `npm start` first runs it: the embedded database kept under a DATA_DIR of its own
 * (the demo directory is loaded only there, not into a memory:// one) filled with the demo
 * directory, its businesses, products, people and pictures. The folder is removed by stop().
 */
export async function startDemoProduct(
  env: Record<string, string | undefined> = {},
): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wbn-e2e-demo-'));
  // Run as root, PostgreSQL runs as its own user, which must be able to enter DATA_DIR.
  chmodSync(dataDir, 0o755);
  try {
    const product = await startProduct({
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      DEMO_DATA: 'on',
      // Every page load of a journey comes from 127.0.0.1, pictures included.
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    });
    return {
      ...product,
      async stop() {
        await product.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
