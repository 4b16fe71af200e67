import { ClusterVersionError, DataDirInUseError, databaseFaultOf } from '@wbn/db';

/** A database URL fit to print: the password left out. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/**
 * The one line `npm start` prints when its database cannot be started or reached, or a port is
 * taken: what failed, where, and what to do.
 */
export function startFailure(err: unknown, databaseUrl: string | undefined, dataDir: string): string {
  if (err instanceof DataDirInUseError || err instanceof ClusterVersionError) return err.message;
  const { code, address, port } = (err ?? {}) as { code?: string; address?: string; port?: number };
  if (code === 'EADDRINUSE') {
    return `Port ${port} (${address}) is in use by another program. Stop that one, or set PORT (web and API) or AUTH_PORT (sign-on service) to a free port.`;
  }
  const reason = reasonOf(err);
  const fault = databaseFaultOf(err);
  const given = databaseUrl?.trim();
  if (given && /^postgres(ql)?:\/\//.test(given)) {
    const what = fault === 'missing' ? 'does not exist' : fault ? `cannot be reached (${fault})` : 'failed';
    return (
      `The database at ${redactUrl(given)} ${what}: ${reason}. ` +
      'Start PostgreSQL there (or create the database), correct DATABASE_URL, or unset it to use the embedded database.'
    );
  }
  return `The embedded database in ${dataDir} could not be started: ${reason}`;
}

/**
 * The driver's own words ("database "x" does not exist", "connect ECONNREFUSED …"): drizzle wraps
 * them as the `cause` of an error whose message is only the SQL that failed.
 */
function reasonOf(err: unknown): string {
  let reason = err instanceof Error ? err.message : String(err);
  for (let e = err, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    const own =
      e.message || (e instanceof AggregateError ? e.errors.map((x) => String(x?.message)).join('; ') : '');
    if (own) reason = own;
  }
  return reason.split('\n')[0] ?? reason;
}
