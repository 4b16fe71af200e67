import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { platform } from 'node:os';

/** True while a process with this id exists (EPERM: it exists but belongs to another user). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a running process, or '' when it cannot be read (ids are reused). */
export function commandOf(pid: number): string {
  if (!isRunning(pid)) return '';
  if (platform() === 'linux') {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      return '';
    }
  }
  if (platform() === 'win32') return 'unknown';
  try {
    return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

/** Waits until the process is gone; false when it still runs after `ms`. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

export interface OsUser {
  uid: number;
  gid: number;
  name: string;
}

/**
 * PostgreSQL refuses to run as root. Run as root (containers, CI), its programs run as the
 * `postgres` system user, created when missing; otherwise as the current user (undefined).
 */
export function postgresOsUser(): OsUser | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const name = 'postgres';
  const ids = () => {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name }
      : undefined;
  };
  const found = ids();
  if (found) return found;
  const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', name], {
    encoding: 'utf8',
  });
  const created = ids();
  if (!created) {
    throw new Error(
      `PostgreSQL cannot run as root and the system user "${name}" could not be created (${made.stderr.trim() || 'useradd failed'}).`,
    );
  }
  return created;
}

/** Whether `user` may enter `dir` (every folder above it searchable): what initdb needs. */
export function canEnter(user: OsUser | undefined, dir: string): boolean {
  if (!user) return true;
  const probe = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], { uid: user.uid, gid: user.gid });
  return probe.status === 0;
}
