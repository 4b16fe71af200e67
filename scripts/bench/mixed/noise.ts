/**
 * The machine is shared (other people's tests and browsers run on the same two cores), so each
 * measured run says how much CPU went to processes that are not part of it: the machine's busy
 * time (Linux /proc/stat) minus this process (the load generator), the product's processes (its
 * group and their descendants) and the PostgreSQL backends serving the bench database. Before
 * measuring, the run waits a while for the machine to be quiet. Off Linux both report nothing and
 * nothing waits.
 */
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100;

function machineTicks(): { busy: number; total: number } | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = cpu.reduce((a, b) => a + b, 0);
    return { busy: total - cpu[3]! - cpu[4]!, total };
  } catch {
    return null;
  }
}

interface ProcessStat {
  ticks: number;
  parent: number;
  group: number;
}

/** utime + stime, parent and process group of a process (fields counted from the last ')'). */
function processStat(pid: number): ProcessStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(f[11]) + Number(f[12]), parent: Number(f[1]), group: Number(f[2]) };
  } catch {
    return null;
  }
}

/**
 * The product's processes: its process group and every descendant of it. The embedded
 * PostgreSQL server is started in a session of its own (as the user postgres), so the group
 * alone would count it among the others.
 */
function productPids(group: number): number[] {
  let pids: number[] = [];
  try {
    pids = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
  const stats = new Map(pids.map((pid) => [pid, processStat(pid)]));
  const ours = new Set(pids.filter((pid) => stats.get(pid)?.group === group));
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of stats)
      if (stat && !ours.has(pid) && ours.has(stat.parent)) {
        ours.add(pid);
        grew = true;
      }
  }
  return [...ours];
}

/** Busy cores of the whole machine over `ms`, or null off Linux. */
async function busyCores(ms: number): Promise<number | null> {
  const a = machineTicks();
  await new Promise((r) => setTimeout(r, ms));
  const b = machineTicks();
  return a && b ? (b.busy - a.busy) / ticksPerSecond / (ms / 1000) : null;
}

/**
 * Waits (at most `maxSeconds`) until the machine, with the product idle, is busier than
 * `thresholdCores` no more; answers how long it waited and the last reading.
 */
export async function waitForQuiet(
  maxSeconds: number,
  thresholdCores = 0.25,
): Promise<{ waitedSeconds: number; busyCores: number | null }> {
  const start = performance.now();
  for (;;) {
    const busy = await busyCores(2000);
    const waited = (performance.now() - start) / 1000;
    if (busy === null || busy <= thresholdCores || waited >= maxSeconds)
      return { waitedSeconds: Math.round(waited), busyCores: busy };
  }
}

/**
 * Starts counting; the returned function gives the cores (CPU-seconds per second) that went to
 * other processes meanwhile. `ownPids` lists the bench's other processes (PostgreSQL backends of
 * the bench database), read at the end, when they all exist.
 */
export function startForeignCount(productGroup: number, ownPids: () => Promise<number[]>) {
  const ticksOf = (pids: number[]) => new Map(pids.map((pid) => [pid, processStat(pid)?.ticks ?? 0]));
  const before = { at: performance.now(), machine: machineTicks(), cpu: process.cpuUsage() };
  let startTicks = ticksOf(productPids(productGroup));
  // The backends are known only once connected; their ticks at the start are read right away.
  const backends = ownPids().then((pids) => {
    startTicks = new Map([...startTicks, ...ticksOf(pids)]);
    return pids;
  });
  return async (): Promise<number | null> => {
    const pids = [...productPids(productGroup), ...(await backends)];
    const machine = machineTicks();
    if (!machine || !before.machine) return null;
    const seconds = (performance.now() - before.at) / 1000;
    let ours = 0;
    for (const [pid, ticks] of ticksOf(pids)) ours += Math.max(0, ticks - (startTicks.get(pid) ?? 0));
    const bench = process.cpuUsage(before.cpu);
    const oursSeconds = ours / ticksPerSecond + (bench.user + bench.system) / 1e6;
    const busySeconds = (machine.busy - before.machine.busy) / ticksPerSecond;
    return Math.max(0, busySeconds - oursSeconds) / seconds;
  };
}
