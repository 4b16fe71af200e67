import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded engine failed: PostgreSQL's WebAssembly code trapped mid-statement. The statement
 * that trapped and every later one on the same instance fail with this error; the process has to
 * open the database again (a folder recovers from its write-ahead log, as after a crash).
 */
export class PgliteEngineFault extends Error {
  constructor(readonly trap: Error) {
    super(
      `The embedded database engine failed (${trap.message}). Restart the process; ` +
        'a database folder recovers its committed data on the next start.',
    );
    this.name = 'PgliteEngineFault';
  }
}

/** The two internals the guard wraps; absent in another PGlite version, the guard stands aside. */
interface EngineInternals {
  mod?: { _PostgresMainLoopOnce?: () => unknown };
  execProtocolRawSync(message: Uint8Array): Uint8Array;
}

export interface PgliteGuard {
  /** The trap that ended the engine, if any. */
  readonly fault: PgliteEngineFault | null;
  /**
   * Calls `listener` once when the engine traps (or at once, if it has): `npm start` restarts its
   * server then, because nothing in this process can use the database again.
   */
  onFault(listener: (fault: PgliteEngineFault) => void): void;
}

/**
 * When PGlite's WebAssembly traps (seen: "null function or function signature mismatch", once in
 * some dozens of runs of one test file, never on PostgreSQL), PGlite's protocol loop catches the
 * exception and carries on: the statement answers as if it had run, with whatever rows it had
 * sent, the executor is left half-way (the next commit warns "resource was not closed"), and a
 * later statement spins at full CPU inside the engine's error reporting. That spin is synchronous
 * on Node's thread, so the whole process hangs where no timeout can fire.
 *
 * The guard turns the trap into an error instead: it notes a trap as it leaves the engine's main
 * loop, fails the statement that trapped, and fails every later statement before it enters the
 * engine. PGlite's own error unwinding (PostgreSQL's errors) is not a WebAssembly trap and passes
 * through untouched.
 */
export function guardPglite(client: PGlite): PgliteGuard {
  const engine = client as unknown as EngineInternals;
  const listeners: ((fault: PgliteEngineFault) => void)[] = [];
  const state: PgliteGuard & { fault: PgliteEngineFault | null } = {
    fault: null,
    onFault(listener) {
      const fault = state.fault;
      if (fault) queueMicrotask(() => listener(fault));
      else listeners.push(listener);
    },
  };
  const noted = (trap: Error) => {
    if (state.fault) return;
    const fault = new PgliteEngineFault(trap);
    state.fault = fault;
    // After the engine's call stack has unwound, not from inside it.
    for (const listener of listeners.splice(0)) queueMicrotask(() => listener(fault));
  };
  const mod = engine.mod;
  const loopOnce = mod?._PostgresMainLoopOnce;
  if (!mod || typeof loopOnce !== 'function' || typeof engine.execProtocolRawSync !== 'function') {
    return state;
  }
  mod._PostgresMainLoopOnce = () => {
    try {
      return loopOnce();
    } catch (err) {
      // A trap is a WebAssembly.RuntimeError (named so, as not every project's types know the
      // WebAssembly global); PGlite's own unwinding throws objects of its own.
      if (err instanceof Error && err.name === 'RuntimeError') noted(err);
      throw err;
    }
  };
  const exec = engine.execProtocolRawSync.bind(client);
  engine.execProtocolRawSync = (message: Uint8Array) => {
    if (state.fault) throw state.fault;
    const answer = exec(message);
    if (state.fault) throw state.fault;
    return answer;
  };
  return state;
}
