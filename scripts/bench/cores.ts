/**
 * Which cores the benchmark's parties run on (`--cores`).
 *
 * - `split`: PostgreSQL's processes on the first half of the cores; this process (the load
 *   generator, and the SQL client when the SQL runs directly) and the API's server, which it
 *   starts afterwards and which inherits its cores, on the other half. The database then has
 *   cores of its own, as on a machine of its own in a deployment, and the comparison of the API
 *   with the SQL run directly measures what the API costs the database's throughput, not how much
 *   the load generator and the API take from the database's cores.
 * - `shared`: every party on every core, as the machine schedules them.
 *
 * Pinning is Linux's CPU affinity, set with `taskset` (util-linux) on a PostgreSQL server of this
 * machine; the postmaster's mask passes to every backend it forks later. Whatever happens, the
 * server's processes get every core back when this process exits: the server is the machine's
 * own and the tests use it too. A run killed outright (SIGKILL) cannot; the next `shared` run
 * against the same server gives every core back first.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type CoreLayout = 'split' | 'shared';

/** The applied layout, for the report. */
export interface AppliedLayout {
  layout: CoreLayout;
  /** One line for the report: the cores of each party, or why the split was not made. */
  detail: string;
}

/** Every PostgreSQL process on this machine (the postmaster, its backends and workers). */
export function postgresPids(): number[] {
  return pidsNamed('postgres');
}

/** Every process on this machine whose command (/proc/<pid>/comm) is `name`; none off Linux. */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // ended between listing and reading
    }
  }
  return pids;
}

/** The cores as taskset lists them: the database's (first half) and the clients' (the rest). */
export function splitCoreLists(cores: number): { database: string; clients: string; all: string } | null {
  if (cores < 2) return null;
  const half = Math.floor(cores / 2);
  const list = (from: number, to: number) => (from === to ? String(from) : `${from}-${to}`);
  return { database: list(0, half - 1), clients: list(half, cores - 1), all: list(0, cores - 1) };
}

/** Whether the database URL names this machine (only then can its processes be pinned). */
export function isLocalServer(databaseUrl: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(new URL(databaseUrl).hostname);
  } catch {
    return false;
  }
}

/** Sets `pid`'s cores (every thread); null when done, else why not. */
export function pinProcess(pid: number, cores: string): string | null {
  const r = spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { encoding: 'utf8' });
  if (r.error) return r.error.message;
  // A process that ended since it was listed is no failure.
  if (r.status !== 0 && !/No such process/i.test(r.stderr)) return r.stderr.trim() || `exit ${r.status}`;
  return null;
}

/**
 * Applies `layout` for a run against PostgreSQL at `databaseUrl` on a machine of `cores` cores.
 * Falls back to `shared`, saying why, where the split cannot be made.
 */
export function applyCoreLayout(layout: CoreLayout, databaseUrl: string, cores: number): AppliedLayout {
  const lists = splitCoreLists(cores);
  if (layout === 'shared') {
    // A split run ended by SIGKILL cannot give the cores back: the next run does.
    if (lists && isLocalServer(databaseUrl)) for (const pid of postgresPids()) pinProcess(pid, lists.all);
    return { layout, detail: 'every process on every core' };
  }
  const refuse = (why: string): AppliedLayout => ({
    layout: 'shared',
    detail: `not split (${why}): every process on every core`,
  });
  if (!lists) return refuse('one core');
  if (!isLocalServer(databaseUrl)) return refuse('the database is on another machine');
  const pids = postgresPids();
  if (pids.length === 0) return refuse('no PostgreSQL process found in /proc');

  const restore = () => {
    for (const pid of postgresPids()) pinProcess(pid, lists.all);
  };
  process.once('exit', restore);
  // Interrupted, the process would end without 'exit': make it exit, so the cores come back.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  for (const pid of pids) {
    const failed = pinProcess(pid, lists.database);
    if (failed) {
      restore();
      return refuse(`taskset: ${failed}`);
    }
  }
  const self = pinProcess(process.pid, lists.clients);
  if (self) {
    restore();
    return refuse(`taskset: ${self}`);
  }
  return {
    layout,
    detail: `PostgreSQL on core ${lists.database}; the API's server and the load generator (and the SQL client) on core ${lists.clients}`,
  };
}
