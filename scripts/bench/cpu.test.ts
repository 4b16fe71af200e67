import { describe, expect, it } from 'vitest';
import { perRequest, startCpuCount, ticksBetween } from './cpu.ts';

describe('the CPU accounting of the benchmark', () => {
  it('counts what each database process spent between two readings, never less than nothing', () => {
    const before = new Map([
      [10, 500],
      [11, 40],
      [12, 900],
    ]);
    // 10 ran 30 ticks, 11 none, 12 ended (its ticks are gone), 13 started and ran 7.
    const after = new Map([
      [10, 530],
      [11, 40],
      [13, 7],
    ]);
    expect(ticksBetween(before, after)).toBe(37);
    // A pid reused by a younger process reads fewer ticks than its predecessor had.
    expect(ticksBetween(new Map([[20, 100]]), new Map([[20, 3]]))).toBe(0);
  });

  it('divides CPU seconds by the requests served, and idle ticks by the cores over the span', () => {
    const use = { seconds: 5, api: 1, client: 0.5, database: 2, idle: 2, cores: 2 };
    expect(perRequest(use, 1000)).toEqual({ apiUs: 1000, clientUs: 500, databaseUs: 2000, idleShare: 0.2 });
    expect(perRequest(use, 0)).toBeNull();
  });

  it.runIf(process.platform === 'linux')('sees this process spend the CPU it burns', () => {
    const stop = startCpuCount();
    // Burn 150 ms of this process's own CPU time, however long a busy machine takes to give it.
    const started = process.cpuUsage();
    const cpuMs = () => {
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000;
    };
    const giveUp = performance.now() + 10_000;
    let x = 0;
    while (cpuMs() < 150 && performance.now() < giveUp) x += Math.sqrt(x + 1);
    const use = stop();
    expect(x).toBeGreaterThan(0);
    expect(use).not.toBeNull();
    expect(use!.client).toBeGreaterThan(0.1);
    expect(use!.cores).toBeGreaterThanOrEqual(1);
    // 150 ms of CPU (the process's threads together) on at most the machine's cores.
    expect(use!.seconds).toBeGreaterThanOrEqual(0.15 / use!.cores - 0.01);
  });
});
