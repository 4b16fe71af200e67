/**
 * Where the machine's CPU goes during one measurement, read off Linux's /proc: the API server's
 * process, this process (the load generator, or the SQL client when the SQL runs directly), every
 * PostgreSQL process, and the time no core had work. Divided by the requests served, it says what
 * one request costs each party, which is what decides how far the API can come to the SQL alone
 * on a machine whose cores all three share. Elsewhere than Linux it reports nothing.
 */
import { readFileSync } from 'node:fs';
import { postgresPids } from './cores.ts';

/** CPU seconds of one measurement, by party. */
export interface CpuUse {
  seconds: number;
  api: number;
  client: number;
  database: number;
  idle: number;
  cores: number;
}

/** Microseconds of CPU per request, by party, and the share of the cores left idle. */
export interface CpuPerRequest {
  apiUs: number;
  clientUs: number;
  databaseUs: number;
  idleShare: number;
}

interface Snapshot {
  at: number;
  api: number;
  client: NodeJS.CpuUsage;
  /** Ticks of each PostgreSQL process by pid. */
  database: Map<number, number>;
  idle: number;
  total: number;
}

/** Clock ticks per second of /proc's figures (USER_HZ, 100 on every Linux build we run on). */
const ticks = 100;

/** The CPU ticks (user and system) a process has spent so far; 0 when it is gone or off Linux. */
export function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0; // ended between listing and reading
  }
}

/** The processes' ticks by pid, for ticksBetween. */
export function ticksByPid(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, processTicks(pid)]));
}

/**
 * The ticks spent between two readings: a process started since counts whole; one that ended
 * since (an autovacuum worker, say) is lost with what it spent in between, a small undercount.
 */
export function ticksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ticks] of after) sum += Math.max(0, ticks - (before.get(pid) ?? 0));
  return sum;
}

function machineTicks(): { idle: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { idle: cpu[3]! + cpu[4]!, total: cpu.reduce((a, b) => a + b, 0) };
}

const available = (() => {
  try {
    machineTicks();
    return true;
  } catch {
    return false;
  }
})();

/**
 * Starts counting; the returned function stops and gives the CPU seconds spent since, or null off
 * Linux. `apiPid` is the API server's process (absent when the SQL runs directly).
 */
export function startCpuCount(apiPid?: number): () => CpuUse | null {
  if (!available) return () => null;
  const snap = (): Snapshot => ({
    at: performance.now(),
    api: apiPid ? processTicks(apiPid) : 0,
    client: process.cpuUsage(),
    database: ticksByPid(postgresPids()),
    ...machineTicks(),
  });
  const before = snap();
  return () => {
    const after = snap();
    const client = process.cpuUsage(before.client);
    const total = (after.total - before.total) / ticks;
    const seconds = (after.at - before.at) / 1000;
    return {
      seconds,
      api: (after.api - before.api) / ticks,
      client: (client.user + client.system) / 1e6,
      database: ticksBetween(before.database, after.database) / ticks,
      idle: (after.idle - before.idle) / ticks,
      // /proc/stat sums every core's ticks; over the same span that is span × cores.
      cores: seconds > 0 ? Math.round(total / seconds) : 0,
    };
  };
}

export function perRequest(use: CpuUse, requests: number): CpuPerRequest | null {
  if (requests <= 0) return null;
  const us = (s: number) => (s * 1e6) / requests;
  const all = use.seconds * use.cores;
  return {
    apiUs: us(use.api),
    clientUs: us(use.client),
    databaseUs: us(use.database),
    idleShare: all > 0 ? use.idle / all : NaN,
  };
}
