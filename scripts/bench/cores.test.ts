import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { applyCoreLayout, isLocalServer, pinProcess, splitCoreLists } from './cores.ts';

const allowedCores = (pid: number) =>
  /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];

describe("the benchmark's core layout", () => {
  it('gives the database the first half of the cores and the clients the rest', () => {
    expect(splitCoreLists(1)).toBeNull();
    expect(splitCoreLists(2)).toEqual({ database: '0', clients: '1', all: '0-1' });
    expect(splitCoreLists(3)).toEqual({ database: '0', clients: '1-2', all: '0-2' });
    expect(splitCoreLists(8)).toEqual({ database: '0-3', clients: '4-7', all: '0-7' });
  });

  it('splits only a server of this machine', () => {
    expect(isLocalServer('postgres://postgres@127.0.0.1:5432/postgres')).toBe(true);
    expect(isLocalServer('postgres://localhost/x')).toBe(true);
    expect(isLocalServer('postgres://db.internal:5432/x')).toBe(false);
    expect(isLocalServer('not a url')).toBe(false);
    const remote = applyCoreLayout('split', 'postgres://db.internal:5432/x', 2);
    expect(remote.layout).toBe('shared');
    expect(remote.detail).toMatch(/another machine/);
    expect(applyCoreLayout('split', 'postgres://127.0.0.1/x', 1).detail).toMatch(/one core/);
    // (A local server here would have its processes given every core: the shared layout's repair.)
    expect(applyCoreLayout('shared', 'postgres://db.internal/x', 2)).toEqual({
      layout: 'shared',
      detail: 'every process on every core',
    });
  });

  const linuxWithTaskset =
    existsSync('/proc/self/status') && existsSync('/usr/bin/taskset') && cpus().length >= 2;
  it.runIf(linuxWithTaskset)('pins a process to the cores given, and says why when it cannot', async () => {
    const child = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      expect(pinProcess(child.pid!, '0')).toBeNull();
      expect(allowedCores(child.pid!)).toBe('0');
      expect(pinProcess(child.pid!, `0-${cpus().length - 1}`)).toBeNull();
      expect(allowedCores(child.pid!)).toBe(`0-${cpus().length - 1}`);
      expect(pinProcess(child.pid!, '999')).toMatch(/.+/);
    } finally {
      child.kill();
    }
  });
});
