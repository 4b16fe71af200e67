// Raw queries (db.execute) answer timestamptz as PostgreSQL's text; these read it either way.

/** ISO 8601 in UTC. */
export const isoOf = (v: string | Date): string => new Date(v).toISOString();

/** Milliseconds since the epoch. */
export const msOf = (v: string | Date): number => new Date(v).getTime();
