/**
 * `npm start` as a user runs it (`node --import tsx scripts/start.ts` from the repository's root),
 * for the tests that kill, restart and stop the product: its own process group (detached), free
 * ports, a DATA_DIR that outlives one process, and the output kept for the assertions.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export { freePort };

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ProductOptions {
  dataDir: string;
  /** Reused across restarts: access tokens name the auth service's address as their issuer. */
  ports?: Ports;
  /** Added to (or, when undefined, removed from) the environment described below. */
  env?: Record<string, string | undefined>;
}

export interface Ports {
  port: number;
  authPort: number;
}

export interface ProductProcess {
  pid: number;
  ports: Ports;
  baseUrl: string;
  authUrl: string;
  dataDir: string;
  output(): string;
  /** null while it runs; the exit code, or the signal's name when a signal ended it. */
  exitStatus(): number | string | null;
  exited: Promise<number | string>;
  /** Resolves with the milliseconds since spawn once /api/health and the auth /health answer 200. */
  waitHealthy(timeoutMs?: number): Promise<number>;
  /** Signals the Node process only (not its group), as `kill -9 <pid>` would. */
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then waits for the exit; answers the exit status (SIGKILLs the group after timeoutMs). */
  stop(timeoutMs?: number): Promise<number | string>;
}

const running = new Set<ProductProcess>();
const tempDirs = new Set<string>();
const dataDirs = new Set<string>();

export const freePorts = async (): Promise<Ports> => ({ port: await freePort(), authPort: await freePort() });

/**
 * A temporary folder removed by cleanupProducts(). Readable by all: run as root, PostgreSQL runs
 * as `postgres`, which must enter DATA_DIR, or the cluster would move to /var/lib/wbn.
 */
export function makeTempDir(prefix = 'wbn-proc-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  tempDirs.add(dir);
  return dir;
}

/** A minimal prebuilt web app: start.ts takes a WEB_DIST_DIR as given and builds nothing. */
let webDist: string | undefined;
function webDistDir(): string {
  if (webDist) return webDist;
  webDist = join(makeTempDir('wbn-web-'), 'dist');
  mkdirSync(webDist);
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body></body></html>',
  );
  return webDist;
}

/** Spawns the product without waiting for it (a start that must fail is awaited on `exited`). */
export async function spawnProduct(options: ProductOptions): Promise<ProductProcess> {
  const ports = options.ports ?? (await freePorts());
  const baseUrl = `http://localhost:${ports.port}`;
  const authUrl = `http://localhost:${ports.authPort}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(ports.port),
    AUTH_PORT: String(ports.authPort),
    PUBLIC_URL: baseUrl,
    AUTH_URL: authUrl,
    DATA_DIR: options.dataDir,
    DATABASE_URL: undefined,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // The auth service's per-address limits: every request of a test comes from 127.0.0.1.
    REGISTER_MAX_PER_IP_PER_HOUR: '1000000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    // The crash and soak runs make many businesses per account, past the product's cap.
    MAX_OWNED_BUSINESSES: '1000000',
    // Every account of these runs is minutes old: the new accounts' hourly limits and the holds of
    // one text sent to many businesses (decision 0033) would refuse their writes.
    THROTTLE_POSTS_PER_HOUR: '1000000',
    THROTTLE_COMMENTS_PER_HOUR: '1000000',
    THROTTLE_INQUIRIES_PER_HOUR: '1000000',
    THROTTLE_FOLLOWS_PER_HOUR: '1000000',
    HOLD_SAME_TEXT_BUSINESSES: '1000000',
    WEB_DIST_DIR: webDistDir(),
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  dataDirs.add(options.dataDir);
  const spawnedAt = Date.now();
  const child = spawn('node', ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  let status: number | string | null = null;
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      status = code ?? signal ?? 'unknown';
      running.delete(proc);
      resolve(status);
    }),
  );
  const pid = child.pid!;

  const proc: ProductProcess = {
    pid,
    ports,
    baseUrl,
    authUrl,
    dataDir: options.dataDir,
    output: () => output,
    exitStatus: () => status,
    exited,
    async waitHealthy(timeoutMs = 60_000) {
      const deadline = spawnedAt + timeoutMs;
      for (;;) {
        if (status !== null)
          throw new Error(`the product exited (${status}) before it was healthy:\n${output}`);
        if ((await ok(`${baseUrl}/api/health`)) && (await ok(`${authUrl}/health`)))
          return Date.now() - spawnedAt;
        if (Date.now() > deadline)
          throw new Error(`the product was not healthy within ${timeoutMs} ms:\n${output}`);
        await sleep(50);
      }
    },
    kill(signal) {
      if (status === null) process.kill(pid, signal);
    },
    async stop(timeoutMs = 15_000) {
      if (status === null) process.kill(pid, 'SIGTERM');
      const result = await Promise.race([exited, sleep(timeoutMs).then(() => null)]);
      if (result !== null) return result;
      killGroup(pid);
      return exited;
    },
  };
  running.add(proc);
  return proc;
}

/** Spawns the product and waits until both services answer their health checks. */
export async function startProduct(options: ProductOptions, timeoutMs = 60_000): Promise<ProductProcess> {
  const proc = await spawnProduct(options);
  await proc.waitHealthy(timeoutMs);
  return proc;
}

async function ok(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** The embedded PostgreSQL's process id on this DATA_DIR, read from its postmaster.pid, if it runs. */
export function postgresPidOf(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command.includes('postgres') && command.includes(join(dataDir, 'pg')) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stops every product still running (SIGTERM, then SIGKILL of its group), then any PostgreSQL a
 * killed one left on its DATA_DIR (its server runs in a group of its own, so it survives the
 * group kill), then removes the temporary folders. For afterAll.
 */
export async function cleanupProducts(): Promise<void> {
  await Promise.all([...running].map((p) => p.stop(10_000)));
  for (const dir of dataDirs) {
    const pid = postgresPidOf(dir);
    if (!pid) continue;
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 200 && postgresPidOf(dir); i++) await sleep(50);
    // Immediate shutdown: unlike SIGKILL it also ends the server's own child processes.
    if (postgresPidOf(dir)) process.kill(pid, 'SIGQUIT');
  }
  dataDirs.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
  webDist = undefined;
}
