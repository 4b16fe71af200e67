import { afterEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { guardPglite, PgliteEngineFault } from '../src/pglite-guard.ts';

/**
 * A trap is made to happen the way PGlite meets one: a WebAssembly RuntimeError thrown out of the
 * engine's main loop while it runs a statement (engine.trapNext), under the guard as openPglite
 * installs it.
 */
interface Engine {
  mod: { _PostgresMainLoopOnce: () => unknown };
}

// The WebAssembly global is Node's; this package's types do not declare it.
const { RuntimeError } = (
  globalThis as unknown as { WebAssembly: { RuntimeError: new (m: string) => Error } }
).WebAssembly;

const opened: PGlite[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) if (!db.closed) await db.close().catch(() => {});
});

async function engineWithTraps() {
  const db = await PGlite.create();
  opened.push(db);
  const mod = (db as unknown as Engine).mod;
  const loop = mod._PostgresMainLoopOnce;
  const traps = { armed: false };
  mod._PostgresMainLoopOnce = () => {
    if (traps.armed) {
      traps.armed = false;
      throw new RuntimeError('null function or function signature mismatch');
    }
    return loop();
  };
  return { db, traps };
}

describe('the PGlite guard', () => {
  it('lets statements and PostgreSQL errors through while the engine is sound', async () => {
    const { db } = await engineWithTraps();
    const guard = guardPglite(db);
    expect((await db.query<{ n: number }>('SELECT 41 + 1 AS n')).rows).toEqual([{ n: 42 }]);
    await expect(db.query('SELECT 1 / 0')).rejects.toThrow(/division by zero/);
    expect((await db.query<{ n: number }>('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
    expect(guard.fault).toBeNull();
  });

  it('fails the statement that trapped and every later one, without entering the engine again', async () => {
    const { db, traps } = await engineWithTraps();
    const guard = guardPglite(db);
    await db.query('SELECT 1');
    traps.armed = true;
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(PgliteEngineFault);
    expect(guard.fault?.message).toMatch(/embedded database engine failed \(null function/);
    let entered = 0;
    const mod = (db as unknown as Engine).mod;
    const guarded = mod._PostgresMainLoopOnce;
    mod._PostgresMainLoopOnce = () => {
      entered++;
      return guarded();
    };
    await expect(db.query('SELECT 2')).rejects.toBeInstanceOf(PgliteEngineFault);
    expect(entered).toBe(0);
  });

  it('tells its listeners once, those that listen late as well', async () => {
    const { db, traps } = await engineWithTraps();
    const guard = guardPglite(db);
    const heard: PgliteEngineFault[] = [];
    guard.onFault((fault) => heard.push(fault));
    await db.query('SELECT 1');
    expect(heard).toEqual([]);
    traps.armed = true;
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(PgliteEngineFault);
    await expect(db.query('SELECT 2')).rejects.toBeInstanceOf(PgliteEngineFault);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([guard.fault]);
    const late = await new Promise<PgliteEngineFault>((resolve) => guard.onFault(resolve));
    expect(late).toBe(guard.fault);
  });

  it('is needed: unguarded, PGlite swallows the trap and answers as if the statement had run', async () => {
    const { db, traps } = await engineWithTraps();
    traps.armed = true;
    expect((await db.query<{ n: number }>('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
  });
});
