export { buildAuthApp, type AuthConfig } from './app.ts';
