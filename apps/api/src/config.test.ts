import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it("defaults to this machine's cores, at least 2", () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(2, availableParallelism()));
  });

  it('takes a count of connections', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
  });

  it.each(['0', '-2', '2.5', 'many', '201'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
