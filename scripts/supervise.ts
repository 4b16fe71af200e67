/**
 * Runs the server as a child process and starts it again when it exits asking for a restart
 * (`restartExitCode`): what `npm start` does on the embedded database, whose engine can fail in a
 * way only a new process recovers from (packages/db/src/pglite-guard.ts). Any other exit ends the
 * supervisor with the child's code. SIGINT and SIGTERM are passed on to the child.
 */
import { spawn } from 'node:child_process';

/** The exit code by which the server asks to be started again (EX_TEMPFAIL). */
export const restartExitCode = 75;

export interface SuperviseOptions {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Restarts allowed within `windowMs` before the supervisor gives up (a fault at every start). */
  maxRestarts?: number;
  windowMs?: number;
  log?: (line: string) => void;
}

/** Resolves with the exit code the supervisor should end with. */
export async function superviseRestarts(options: SuperviseOptions): Promise<number> {
  const { maxRestarts = 5, windowMs = 60_000, log = (line) => console.error(line) } = options;
  const restarts: number[] = [];
  let stopping = false;
  let current: ReturnType<typeof spawn> | null = null;
  const forward = (signal: NodeJS.Signals) => () => {
    stopping = true;
    current?.kill(signal);
  };
  const onInt = forward('SIGINT');
  const onTerm = forward('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  try {
    for (;;) {
      current = spawn(options.command, options.args, { env: options.env, stdio: 'inherit' });
      const child = current;
      const code = await new Promise<number>((resolve) => {
        child.once('error', (err) => {
          log(`The server could not be started: ${err.message}`);
          resolve(1);
        });
        child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
      });
      if (code !== restartExitCode || stopping) return code;
      const now = Date.now();
      while (restarts.length > 0 && now - restarts[0]! > windowMs) restarts.shift();
      if (restarts.length >= maxRestarts) {
        log(`The server asked for ${restarts.length + 1} restarts within ${windowMs / 1000} s; giving up.`);
        return code;
      }
      restarts.push(now);
      log('Starting the server again…');
    }
  } finally {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  }
}
