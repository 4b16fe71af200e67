/**
 * Run as root, PostgreSQL runs as the `postgres` user, who must be able to reach its programs. A
 * checkout under a folder only root may enter (/root, mkdtemp's folders) holds them where that
 * user cannot: they are then copied once per build beside the relocated clusters.
 */
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { PostgresBinaries } from './binaries.ts';
import { canEnter, type OsUser } from './processes.ts';

/** Where relocated clusters and binaries live, both readable by the `postgres` user. */
export const relocationRoot = '/var/lib/wbn';

/** The marker written last into a complete copy: the hash of what was copied. */
const stampName = '.wbn-copy-sha256';

/**
 * The programs as `osUser` can run them: the shipped ones when that user reaches their folder,
 * otherwise a copy in `root/bin/<hash>`, made when missing. The copy is named and stamped with a
 * hash of the shipped files, so a new build of the package gets a copy of its own and a copy
 * that was cut short (no stamp) is made again.
 */
export function reachableBinaries(
  bin: PostgresBinaries,
  osUser: OsUser | undefined,
  log: (line: string) => void,
  root = relocationRoot,
): PostgresBinaries {
  const binDir = dirname(bin.postgres);
  if (canEnter(osUser, binDir)) return bin;
  const shipped = dirname(binDir);
  const hash = knownHash(shipped, root);
  const copy = join(root, 'bin', hash.slice(0, 16));
  if (!isCompleteCopy(copy, hash)) copyTree(shipped, copy, hash);
  log(
    `The embedded database runs PostgreSQL from ${copy}: the user ${osUser?.name} cannot reach ${shipped}.`,
  );
  const moved = (path: string) => join(copy, relative(shipped, path));
  return { postgres: moved(bin.postgres), initdb: moved(bin.initdb), pg_ctl: moved(bin.pg_ctl) };
}

/**
 * The shipped files' hash, read from a note kept under the fingerprint of their names, sizes and
 * times when one is there: hashing 60 MB takes about a second, reading ~1,000 file stats a few
 * milliseconds. Files changed in place get a new fingerprint, so the hash is taken again.
 */
function knownHash(shipped: string, root: string): string {
  const note = join(root, 'bin', 'hashes', treeFingerprint(shipped));
  if (existsSync(note)) {
    const noted = readFileSync(note, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(noted)) return noted;
  }
  const hash = treeHash(shipped);
  mkdirSync(dirname(note), { recursive: true, mode: 0o755 });
  writeFileSync(`${note}.${process.pid}`, `${hash}\n`, { mode: 0o644 });
  renameSync(`${note}.${process.pid}`, note);
  return hash;
}

/** SHA-256 over every file's path, size and modification time below `dir`: cheap, not proof. */
export function treeFingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const stat = lstatSync(path);
      hash.update(`${relative(dir, path)}\0${stat.size}\0${stat.mtimeMs}\0`);
      if (stat.isDirectory()) walk(path);
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function isCompleteCopy(copy: string, hash: string): boolean {
  const stamp = join(copy, stampName);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/** Copied beside its final place and renamed into it, so no process sees half a copy. */
function copyTree(from: string, to: string, hash: string): void {
  const building = `${to}.${process.pid}.part`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(dirname(to), { recursive: true, mode: 0o755 });
  chmodSync(dirname(to), 0o755);
  // Symlinks (the shared libraries' short names) are relative and stay as they are.
  cpSync(from, building, { recursive: true, verbatimSymlinks: true });
  chmodSync(building, 0o755);
  writeFileSync(join(building, stampName), `${hash}\n`, { mode: 0o644 });
  rmSync(to, { recursive: true, force: true });
  try {
    renameSync(building, to);
  } catch (err) {
    // Another start made the same copy meanwhile: theirs is as good as ours.
    rmSync(building, { recursive: true, force: true });
    if (!isCompleteCopy(to, hash)) throw err;
  }
}

/** SHA-256 over every file's path and bytes (a symlink's target) below `dir`, in a fixed order. */
export function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const stat = lstatSync(path);
      hash.update(`${relative(dir, path)}\0`);
      if (stat.isDirectory()) walk(path);
      else if (stat.isSymbolicLink()) hash.update(`->${readlinkSync(path)}\0`);
      else hash.update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
