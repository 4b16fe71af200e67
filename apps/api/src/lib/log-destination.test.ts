import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { asyncLogDestination, logBufferBytes } from './log-destination.ts';

const dir = mkdtempSync(join(tmpdir(), 'wbn-logs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the asynchronous request log', () => {
  it('holds lines until its buffer fills, and a clean close writes them all', async () => {
    const file = join(dir, 'api.log');
    const dest = asyncLogDestination(file);
    await new Promise((resolve) => dest.once('ready', resolve));
    const log = pino({ level: 'info' }, dest);
    for (let i = 0; i < 5; i++) log.info({ i }, 'request completed');
    // Five short lines are under the buffer: nothing is written yet (what a crash would lose).
    expect(readFileSync(file, 'utf8')).toBe('');
    dest.flushSync();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(5);
  });

  it('writes without waiting for a close once the buffer is full', async () => {
    const file = join(dir, 'busy.log');
    const dest = asyncLogDestination(file);
    await new Promise((resolve) => dest.once('ready', resolve));
    const log = pino({ level: 'info' }, dest);
    const line = 'x'.repeat(200);
    for (let i = 0; i < Math.ceil((logBufferBytes * 3) / 250); i++) log.info({ line }, 'request completed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(logBufferBytes);
    dest.flushSync();
  });
});
