export * from './envelope.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './limits.ts';
export * from './search.ts';
export * from './portals.ts';
export * from './ref-data.ts';
export * from './routes.ts';
