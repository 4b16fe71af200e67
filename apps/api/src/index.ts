export { buildApp } from './app.ts';
export { ConfigError, loadConfig, type AppConfig } from './config.ts';
export { rasteriseSvg } from './modules/files/image.ts';
/** The search statements as the service builds them, for the benchmark to time and EXPLAIN. */
export * as searchSql from './modules/search/search.sql.ts';
export { runOperatorCommand } from './modules/moderation/operator-command.ts';
