import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { commandOf } from './processes.ts';

/** A second server on the same data folder: refused with this error's one-line message. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another WBN server (process ${pid}). ` +
        'Stop that one, or give this copy its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Marks the data folder as this process's: created exclusively, holding our process id. A file
 * left by a process that no longer runs (kill -9, power cut) is taken over; one whose process
 * still runs a Node program refuses the start. Returns the release function.
 */
export function takeOwnerLock(lockPath: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readText(lockPath));
      if (owner && owner !== process.pid && isNodeProcess(owner)) throw new DataDirInUseError(dataDir, owner);
      try {
        unlinkSync(lockPath);
      } catch {
        /* another starter took it over first: the next attempt sees its id */
      }
    }
  }
  throw new Error(`Could not take ${lockPath}; is another server starting on ${dataDir}?`);
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Process ids are reused: only a running Node process counts as the folder's owner. */
function isNodeProcess(pid: number): boolean {
  const command = commandOf(pid);
  if (command === 'unknown') return true;
  const program = basename(command.split(' ')[0] ?? '');
  return /node|tsx/i.test(program) || /node/i.test(command);
}
