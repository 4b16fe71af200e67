/**
 * Creating a cluster: `initdb` as PostgreSQL's own user, into a folder renamed into place when
 * complete, with a generated password kept beside it (mode 600).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PostgresBinaries } from './binaries.ts';
import type { OsUser } from './processes.ts';

/** The cluster's superuser, who owns the product's database. */
export const user = 'wbn';

/** spawn's options to run a program as PostgreSQL's user (nothing when not run as root). */
export const ids = (osUser: OsUser | undefined) => (osUser ? { uid: osUser.uid, gid: osUser.gid } : {});

function passwordFile(requested: string): string {
  return `${requested}.password`;
}

export function readPassword(requested: string): string {
  const file = passwordFile(requested);
  if (!existsSync(file)) {
    throw new Error(
      `The embedded database's password file ${file} is missing. Restore it, or move ${requested} away to start with an empty database.`,
    );
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * initdb into a folder beside the cluster's, renamed into place when complete: a start killed
 * half-way leaves no cluster that looks whole. UTF-8 with the builtin C.UTF-8 locale: the same
 * sorting and case rules on every platform.
 */
export async function initialise(
  bin: PostgresBinaries,
  dir: string,
  requested: string,
  osUser: OsUser | undefined,
  temporary: boolean,
  log: (line: string) => void,
): Promise<string> {
  if (!temporary) log(`Creating the embedded database in ${dir}…`);
  const password = randomBytes(24).toString('base64url');
  const building = `${dir}.init`;
  rmSync(building, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(building, { recursive: true, mode: 0o700 });
  const pwfile = join(dirname(building), `.initdb-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (osUser) {
    chownSync(building, osUser.uid, osUser.gid);
    chownSync(pwfile, osUser.uid, osUser.gid);
  }
  try {
    const args = [
      `--pgdata=${building}`,
      `--username=${user}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(temporary ? ['--no-sync'] : []),
    ];
    await run(bin.initdb, args, osUser);
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(building, dir);
  writeFileSync(passwordFile(requested), `${password}\n`, { mode: 0o600 });
  return password;
}

function run(command: string, args: string[], osUser: OsUser | undefined): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { ...ids(osUser), env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} failed (${code}): ${output.trim()}`)),
    );
  });
}
