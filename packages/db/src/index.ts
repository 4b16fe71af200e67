export * from './client.ts';
export { DataDirInUseError } from './embedded/owner-lock.ts';
export { ClusterVersionError } from './embedded/version.ts';
export { startEmbeddedPostgres, startTemporaryPostgres, type EmbeddedPostgres } from './embedded/cluster.ts';
export * from './migrate.ts';
export * from './seed-reference.ts';
export * from './import-rates.ts';
export { shippedRatesDate } from './reference/currency-rates.ts';
export * as tables from './schema/index.ts';
export * from './read-columns.ts';
export * from './typed-sql.ts';
export {
  sql,
  eq,
  ne,
  and,
  or,
  asc,
  desc,
  inArray,
  ilike,
  count,
  lt,
  lte,
  gt,
  gte,
  like,
  isNull,
  isNotNull,
  exists,
  getTableColumns,
} from 'drizzle-orm';
export { alias } from 'drizzle-orm/pg-core';
export type { SQL } from 'drizzle-orm';
export * from './faults.ts';
export { postgresBinaries } from './embedded/binaries.ts';
