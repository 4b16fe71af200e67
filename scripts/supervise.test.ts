import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restartExitCode, superviseRestarts } from './supervise.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A real child process: it appends a line to `runs` each time it starts, then exits with the
 * next code of `codes` (the last one repeats).
 */
function child(codes: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'wbn-supervise-'));
  dirs.push(dir);
  const runs = join(dir, 'runs');
  const script = `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(runs)}, 'run\\n');
    const n = fs.readFileSync(${JSON.stringify(runs)}, 'utf8').split('\\n').length - 2;
    const codes = ${JSON.stringify(codes)};
    process.exit(codes[Math.min(n, codes.length - 1)]);
  `;
  return {
    options: { command: process.execPath, args: ['-e', script], env: process.env },
    starts: () => readFileSync(runs, 'utf8').split('\n').filter(Boolean).length,
  };
}

describe('the server supervisor of npm start', () => {
  it('starts the server again when it asks to, and ends with its code otherwise', async () => {
    const lines: string[] = [];
    const c = child([restartExitCode, restartExitCode, 0]);
    expect(await superviseRestarts({ ...c.options, log: (l) => lines.push(l) })).toBe(0);
    expect(c.starts()).toBe(3);
    expect(lines).toEqual(['Starting the server again…', 'Starting the server again…']);
  });

  it('passes on any other exit code without a restart', async () => {
    const c = child([3]);
    expect(await superviseRestarts({ ...c.options, log: () => {} })).toBe(3);
    expect(c.starts()).toBe(1);
  });

  it('gives up when the server asks for a restart at every start', async () => {
    const lines: string[] = [];
    const c = child([restartExitCode]);
    const code = await superviseRestarts({ ...c.options, maxRestarts: 2, log: (l) => lines.push(l) });
    expect(code).toBe(restartExitCode);
    expect(c.starts()).toBe(3);
    expect(lines.at(-1)).toMatch(/asked for 3 restarts within 60 s; giving up/);
  });
});
