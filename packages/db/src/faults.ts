/**
 * Which failures mean "the database is away" (refused, dropped, hung, shutting down, out of
 * connections, a statement cut by its timeout) rather than a fault in our code: those are
 * answered 503 with a readable message, the rest 500.
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '57014', '53300', '3D000']);
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const unavailableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  // node-postgres' own connect timeout, when a server accepts and never answers.
  /timeout expired/i,
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
];

export type DatabaseFault =
  'refused' | 'timed out' | 'connection lost' | 'shutting down' | 'busy' | 'missing';

/** The kind of unavailability behind an error (drizzle wraps the driver's error as `cause`), or null. */
export function databaseFaultOf(error: unknown): DatabaseFault | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') || code === 'ECONNRESET' || code === 'EPIPE') return 'connection lost';
      if (code === '57014' || code === 'ETIMEDOUT') return 'timed out';
      if (code === '53300') return 'busy';
      if (code === '3D000' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'missing';
      if (unavailableSqlStates.has(code)) return 'shutting down';
      if (unavailableErrnos.has(code)) return 'refused';
    }
    if (e instanceof AggregateError && e.errors.some((inner) => databaseFaultOf(inner))) return 'refused';
    if (unavailableMessages.some((m) => m.test(e.message))) {
      return /timeout/i.test(e.message) ? 'timed out' : 'connection lost';
    }
  }
  return null;
}
