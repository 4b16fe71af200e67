export * from './client.ts';
export { PgliteEngineFault } from './pglite-guard.ts';
export * from './migrate.ts';
export * from './seed-reference.ts';
export * as tables from './schema/index.ts';
export * from './read-columns.ts';
export { sql, eq, and, or, asc, desc, inArray, ilike, count } from 'drizzle-orm';
export {
  demoPassword,
  demoRasterSize,
  loadDemoDirectory,
  type DemoImage,
  type DemoImageStore,
  type DemoLoadResult,
  type LoadDemoOptions,
} from './demo/index.ts';
