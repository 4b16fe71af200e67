import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The major version of the PostgreSQL programs we ship (`postgres (PostgreSQL) 18.4` → 18). */
export function serverMajor(postgres: string): number {
  const out = execFileSync(postgres, ['--version'], { encoding: 'utf8' });
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(out)?.[1]);
  if (!major) throw new Error(`Could not read the PostgreSQL version from "${out.trim()}"`);
  return major;
}

/** A cluster made by another major version cannot be opened: say what to do, once, and stop. */
export class ClusterVersionError extends Error {
  constructor(
    readonly clusterMajor: number,
    readonly serverMajor: number,
    dataDir: string,
  ) {
    super(
      clusterMajor < serverMajor
        ? `The database in ${dataDir} was made by PostgreSQL ${clusterMajor}, and this version of WBN runs PostgreSQL ${serverMajor}. ` +
            `Dump it with the WBN that made it (pg_dump), then move ${dataDir} away and load the dump; see the README, "Upgrading the embedded database".`
        : `The database in ${dataDir} was made by PostgreSQL ${clusterMajor}, newer than this version of WBN's PostgreSQL ${serverMajor}. Run the newer WBN on it, or give this one its own DATA_DIR.`,
    );
    this.name = 'ClusterVersionError';
  }
}

/** PostgreSQL records its major version in the cluster's PG_VERSION file. */
export function checkClusterVersion(dir: string, major: number, shownDir: string): void {
  const file = join(dir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const clusterMajor = Number(readFileSync(file, 'utf8').trim());
  if (clusterMajor !== major) throw new ClusterVersionError(clusterMajor, major, shownDir);
}
